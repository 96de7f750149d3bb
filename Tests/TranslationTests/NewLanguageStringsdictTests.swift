import Foundation
import L10nRules
import Lproj
import Testing
@testable import Translation

/// `new-language` from the base's `.stringsdict`: the same keys, format keys, spec and value types, plural forms for
/// exactly the language's categories (from the base's same form or its `other`), written as an XML property list.
struct NewLanguageStringsdictTests {
    /// A base with a plural variable (a `zero` form, as Apple honours in every language), an empty `few` form, and a
    /// device-specific rule.
    static let base = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%d files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@ in the folder</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>zero</key>
        \t\t\t<string>No files</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d file</string>
        \t\t\t<key>few</key>
        \t\t\t<string></string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d files</string>
        \t\t</dict>
        \t</dict>
        \t<key>Photos</key>
        \t<dict>
        \t\t<key>NSStringDeviceSpecificRuleType</key>
        \t\t<dict>
        \t\t\t<key>iphone</key>
        \t\t\t<string>Photos on iPhone</string>
        \t\t\t<key>mac</key>
        \t\t\t<string>Photos on Mac</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    /// A bundle whose base `en` has the stringsdict and a `.strings` table of the same name.
    static func bundle() throws -> String {
        try TestBundles.make(text: [
            "en.lproj/Localizable.stringsdict": base,
            "en.lproj/Localizable.strings": "/* A button. */\n\"Done\" = \"Done\";\n",
        ])
    }

    /// The new language's stringsdict as planned, read back with the project's reader.
    private func planned(_ language: String) throws -> (root: String, plan: SyncPlan, file: StringsdictDocument) {
        let root = try Self.bundle()
        let plan = try NewLanguage.planFromBase(language: language, bundlePath: root, base: nil)
        let path = "\(root)/\(language).lproj/Localizable.stringsdict"
        let write = try #require(plan.writes.first { $0.path == path })
        #expect(write.createsFile)
        return (root, plan, StringsdictDocument(bytes: write.bytes, path: path))
    }

    private func forms(_ file: StringsdictDocument) -> [String: String] {
        let variable = file.entry(forKey: "%d files")?.variable(named: "files")
        return Dictionary((variable?.forms ?? []).map { ($0.name, $0.text) }, uniquingKeysWith: { _, last in last })
    }

    @Test(arguments: [
        ("hr", ["one", "few", "other"]), ("ar", ["zero", "one", "two", "few", "many", "other"]), ("ja", ["other"]),
        ("fr", ["one", "many", "other"]),
    ])
    func pluralFormsAreExactlyTheLanguagesCategories(language: String, categories: [String]) throws {
        let (_, _, file) = try planned(language)
        #expect(file.format == .xml && !file.hasErrors && file.structureIssues.isEmpty)
        let variable = try #require(file.entry(forKey: "%d files")?.variable(named: "files"))
        #expect(variable.forms.map(\.name) == categories)
        #expect(variable.specType == "NSStringPluralRuleType" && variable.valueType == "d")
    }

    /// Czech `many` is for decimals only: a variable of an integer value type gets none, one of `f` does.
    @Test(arguments: [("d", ["one", "few", "other"]), ("ld", ["one", "few", "other"]), ("f", ["one", "few", "many", "other"])])
    func pluralFormsFollowTheVariablesValueType(valueType: String, categories: [String]) throws {
        let root = try TestBundles.make(text: [
            "en.lproj/Localizable.stringsdict": Self.base.replacingOccurrences(
                of: "<string>d</string>", with: "<string>\(valueType)</string>"),
        ])
        let plan = try NewLanguage.planFromBase(language: "cs", bundlePath: root, base: nil)
        let path = "\(root)/cs.lproj/Localizable.stringsdict"
        let write = try #require(plan.writes.first { $0.path == path })
        let file = StringsdictDocument(bytes: write.bytes, path: path)
        #expect(file.entry(forKey: "%d files")?.variable(named: "files")?.forms.map(\.name) == categories)
        #expect(write.summary.hasSuffix("(plural forms \(categories.joined(separator: ", ")))"))
    }

    @Test func eachFormTakesTheBasesSameFormElseItsOther() throws {
        let (_, _, arabic) = try planned("ar")
        #expect(forms(arabic) == [
            "zero": "No files", "one": "%d file", "two": "%d files", "few": "%d files", "many": "%d files",
            "other": "%d files",
        ])
        let (_, _, croatian) = try planned("hr")
        #expect(forms(croatian) == ["one": "%d file", "few": "%d files", "other": "%d files"])
    }

    @Test func keysFormatKeysAndOtherRulesStayAsTheBaseHasThem() throws {
        let (_, _, file) = try planned("hr")
        #expect(file.entries.map(\.key) == ["%d files", "Photos"])
        #expect(file.entry(forKey: "%d files")?.formatKey == "%#@files@ in the folder")
        let device = try #require(file.entry(forKey: "Photos")?.variables.first)
        #expect(device.name == "NSStringDeviceSpecificRuleType" && device.formsByName == [
            "iphone": "Photos on iPhone", "mac": "Photos on Mac",
        ])
        #expect(file.entry(forKey: "Photos")?.formatKey == nil)
    }

    @Test func theStringsdictIsNoLongerListedAsLeftAlone() throws {
        let (root, plan, _) = try planned("hr")
        #expect(plan.skipped == [])
        #expect(plan.writes.map(\.path).sorted() == [
            "\(root)/hr.lproj/Localizable.strings", "\(root)/hr.lproj/Localizable.stringsdict",
        ])
        #expect(plan.added["\(root)/hr.lproj/Localizable.stringsdict"] == ["%d files", "Photos"])
    }

    @Test func aBaseWithErrorsIsListedAndNotWritten() throws {
        let root = try TestBundles.make(text: [
            "en.lproj/Localizable.stringsdict": "<plist version=\"1.0\"><dict><key>a</key>",
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
        ])
        let plan = try NewLanguage.planFromBase(language: "hr", bundlePath: root, base: nil)
        #expect(plan.writes.map(\.path) == ["\(root)/hr.lproj/Localizable.strings"])
        #expect(plan.skipped.map(\.reason) == [.baseHasSyntaxErrors("\(root)/en.lproj/Localizable.stringsdict")])
    }
}

private extension StringsdictVariable {
    /// The forms by name.
    var formsByName: [String: String] {
        Dictionary(forms.map { ($0.name, $0.text) }, uniquingKeysWith: { _, last in last })
    }
}
