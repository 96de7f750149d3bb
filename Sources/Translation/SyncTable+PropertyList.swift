import Foundation
import Lproj

extension SyncTable {
    /// Adds to `plan` the write that creates the language's file of a table whose base `.strings` file `base` is a
    /// property list (`new-language`): at `relative` (bundle-relative), in the base's format (an XML property list
    /// stays XML, a binary one binary, as an import writes it anew), with the keys `sync` would add to a language
    /// without the table, in base order: the base's texts standing in, plural variants for exactly the language's
    /// categories. Listed as skipped instead when the base has errors or the file would not read back as planned.
    func planPropertyList(_ base: StringsDocument, as relative: String, into plan: inout SyncPlan) {
        let bundlePath = context.bundle.path
        let path = (bundlePath as NSString).appendingPathComponent(relative)
        if base.hasErrors {
            let basePath = (bundlePath as NSString).appendingPathComponent(base.path)
            return plan.skip(path, because: .baseHasSyntaxErrors(basePath))
        }
        let entries = missingEntries(from: base)
        let root = PropertyListValue.dictionary(PropertyListDictionary(entries.map { entry in
            PropertyListDictionaryEntry(key: entry.key, value: PropertyListNode(.string(entry.value)))
        }))
        let bytes: [UInt8]
        do {
            bytes = base.format == .binary ? try PropertyListWriter.binary(root) : try PropertyListWriter.xml(root)
        } catch {
            return plan.skip(path, because: .wouldNotReadBack(error.description))
        }
        let reread = StringsFileReader.read(bytes: bytes, path: relative)
        guard reread.format == base.format, !reread.hasErrors, reread.entries.map(\.key) == entries.map(\.key),
              reread.entries.map(\.value) == entries.map(\.value)
        else { return plan.skip(path, because: .wouldNotReadBack("its texts would read back otherwise")) }
        let count = entries.count == 1 ? "1 key" : "\(entries.count) keys"
        let format = base.format == .binary ? "a binary" : "an XML"
        let write = FileWrite(
            path: path, bytes: bytes, expected: nil,
            summary: "create \(relative) as \(format) property list with \(count) of the base \(context.base.name), "
                + "its text standing in until translated")
        plan.record(write, adding: entries.map(\.key))
    }
}
