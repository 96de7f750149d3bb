import Foundation
import Testing
import TestSupport

@testable import Lproj

/// Editing an XML property list in place: only the bytes of what changes are written.
struct PropertyListXMLEditorTests {
    typealias Tree = PropertyListWriterTests

    static let tabbed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<!-- kept -->
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d Datei</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d Dateien</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    /// The file read, changed by `change`, and written back: the new bytes, checked to hold the changed tree.
    private func edit(_ text: String, _ change: (inout PropertyListValue) -> Void) throws -> String {
        try String(decoding: edit(Array(text.utf8), change), as: UTF8.self)
    }

    private func edit(_ bytes: [UInt8], _ change: (inout PropertyListValue) -> Void) throws -> [UInt8] {
        let original = try #require(PropertyListDocument(bytes: bytes, path: "e.plist").root)
        var tree = original.value
        change(&tree)
        let edited = try PropertyListXMLEditor.bytes(editing: bytes, path: "e.plist", toHold: tree)
        let reread = PropertyListDocument(bytes: edited, path: "e.plist")
        #expect(reread.issues.isEmpty)
        #expect(reread.root.map { Tree.withoutPlaces($0.value) } == Tree.withoutPlaces(tree))
        if PythonPlistlib.isAvailable {
            #expect(PythonPlistlib.same(try PythonPlistlib.read(edited), Tree.foundationValue(tree)))
        }
        return edited
    }

    @Test func anUnchangedValueKeepsEveryByte() throws {
        #expect(try edit(Self.tabbed) { _ in } == Self.tabbed)
    }

    @Test func aChangedStringRewritesOnlyItsElement() throws {
        let edited = try edit(Self.tabbed) { $0.set(["files", "n", "one"], "%d Akte & <mehr>") }
        #expect(edited == Self.tabbed.replacingOccurrences(
            of: "<string>%d Datei</string>", with: "<string>%d Akte &amp; &lt;mehr&gt;</string>"))
    }

    @Test func missingKeysGoAfterTheKeyBeforeThemInTheFilesIndentation() throws {
        let edited = try edit(Self.tabbed) {
            $0.set(["files", "n", "few"], "%d Dateien (wenige)", before: "other")
            $0.set(["added"], "neu")
        }
        #expect(edited == Self.tabbed
            .replacingOccurrences(
                of: "<string>%d Datei</string>\n",
                with: "<string>%d Datei</string>\n\t\t\t<key>few</key>\n\t\t\t<string>%d Dateien (wenige)</string>\n")
            .replacingOccurrences(of: "\t</dict>\n</dict>", with: "\t</dict>\n\t<key>added</key>\n\t<string>neu</string>\n</dict>"))
    }

    @Test func aNewDictionaryIsIndentedWithTheFilesUnit() throws {
        let spaced = "<plist version=\"1.0\">\n<dict>\n  <key>a</key>\n  <string>b</string>\n</dict>\n</plist>\n"
        let edited = try edit(spaced) {
            $0.set(["c"], Tree.dictionary([("d", .string("e")), ("f", Tree.dictionary([("g", .string("h"))]))]))
        }
        #expect(edited == """
            <plist version="1.0">
            <dict>
              <key>a</key>
              <string>b</string>
              <key>c</key>
              <dict>
                <key>d</key>
                <string>e</string>
                <key>f</key>
                <dict>
                  <key>g</key>
                  <string>h</string>
                </dict>
              </dict>
            </dict>
            </plist>

            """)
    }

    @Test func emptyDictionariesGetTheirFirstKeys() throws {
        let forms = [
            "<plist version=\"1.0\">\n<dict>\n</dict>\n</plist>\n",
            "<plist version=\"1.0\">\n<dict></dict>\n</plist>\n",
            "<plist version=\"1.0\">\n<dict/>\n</plist>\n",
        ]
        for form in forms {
            #expect(try edit(form) { $0.set(["k"], "v") }
                == "<plist version=\"1.0\">\n<dict>\n\t<key>k</key>\n\t<string>v</string>\n</dict>\n</plist>\n", "\(form)")
        }
    }

    @Test func aCompactFileStaysCompact() throws {
        let compact = "<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>"
        #expect(try edit(compact) { $0.set(["a"], "B"); $0.set(["c"], "d") }
            == "<plist version=\"1.0\"><dict><key>a</key><string>B</string><key>c</key><string>d</string></dict></plist>")
    }

    @Test func lineEndingsAndEncodingAreTheFiles() throws {
        let crlf = Self.tabbed.replacingOccurrences(of: "\n", with: "\r\n")
        let edited = try edit(crlf) { $0.set(["z"], "last") }
        #expect(edited.hasSuffix("\t<key>z</key>\r\n\t<string>last</string>\r\n</dict>\r\n</plist>\r\n"))
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"))

        let declared = Self.tabbed.replacingOccurrences(of: "UTF-8", with: "UTF-16")
        let utf16 = TextEncoding.utf16LittleEndian.byteOrderMark + TextEncoding.utf16LittleEndian.bytes(of: declared)
        let changed = try edit(utf16) { $0.set(["files", "n", "other"], "%d Dateiën") }
        #expect(Array(changed.prefix(2)) == [0xFF, 0xFE])
        #expect(String(decoding: changed.dropFirst(2).withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)) }, as: UTF16.self)
            == declared.replacingOccurrences(of: "%d Dateien<", with: "%d Dateiën<"))
    }

    @Test func refusesAFileItCannotRead() {
        #expect(throws: PropertyListWriterError.self) {
            try PropertyListXMLEditor.bytes(editing: Array("<plist><dict>".utf8), path: "e", toHold: .string(""))
        }
    }
}

extension PropertyListValue {
    /// Sets a string at a path of keys, inserting a missing last key before `successor` (or at the end).
    mutating func set(_ path: [String], _ text: String, before successor: String? = nil) {
        set(path, PropertyListValue.string(text), before: successor)
    }

    /// Sets a value at a path of keys, inserting a missing last key before `successor` (or at the end).
    mutating func set(_ path: [String], _ value: PropertyListValue, before successor: String? = nil) {
        guard case .dictionary(var dictionary) = self, let key = path.first else {
            self = value
            return
        }
        if let index = dictionary.entries.lastIndex(where: { $0.key == key }) {
            dictionary.entries[index].value.value.set(Array(path.dropFirst()), value, before: successor)
        } else {
            let at = dictionary.entries.firstIndex { $0.key == successor } ?? dictionary.entries.endIndex
            var node = PropertyListNode(.dictionary(PropertyListDictionary()))
            node.value.set(Array(path.dropFirst()), value, before: successor)
            dictionary.entries.insert(PropertyListDictionaryEntry(key: key, value: node), at: at)
        }
        self = .dictionary(dictionary)
    }
}
