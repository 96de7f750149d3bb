import Foundation
import Testing

@testable import Lproj

@Suite("Strings tables stored as property lists")
struct PropertyListStringsTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>greeting</key>
          <string>Grüß Gott 👋</string>
          <key>count</key><string>%d items</string>
          <key>greeting</key>
          <string>Hallo</string>
        </dict>
        </plist>
        """

    @Test("an XML table: entries in file order with their places, duplicates kept")
    func xmlTable() {
        let document = StringsPropertyListReader.read(Array(Self.xml.utf8), path: "de.lproj/Localizable.strings")
        #expect(document.format == .xml)
        #expect(document.encoding == .utf8)
        #expect(!document.hasByteOrderMark)
        #expect(document.lineEnding == .lf)
        #expect(document.issues.isEmpty)
        #expect(document.entries.map(\.key) == ["greeting", "count", "greeting"])
        #expect(document.entries.map(\.value) == ["Grüß Gott 👋", "%d items", "Hallo"])
        #expect(document.entries.map { $0.location.map { "\($0.line):\($0.column)" } } == ["4:3", "6:3", "7:3"])
        #expect(document.entries.map { $0.valueLocation.map { "\($0.line):\($0.column)" } } == ["5:3", "6:19", "8:3"])
        #expect(document.entries.allSatisfy { $0.comment == nil })
        #expect(document.runtimeEntryCount == 2)
        #expect(document.table == ["greeting": "Hallo", "count": "%d items"])
        #expect(FoundationTable.of(Array(Self.xml.utf8)) == document.table)
    }

    @Test("a binary table, as Xcode compiles it")
    func binaryTable() throws {
        let table = ["ok": "D'accord", "cancel": "Annuler", "emoji": "🇫🇷 été", "empty": ""]
        let bytes = try plistFoundationBytes(table, .binary)
        let document = StringsPropertyListReader.read(bytes, path: "fr.lproj/Localizable.strings")
        #expect(document.format == .binary)
        #expect(document.encoding == nil)
        #expect(document.lineEnding == LineEnding.none)
        #expect(document.issues.isEmpty)
        #expect(document.table == table)
        #expect(document.runtimeEntryCount == 4)
        #expect(document.entries.allSatisfy { $0.location == nil && $0.valueLocation == nil })
    }

    @Test("a top level that is no dictionary loses the table")
    func notDictionary() throws {
        let document = StringsPropertyListReader.read(Array("<plist>\n  <array/>\n</plist>".utf8), path: "x.strings")
        #expect(document.entries.isEmpty)
        #expect(document.runtimeEntryCount == 0)
        let issue = try #require(document.issues.first)
        #expect(issue.problem == .topLevelNotDictionary(kind: "an array"))
        #expect(issue.location?.line == 2)
        #expect(issue.location?.column == 3)
        #expect(issue.severity == .error)
    }

    @Test("a value that is no string is reported where it stands and left out")
    func nonStringValue() throws {
        let text = "<plist><dict>\n<key>a</key><string>x</string>\n<key>b</key><dict/>\n<key>c</key><integer>3</integer>\n</dict></plist>"
        let document = StringsPropertyListReader.read(Array(text.utf8), path: "n.strings")
        #expect(document.entries.map(\.key) == ["a"])
        #expect(document.runtimeEntryCount == 1)
        #expect(document.issues.map(\.problem) == [
            .nonStringEntry(key: "b", kind: "a dictionary"), .nonStringEntry(key: "c", kind: "an integer"),
        ])
        #expect(document.issues.map { $0.location.map { "\($0.line):\($0.column)" } } == ["3:13", "4:13"])
        #expect(document.issues.allSatisfy { $0.severity == .error })
    }

    @Test("a malformed or empty file loses the table")
    func malformed() throws {
        let broken = StringsPropertyListReader.read(Array("<plist><dict><key>a</key></dict></plist>".utf8), path: "m.strings")
        #expect(broken.entries.isEmpty)
        #expect(broken.runtimeEntryCount == 0)
        #expect(broken.issues.first?.consequence == .fileRejected(lostEntries: 0))
        let empty = StringsPropertyListReader.read([], path: "e.strings")
        #expect(empty.issues.map(\.problem) == [.emptyFile])
        let binary = StringsPropertyListReader.read(Array("bplist00".utf8) + [0, 1, 2], path: "b.strings")
        #expect(binary.format == .binary)
        #expect(binary.issues.count == 1)
    }

    @Test("UTF-16 XML tables keep their encoding and byte order mark")
    func utf16() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Self.xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = StringsPropertyListReader.read(bytes, path: "u.strings")
        #expect(document.encoding == .utf16LittleEndian)
        #expect(document.hasByteOrderMark)
        #expect(document.entries.map(\.value) == ["Grüß Gott 👋", "%d items", "Hallo"])
        #expect(document.entries[1].valueLocation?.column == 19)
    }
}

/// The `[String: String]` table Foundation reads from a property list, or `nil`.
enum FoundationTable {
    static func of(_ bytes: [UInt8]) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) as? [String: String]
    }
}
