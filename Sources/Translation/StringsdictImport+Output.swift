import Foundation
import L10nRules
import Lproj

extension StringsdictImport {
    /// Where the text of the `index`th unit taken stands in the tree that is checked: a place no file has, so that
    /// a finding at it names that unit.
    static func place(ofUnit index: Int) -> SourceLocation {
        SourceLocation(file: "", line: index + 1, column: 0)
    }

    /// The `format-mismatch` errors of the tree checked against the base, by the index of the unit whose text they
    /// are in, or `nil` when the check cannot run (so that nothing unchecked is imported).
    func formatErrors(in tree: StringsdictTree, format: PropertyListFormat) -> [Int: String]? {
        let plist = PropertyListDocument(
            root: PropertyListNode(.dictionary(tree.root)), format: format, path: relativePath)
        let pair = FormatCheckPair(
            bundlePath: bundlePath, baseName: baseName, baseTable: LocalizedTable(name: table, stringsdict: base),
            basePath: base.path, language: language, folder: folder,
            ownTable: LocalizedTable(name: table, stringsdict: StringsdictDocument(propertyList: plist)))
        guard let findings = pair.formatErrors() else { return nil }
        var errors: [Int: String] = [:]
        for diagnostic in findings where diagnostic.column == 0 {
            if let line = diagnostic.line { errors[line - 1] = diagnostic.message }
        }
        return errors
    }

    /// The file's new bytes: the XML file `original` edited in place, a binary file written anew, or a new XML file
    /// when there is none to edit.
    func outputBytes(
        of tree: StringsdictTree, editing original: [UInt8]?, format: PropertyListFormat?
    ) throws(PropertyListWriterError) -> [UInt8] {
        let root = PropertyListValue.dictionary(tree.root)
        guard let original else { return try PropertyListWriter.xml(root) }
        if format == .binary { return try PropertyListWriter.binary(root) }
        return try PropertyListXMLEditor.bytes(editing: original, path: relativePath, toHold: root)
    }
}

extension PropertyListDocument {
    /// Whether an import can change the file: it reads as a property list with a dictionary at its top, or it is
    /// empty (`emptyFile`) and is written anew.
    func isUsable(emptyFile: Bool) -> Bool {
        if emptyFile { return true }
        return root?.value.dictionaryValue != nil && !issues.contains { $0.severity == .error }
    }
}
