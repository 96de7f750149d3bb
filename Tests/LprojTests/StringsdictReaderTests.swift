import Foundation
import Testing

@testable import Lproj

@Suite("Stringsdict reader")
struct StringsdictReaderTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>n_files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@ in %#@folders@</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d Datei</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d Dateien</string>
        \t\t</dict>
        \t\t<key>folders</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>ld</string>
        \t\t\t<key>zero</key><string>keinem Ordner</string>
        \t\t\t<key>other</key><string>%ld Ordnern 📁</string>
        \t\t</dict>
        \t</dict>
        \t<key>tap</key>
        \t<dict>
        \t\t<key>NSStringDeviceSpecificRuleType</key>
        \t\t<dict>
        \t\t\t<key>iphone</key><string>Tippen</string>
        \t\t\t<key>mac</key><string>Klicken</string>
        \t\t</dict>
        \t</dict>
        \t<key>title</key>
        \t<dict>
        \t\t<key>NSStringVariableWidthRuleType</key>
        \t\t<dict>
        \t\t\t<key>1</key><string>Hi</string>
        \t\t\t<key>20</key><string>Hallo zusammen</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    static func place(_ location: Lproj.SourceLocation?) -> String? {
        location.map { "\($0.line):\($0.column)" }
    }

    @Test("entries, format keys, variables and forms, in file order with their places")
    func xml() throws {
        let document = StringsdictDocument(bytes: Array(Self.xml.utf8), path: "de.lproj/Localizable.stringsdict")
        #expect(document.format == .xml)
        #expect(document.issues.isEmpty)
        #expect(document.structureIssues.isEmpty)
        #expect(document.entries.map(\.key) == ["n_files", "tap", "title"])
        let files = try #require(document.entry(forKey: "n_files"))
        #expect(Self.place(files.location) == "5:2")
        #expect(files.formatKey == "%#@files@ in %#@folders@")
        #expect(Self.place(files.formatKeyLocation) == "8:3")
        #expect(files.variables.map(\.name) == ["files", "folders"])
        let folders = try #require(files.variable(named: "folders"))
        #expect(Self.place(folders.location) == "20:3")
        #expect(folders.specType == "NSStringPluralRuleType")
        #expect(folders.isPlural)
        #expect(Self.place(folders.specTypeLocation) == "23:4")
        #expect(folders.valueType == "ld")
        #expect(Self.place(folders.valueTypeLocation) == "25:4")
        #expect(folders.forms.map(\.name) == ["zero", "other"])
        #expect(folders.forms.map(\.text) == ["keinem Ordner", "%ld Ordnern 📁"])
        #expect(folders.forms.map { Self.place($0.keyLocation) } == ["26:4", "27:4"])
        #expect(folders.forms.map { Self.place($0.location) } == ["26:19", "27:20"])
        #expect(folders.form("other")?.text == "%ld Ordnern 📁")
        #expect(files.variable(named: "files")?.forms.map(\.text) == ["%d Datei", "%d Dateien"])
    }

    @Test("device-specific and variable-width rules are kept as variables with their raw forms")
    func rules() throws {
        let document = StringsdictDocument(bytes: Array(Self.xml.utf8), path: "d.stringsdict")
        let tap = try #require(document.entry(forKey: "tap"))
        #expect(tap.formatKey == nil)
        #expect(tap.variables.map(\.name) == ["NSStringDeviceSpecificRuleType"])
        #expect(tap.variables.first?.specType == StringsdictVariable.deviceSpecificRuleType)
        #expect(tap.variables.first?.forms.map(\.name) == ["iphone", "mac"])
        let title = try #require(document.entry(forKey: "title"))
        #expect(title.variables.first?.specType == StringsdictVariable.variableWidthRuleType)
        #expect(title.variables.first?.forms.map(\.text) == ["Hi", "Hallo zusammen"])
    }

    @Test("a binary stringsdict reads the same, without places")
    func binary() throws {
        let object = try PropertyListSerialization.propertyList(from: Data(Self.xml.utf8), options: [], format: nil)
        let bytes = try plistFoundationBytes(object, .binary)
        let binary = StringsdictDocument(bytes: bytes, path: "b.stringsdict")
        let xml = StringsdictDocument(bytes: Array(Self.xml.utf8), path: "b.stringsdict")
        #expect(binary.format == .binary)
        #expect(binary.issues.isEmpty && binary.structureIssues.isEmpty)
        // Foundation writes dictionaries in its own order, so compare entry by entry.
        for entry in xml.entries {
            let other = try #require(binary.entry(forKey: entry.key))
            #expect(other.location == nil)
            #expect(other.formatKey == entry.formatKey)
            #expect(Set(other.variables.map(\.name)) == Set(entry.variables.map(\.name)))
            for variable in entry.variables {
                let twin = try #require(other.variable(named: variable.name))
                #expect(twin.specType == variable.specType)
                #expect(twin.valueType == variable.valueType)
                #expect(Dictionary(uniqueKeysWithValues: twin.forms.map { ($0.name, $0.text) })
                    == Dictionary(uniqueKeysWithValues: variable.forms.map { ($0.name, $0.text) }))
                #expect(twin.forms.allSatisfy { $0.location == nil && $0.keyLocation == nil })
            }
        }
    }

    @Test("structural problems are issues with places, not crashes")
    func structure() {
        let text = """
            <plist><dict>
            <key>plain</key><string>not a dictionary</string>
            <key>no_format</key><dict><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string></dict></dict>
            <key>no_spec</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>one</key><string>1</string></dict></dict>
            <key>odd</key><dict><key>NSStringLocalizedFormatKey</key><integer>1</integer><key>stray</key><string>x</string></dict>
            <key>nested</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><array/><key>one</key><dict/></dict></dict>
            </dict></plist>
            """
        let document = StringsdictDocument(bytes: Array(text.utf8), path: "s.stringsdict")
        #expect(document.issues.isEmpty)
        #expect(document.entries.map(\.key) == ["no_format", "no_spec", "odd", "nested"])
        #expect(document.structureIssues.map(\.problem) == [
            .entryNotDictionary(key: "plain", kind: "a string"),
            .missingFormatKey(key: "no_format"),
            .missingSpecType(key: "no_spec", variable: "n"),
            .formatKeyNotString(key: "odd", kind: "an integer"),
            .variableNotDictionary(key: "odd", variable: "stray", kind: "a string"),
            .ruleValueNotString(key: "nested", variable: "n", name: "NSStringFormatSpecTypeKey", kind: "an array"),
            .ruleValueNotString(key: "nested", variable: "n", name: "one", kind: "a dictionary"),
            .missingSpecType(key: "nested", variable: "n"),
        ])
        #expect(document.structureIssues.map { Self.place($0.location) } == [
            "2:17", "3:1", "4:84", "5:58", "5:78", "6:137", "6:159", "6:83",
        ])
        #expect(document.structureIssues.map(\.severity) == [
            .error, .error, .error, .error, .warning, .error, .error, .error,
        ])
        #expect(document.structureIssues[1].description
            == "s.stringsdict:3:1: error: the entry \"no_format\" has no NSStringLocalizedFormatKey")
        #expect(document.hasErrors)
    }

    @Test("a malformed file or a top level that is no dictionary are reading issues")
    func unreadable() {
        let malformed = StringsdictDocument(bytes: Array("<plist><dict><key>a</key></plist>".utf8), path: "m.stringsdict")
        #expect(malformed.entries.isEmpty)
        #expect(malformed.issues.count == 1)
        let array = StringsdictDocument(bytes: Array("<plist><array/></plist>".utf8), path: "a.stringsdict")
        #expect(array.issues.map(\.problem) == [.topLevelNotDictionary(kind: "an array")])
        #expect(StringsdictDocument(bytes: [], path: "e.stringsdict").issues.map(\.problem) == [.emptyFile])
    }

    @Test("every deltachat .stringsdict reads as Foundation reads it",
          .enabled(if: PlistCorpus.root != nil, "needs ../shared/corpora beside the package; skipped when absent"))
    func deltachatCorpus() throws {
        let folder = try #require(PlistCorpus.root).appendingPathComponent("deltachat-ios/deltachat-ios")
        let languages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lproj") }
        var files = 0
        for language in languages.sorted() {
            let url = folder.appendingPathComponent("\(language)/Localizable.stringsdict")
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            files += 1
            let document = StringsdictDocument(bytes: Array(data), path: url.path)
            #expect(document.issues.isEmpty, "\(language)")
            #expect(document.structureIssues.isEmpty, "\(language): \(document.structureIssues)")
            let oracle = try #require(
                try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
            #expect(Set(document.entries.map(\.key)) == Set(oracle.keys), "\(language)")
            for entry in document.entries {
                let expected = try #require(oracle[entry.key] as? [String: Any])
                #expect(entry.formatKey == expected[StringsdictEntry.formatKeyName] as? String)
                #expect(entry.location != nil)
                for variable in entry.variables {
                    let rule = try #require(expected[variable.name] as? [String: String])
                    #expect(variable.specType == rule[StringsdictVariable.specTypeKey])
                    #expect(variable.valueType == rule[StringsdictVariable.valueTypeKey])
                    let forms = rule.filter { ![StringsdictVariable.specTypeKey, StringsdictVariable.valueTypeKey].contains($0.key) }
                    #expect(Dictionary(uniqueKeysWithValues: variable.forms.map { ($0.name, $0.text) }) == forms,
                            "\(language) \(entry.key)")
                    #expect(variable.forms.allSatisfy { $0.location != nil })
                }
            }
        }
        #expect(files == 47)
    }
}
