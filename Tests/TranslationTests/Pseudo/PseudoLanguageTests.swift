import Foundation
import ICUKit
import L10nRules
import Lproj
import Testing
@testable import Translation

/// The planner of `pseudo`: every table of the base, keys unchanged, plural forms kept (and Arabic's added for
/// ar-XB), an existing folder refused unless replacing is asked for, catalogs left out, and nothing written by
/// planning.
struct PseudoLanguageTests {
    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>files_selected</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@ selected in %@</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>One file</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d files &amp; &lt;b&gt;folders&lt;/b&gt;</string>
        \t\t</dict>
        \t</dict>
        \t<key>device_hint</key>
        \t<dict>
        \t\t<key>NSStringDeviceSpecificRuleType</key>
        \t\t<dict>
        \t\t\t<key>iphone</key>
        \t\t\t<string>Tap here</string>
        \t\t\t<key>mac</key>
        \t\t\t<string>Click here</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    /// A bundle with a `.strings` table (sibling-key plurals, a duplicate key, comments) and a `.stringsdict`.
    private func bundle(_ extra: [String: String] = [:]) throws -> String {
        try TestBundles.make(text: [
            "en.lproj/Localizable.strings": """
                /* The title. */
                "title" = "Old title";
                "title" = "Map layers";

                /* Number of layers. */
                "layers.one" = "%d layer";
                "layers.other" = "%d layers";
                "empty" = "";
                "{NAME}" = "Open {NAME} at %1$@";

                """,
            "en.lproj/Localizable.stringsdict": Self.stringsdict,
        ].merging(extra) { $1 })
    }

    private func text(_ write: FileWrite?) -> String { write.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "" }

    @Test func enXAKeepsTheKeysCommentsAndPluralFormsOfTheBase() throws {
        let root = try bundle()
        let plan = try PseudoLanguage.plan(.accented, bundlePath: root)
        #expect(plan.writes.map(\.path) == [
            root + "/en-XA.lproj/Localizable.strings", root + "/en-XA.lproj/Localizable.stringsdict",
        ])
        #expect(plan.writes.allSatisfy { $0.createsFile })
        #expect(plan.refused.isEmpty && plan.skipped.isEmpty)
        #expect(plan.tableCount == 1)
        let strings = StringsFileReader.read(bytes: plan.writes[0].bytes, path: "Localizable.strings")
        #expect(strings.keys == ["title", "layers.one", "layers.other", "empty", "{NAME}"])
        #expect(strings.table == [
            "title": "[Ṁåþ ļåýéŕš one]", "layers.one": "[%d ļåýéŕ one]", "layers.other": "[%d ļåýéŕš one]",
            "empty": "", "{NAME}": "[Öþéñ {NAME} åţ %1$@ one~]",
        ])
        #expect(text(plan.writes[0]).hasPrefix("/* The title. */\n\"title\" = \"[Ṁåþ ļåýéŕš one]\";\n"))
        #expect(plan.keys[root + "/en-XA.lproj/Localizable.strings"] == strings.keys)
        #expect(plan.writes[0].summary
            == "create en-XA.lproj/Localizable.strings with 5 keys of the base en, pseudo-localized (en-XA: accented, 35 % longer, in brackets)")
        #expect(plan.textCount == 5 + 3 + 2)  // values; a format key and two forms; two device forms
    }

    @Test func stringsdictFormsAndTypesAreKeptAndOnlyTheirTextsChange() throws {
        let plan = try PseudoLanguage.plan(.accented, bundlePath: try bundle())
        let document = StringsdictDocument(bytes: plan.writes[1].bytes, path: "Localizable.stringsdict")
        #expect(!document.hasErrors)
        #expect(document.entries.map(\.key) == ["files_selected", "device_hint"])
        let entry = try #require(document.entry(forKey: "files_selected"))
        // The reference's own text does not count: its forms grow on their own.
        #expect(entry.formatKey == "[%#@files@ šéļéçţéð îñ %@ one]")
        let files = try #require(entry.variable(named: "files"))
        #expect(files.specType == "NSStringPluralRuleType" && files.valueType == "d")
        #expect(files.forms.map(\.name) == ["one", "other"])
        #expect(files.forms.map(\.text) == ["Öñé ƒîļé one", "%d ƒîļéš & <b>ƒöļðéŕš</b> one two~"])
        let device = try #require(document.entry(forKey: "device_hint")?.variable(named: "NSStringDeviceSpecificRuleType"))
        #expect(device.forms.map(\.name) == ["iphone", "mac"])
        #expect(device.forms.map(\.text) == ["[Ţåþ ĥéŕé one]", "[Çļîçķ ĥéŕé one]"])
    }

    @Test func arXBGetsEveryArabicCategoryFromTheBaseOther() throws {
        let root = try bundle()
        let plan = try PseudoLanguage.plan(.rightToLeft, bundlePath: root)
        let strings = StringsFileReader.read(bytes: plan.writes[0].bytes, path: "Localizable.strings")
        #expect(strings.keys == [
            "title", "layers.one", "layers.other", "layers.zero", "layers.two", "layers.few", "layers.many", "empty",
            "{NAME}",
        ])
        let other = "\u{202E}%d layers\u{202C}"
        #expect(strings.table["layers.zero"] == other && strings.table["layers.many"] == other)
        #expect(strings.table["layers.one"] == "\u{202E}%d layer\u{202C}")
        #expect(strings.table["title"] == "\u{202E}Map layers\u{202C}")
        // The comment of the other form goes with the forms made from it.
        #expect(text(plan.writes[0]).contains("/* Number of layers. */\n\"layers.zero\""))

        let document = StringsdictDocument(bytes: plan.writes[1].bytes, path: "Localizable.stringsdict")
        let files = try #require(document.entry(forKey: "files_selected")?.variable(named: "files"))
        #expect(files.forms.map(\.name) == ["zero", "one", "two", "few", "many", "other"])
        #expect(files.forms.first?.text == "\u{202E}%d files & <b>folders</b>\u{202C}")
        let needed = try PluralRules(locale: "ar").neededCategories
        #expect(Set(files.forms.compactMap { PluralCategory(rawValue: $0.name) }).isSuperset(of: needed))
    }

    /// English lists unused categories empty; en-XA leaves them empty, ar-XB fills the ones Arabic uses.
    @Test func blankBaseFormsStandForTheOtherFormWhereTheLanguageUsesThem() throws {
        let root = try TestBundles.make(text: [
            "en.lproj/L.strings": "\"n.zero\" = \"\";\n\"n.one\" = \"%d pin\";\n\"n.two\" = \"\";\n\"n.other\" = \"%d pins\";\n",
        ])
        let english = StringsFileReader.read(bytes: try PseudoLanguage.plan(.accented, bundlePath: root).writes[0].bytes, path: "L")
        #expect(english.table == ["n.zero": "", "n.one": "[%d þîñ one]", "n.two": "", "n.other": "[%d þîñš one]"])
        let arabic = StringsFileReader.read(bytes: try PseudoLanguage.plan(.rightToLeft, bundlePath: root).writes[0].bytes, path: "L")
        #expect(arabic.table["n.zero"] == "\u{202E}%d pins\u{202C}")
        #expect(arabic.table["n.two"] == "\u{202E}%d pins\u{202C}")
        #expect(arabic.keys == ["n.zero", "n.one", "n.two", "n.other", "n.few", "n.many"])
    }

    @Test func anExistingFolderIsRefusedUnlessReplacingIsAskedFor() throws {
        let root = try bundle([
            "en-XA.lproj/Localizable.strings": "\"title\" = \"hand-made\";\n", "en-XA.lproj/Notes.txt": "keep me",
        ])
        let refused = try PseudoLanguage.plan(.accented, bundlePath: root)
        #expect(refused.writes.isEmpty)
        #expect(refused.refused.map(\.refusal) == [.folderExists("en-XA.lproj"), .folderExists("en-XA.lproj")])
        #expect(refused.refused.first?.refusal?.description
            == "en-XA.lproj exists already; its files are replaced only when asked (--replace)")

        let replacing = try PseudoLanguage.plan(.accented, bundlePath: root, replace: true)
        #expect(replacing.refused.isEmpty)
        #expect(replacing.writes.map(\.createsFile) == [false, true])
        #expect(replacing.writes[0].expected == Array("\"title\" = \"hand-made\";\n".utf8))
        #expect(replacing.writes[0].summary.hasPrefix("replace en-XA.lproj/Localizable.strings with 5 keys"))
        let outcomes = try FileWriter.apply(replacing.writes, bundlePath: root)
        #expect(outcomes.allSatisfy { $0.wasWritten })
        #expect(TestBundles.text(root + "/en-XA.lproj/Notes.txt") == "keep me")
        #expect(TestBundles.text(root + "/en-XA.lproj/Localizable.strings")?.contains("[Ṁåþ ļåýéŕš one]") == true)
    }

    @Test func planningWritesNothing() throws {
        let root = try bundle()
        _ = try PseudoLanguage.plan(.accented, bundlePath: root)
        _ = try PseudoLanguage.plan(.rightToLeft, bundlePath: root, replace: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["en.lproj"])
    }

    @Test func theBaseIsFoundAsTheCheckerFindsIt() throws {
        let infoPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>
            """
        let root = try TestBundles.make(text: [
            "Info.plist": infoPlist, "de.lproj/L.strings": "\"a\" = \"Karte\";\n", "en.lproj/L.strings": "\"a\" = \"Map\";\n",
        ])
        #expect(try PseudoLanguage.plan(.accented, bundlePath: root).baseLanguage == "de")
        #expect(text(try PseudoLanguage.plan(.accented, bundlePath: root).writes.first) == "\"a\" = \"[Ķåŕţé one]\";\n")
        #expect(try PseudoLanguage.plan(.accented, bundlePath: root, base: "en").baseLanguage == "en")
        #expect(throws: TranslationError.unknownLanguage("fr")) { try PseudoLanguage.plan(.accented, bundlePath: root, base: "fr") }
        #expect(throws: TranslationError.self) { try PseudoLanguage.plan(.accented, bundlePath: root + "/none") }
    }

    @Test func thePseudoLanguageIsNoBaseAndHasOneFolder() throws {
        let root = try bundle(["en_XA.lproj/Localizable.strings": "\"title\" = \"x\";\n"])
        #expect(throws: TranslationError.languageExists(folder: "en_XA.lproj")) {
            try PseudoLanguage.plan(.accented, bundlePath: root, replace: true)
        }
        #expect(throws: TranslationError.self) { try PseudoLanguage.plan(.accented, bundlePath: root, base: "en_XA") }
    }

    /// A UTF-16 text file keeps its encoding and byte order mark; a property list gives a new UTF-8 text file; a base
    /// file with syntax errors is refused, to be fixed first.
    @Test func textFilesKeepTheirEncodingOthersBecomeUTF8Text() throws {
        let utf16: [UInt8] = [0xFF, 0xFE] + "\"a\" = \"Map\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>b</key><string>Layer</string></dict></plist>
            """
        let root = try TestBundles.make([
            "en.lproj/A.strings": utf16, "en.lproj/B.strings": Array(xml.utf8),
            "en.lproj/C.strings": Array("\"c\" = \"Pin\";\n\"d\" = \"Broken\"\n".utf8),
        ])
        let writes = try PseudoLanguage.plan(.accented, bundlePath: root).writes
        #expect(Array(writes[0].bytes.prefix(2)) == [0xFF, 0xFE])
        #expect(StringsFileReader.read(bytes: writes[0].bytes, path: "A").table == ["a": "[Ṁåþ one]"])
        #expect(text(writes[1]) == "\"b\" = \"[Ļåýéŕ one]\";\n")
        let plan = try PseudoLanguage.plan(.accented, bundlePath: root)
        #expect(plan.writes.count == 2)
        #expect(plan.skipped == [PseudoSkippedFile(
            path: root + "/en-XA.lproj/C.strings", reason: .baseHasErrors("en.lproj/C.strings"))])
        #expect(plan.skipped.first?.reason.isRefusal == true)
    }

    @Test func tablesKeptInStringCatalogsAreLeftOutAndListed() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Save": {}}}
            """
        let root = try bundle(["Other.xcstrings": catalog])
        let plan = try PseudoLanguage.plan(.accented, bundlePath: root)
        #expect(plan.skipped.map(\.path) == [root + "/en-XA.lproj/Other.strings"])
        #expect(plan.skipped.first?.reason == .inCatalog("Other.xcstrings"))
        #expect(plan.skipped.first?.reason.isRefusal == false)
        #expect(plan.writes.count == 2)
    }

    @Test func aStoryboardBaseGivesAStringsFile() throws {
        let root = try TestBundles.make(text: [
            "Base.lproj/Main.storyboard": """
                <document><objects><menuItem title="Quit" id="Qui-t0-Abc"/></objects></document>
                """,
            "fr.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quitter\";\n",
        ])
        let plan = try PseudoLanguage.plan(.accented, bundlePath: root)
        #expect(plan.writes.map(\.path) == [root + "/en-XA.lproj/Main.strings"])
        #expect(text(plan.writes.first).contains("\"Qui-t0-Abc.title\" = \"[Ǫûîţ one]\";"))
    }

    /// pseudo, written, then checked: the pseudo-language has none of the findings a translation can have.
    @Test(arguments: PseudoStyle.allCases)
    func theProjectBundleChecksCleanInThePseudoLanguage(style: PseudoStyle) throws {
        let root = try TestBundles.copy(of: TestBundles.popupBundle)
        let plan = try PseudoLanguage.plan(style, bundlePath: root)
        #expect(try FileWriter.apply(plan.writes, bundlePath: root).allSatisfy { $0.wasWritten })
        let report = Checker().check(try CheckContext(bundle: try BundleReader.read(path: root)))
        let findings = report.diagnostics.filter { $0.language == style.folderName }.map(\.rule)
        #expect(findings == ["invalid-language"])
        #expect(report.languages.first { $0.language == style.folderName }?.missing == 0)
    }
}
