import Foundation
import Lproj
import TestSupport
import Testing
@testable import Translation

/// Importing into `.strings` files stored as property lists: an XML file is edited in place, a binary one is
/// written anew as binary, and both read back with the new values.
struct PropertyListStringsImportTests {
    static let base = """
        "Edit" = "Edit";
        "Done" = "Done";
        "Open %@" = "Open %@";

        """
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <!-- edited by hand -->
            <key>Edit</key>
            <string>Bearbeiten</string>
            <key>Count</key>
            <string>Anzahl</string>
        </dict>
        </plist>

        """
    static let binaryTable = ["Edit": "Modifier", "Done": "OK"]

    /// A bundle with a text base, German as XML and French as binary (written by `plistlib` when it is there).
    static func bundle() throws -> String {
        let french = PropertyListValue.dictionary(PropertyListDictionary(binaryTable.sorted { $0.key < $1.key }.map {
            PropertyListDictionaryEntry(key: $0.key, value: PropertyListNode(.string($0.value)))
        }))
        let binary = PythonPlistlib.isAvailable
            ? try PythonPlistlib.write(json: #"{"Done": "OK", "Edit": "Modifier"}"#, binary: true)
            : try PropertyListWriter.binary(french)
        return try TestBundles.make([
            "en.lproj/Localizable.strings": Array(base.utf8), "de.lproj/Localizable.strings": Array(xml.utf8),
            "fr.lproj/Localizable.strings": binary,
        ])
    }

    static func plan(_ units: [XLIFFUnit], language: String, in bundle: String) throws -> ImportPlan {
        try XLIFFImport.plan([XLIFFDocument(files: [XLIFFFile(
            original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: language, units: units)])],
            bundlePath: bundle, base: "en")
    }

    static func translated(_ key: String, _ target: String) -> XLIFFUnit {
        XLIFFUnit(id: key, source: key, target: target, state: .translated)
    }

    @Test func anXMLFileIsEditedInPlace() throws {
        let bundle = try Self.bundle()
        let plan = try Self.plan(
            [Self.translated("Edit", "Ändern"), Self.translated("Open %@", "%@ öffnen")], language: "de", in: bundle)
        let write = try #require(plan.writes.first)
        #expect(plan.skipped.isEmpty && write.summary == "update 2 translations")
        #expect(String(decoding: write.bytes, as: UTF8.self) == Self.xml
            .replacingOccurrences(of: "Bearbeiten", with: "Ändern")
            .replacingOccurrences(
                of: "<string>Anzahl</string>\n",
                with: "<string>Anzahl</string>\n    <key>Open %@</key>\n    <string>%@ öffnen</string>\n"))
        let reread = StringsFileReader.read(bytes: write.bytes, path: "de")
        #expect(reread.format == .xml && reread.table == ["Edit": "Ändern", "Count": "Anzahl", "Open %@": "%@ öffnen"])
    }

    @Test func aBinaryFileIsWrittenAsBinary() throws {
        let bundle = try Self.bundle()
        let plan = try Self.plan(
            [Self.translated("Edit", "Éditer"), Self.translated("Done", "OK"), Self.translated("Open %@", "Ouvrir %@")],
            language: "fr", in: bundle)
        let write = try #require(plan.writes.first)
        #expect(plan.applied.map(\.key) == ["Edit", "Open %@"] && plan.unchanged.map(\.key) == ["Done"])
        let reread = StringsFileReader.read(bytes: write.bytes, path: "fr")
        #expect(reread.format == .binary && reread.issues.isEmpty)
        #expect(reread.table == ["Edit": "Éditer", "Done": "OK", "Open %@": "Ouvrir %@"])
        if PythonPlistlib.isAvailable {
            #expect(PythonPlistlib.same(
                try PythonPlistlib.read(write.bytes), ["Edit": "Éditer", "Done": "OK", "Open %@": "Ouvrir %@"]))
        }
    }

    @Test func anExportImportsBackUnchangedAndTranslatedInBothFormats() throws {
        let bundle = try Self.bundle()
        for language in ["de", "fr"] {
            let path = "\(bundle)/\(language).lproj/Localizable.strings"
            let exported = try XLIFFExport.document(bundlePath: bundle, base: "en", language: language)
            let reread = try XLIFFReader.read(bytes: XLIFFWriter.bytes(of: exported, toolVersion: "1"), path: "x.xlf")
            #expect(try XLIFFImport.plan([reread], bundlePath: bundle, base: "en").writes.isEmpty, "\(language)")

            let units = exported.files.flatMap(\.units)
            let plan = try Self.plan(
                units.map { Self.translated($0.id, "«" + $0.source) }, language: language, in: bundle)
            #expect(plan.skipped.isEmpty, "\(language)")
            let write = try #require(plan.writes.first)
            let before = PropertyListFormat.detect(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(PropertyListFormat.detect(write.bytes) == before, "\(language)")
            let table = StringsFileReader.read(bytes: write.bytes, path: path).table
            for unit in units { #expect(table[unit.id] == "«" + unit.source, "\(language) \(unit.id)") }
        }
    }

    /// A value that is no string is an error of the file (the checker's `nonStringEntry`), which is refused.
    @Test(.enabled(if: PythonPlistlib.isAvailable, "needs python3 to write an integer"))
    func aFileWithOtherValuesThanStringsIsLeftAlone() throws {
        let bundle = try Self.bundle()
        let path = "\(bundle)/fr.lproj/Localizable.strings"
        let withNumber = try PythonPlistlib.write(json: #"{"Edit": "Modifier", "Count": 3}"#, binary: true)
        try Data(withNumber).write(to: URL(fileURLWithPath: path))
        let plan = try Self.plan([Self.translated("Edit", "Éditer")], language: "fr", in: bundle)
        #expect(plan.writes.isEmpty && plan.skipped.map(\.kind) == [.unusableFile])
        #expect(plan.skipped.first?.reason.contains("is not a well-formed .strings file") == true)
    }
}
