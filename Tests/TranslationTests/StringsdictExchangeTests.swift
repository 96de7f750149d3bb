import Foundation
import ICUKit
import Lproj
import TestSupport
import Testing
@testable import Translation

/// `.stringsdict` units as Xcode exchanges them: export of a language's forms, import back into its file.
struct StringsdictExchangeTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
    static let base = header + """
        <dict>
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@ in %@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d file</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d files</string>
        \t\t</dict>
        \t</dict>
        \t<key>hours</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@h@</string>
        \t\t<key>h</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>an hour</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d hours</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
    /// Russian with `files` lacking `many` and having a `zero` ICU does not give Russian, and no `hours`.
    static let russian = header + """
        <dict>
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@ в %@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>zero</key>
        \t\t\t<string>нет файлов</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d файл</string>
        \t\t\t<key>few</key>
        \t\t\t<string>%d files</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d файла</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    static let baseDocument = StringsdictDocument(bytes: Array(base.utf8), path: "en.lproj/Localizable.stringsdict")

    static func categories(_ language: String) throws -> Set<PluralCategory> {
        try PluralRules(locale: language).categories.union([.other])
    }

    static func importer(_ bundle: String, language: String = "ru") -> StringsdictImport {
        StringsdictImport(
            bundlePath: bundle, folder: "\(language).lproj", table: "Localizable", base: baseDocument,
            language: language, baseName: "en")
    }

    static func translated(_ id: String, _ source: String, _ target: String) -> XLIFFUnit {
        XLIFFUnit(id: id, source: source, target: target, state: .translated)
    }

    static let id = (
        format: "/files:dict/NSStringLocalizedFormatKey:dict/:string",
        one: "/files:dict/n:dict/one:dict/:string", many: "/files:dict/n:dict/many:dict/:string",
        hoursOne: "/hours:dict/h:dict/one:dict/:string", hoursFormat: "/hours:dict/NSStringLocalizedFormatKey:dict/:string")

    @Test func exportGivesEveryFormTheLanguageNeedsAndEveryFormItHas() throws {
        let own = StringsdictDocument(bytes: Array(Self.russian.utf8), path: "ru.lproj/Localizable.stringsdict")
        let units = StringsdictExport.units(base: Self.baseDocument, own: own, categories: try Self.categories("ru"))
        let forms = ["zero", "one", "few", "many", "other"].map { "/files:dict/n:dict/\($0):dict/:string" }
        let hours = ["one", "few", "many", "other"].map { "/hours:dict/h:dict/\($0):dict/:string" }
        #expect(units.map(\.id) == [Self.id.format] + forms + [Self.id.hoursFormat] + hours)
        let byID = Dictionary(uniqueKeysWithValues: units.map { ($0.id, $0) })
        #expect(byID[Self.id.format] == XLIFFUnit(
            id: Self.id.format, source: "%#@n@ in %@", target: "%#@n@ в %@", state: .translated))
        // A form the base lacks translates the base's `other`; one equal to its source is new.
        #expect(byID[forms[2]] == XLIFFUnit(id: forms[2], source: "%d files", target: "%d files", state: .new))
        #expect(byID[forms[0]]?.source == "%d files" && byID[forms[0]]?.target == "нет файлов")
        #expect(byID[Self.id.many].map { $0.target == nil && $0.state == nil } == true)
        #expect(byID[Self.id.many]?.plural == UnitPlural(
            prefix: "/files:dict/n:dict/", suffix: ":dict/:string", category: .many))
        #expect(byID[Self.id.many]?.plural?.id == Self.id.many)
        #expect(byID[Self.id.format]?.plural == nil)
        #expect(units.allSatisfy { $0.note == nil })
        // Japanese: `other` alone; without a file, no targets.
        let japanese = StringsdictExport.units(base: Self.baseDocument, own: nil, categories: try Self.categories("ja"))
        #expect(japanese.map(\.id) == [
            Self.id.format, "/files:dict/n:dict/other:dict/:string", Self.id.hoursFormat,
            "/hours:dict/h:dict/other:dict/:string",
        ])
        #expect(japanese.allSatisfy { $0.target == nil && $0.state == nil })
    }

    @Test func importingAnUnchangedExportWritesNothing() throws {
        let bundle = try TestBundles.make(text: ["ru.lproj/Localizable.stringsdict": Self.russian])
        let own = StringsdictDocument(bytes: Array(Self.russian.utf8), path: "ru.lproj/Localizable.stringsdict")
        let units = StringsdictExport.units(base: Self.baseDocument, own: own, categories: try Self.categories("ru"))
        let plan = try Self.importer(bundle).plan(units, options: .init())
        #expect(plan.writes.isEmpty && plan.changedKeys.isEmpty)
        #expect(plan.unchanged.count == 4 && plan.applied.isEmpty)
        #expect(plan.skipped.map(\.kind) == Array(repeating: .notTranslated, count: 7))
    }

    @Test func anImportChangesOnlyTheStringsItTranslatesAndInsertsWhatIsMissing() throws {
        let bundle = try TestBundles.make(text: ["ru.lproj/Localizable.stringsdict": Self.russian])
        let plan = try Self.importer(bundle).plan([
            Self.translated(Self.id.one, "%d file", "%d файл & <ещё>"),
            Self.translated(Self.id.many, "%d files", "%d файлов"),
            Self.translated(Self.id.hoursOne, "an hour", "час"),
            Self.translated(Self.id.format, "%#@n@ in %@", "%#@n@ в %@"),
        ], options: .init())
        #expect(plan.skipped.isEmpty)
        #expect(plan.applied.map(\.id) == [Self.id.one, Self.id.many, Self.id.hoursOne])
        #expect(plan.unchanged.map(\.id) == [Self.id.format])
        let write = try #require(plan.writes.first)
        #expect(write.path == bundle + "/ru.lproj/Localizable.stringsdict")
        #expect(write.summary == "update 3 translations")
        #expect(plan.changedKeys[write.path] == [Self.id.one, Self.id.many, Self.id.hoursOne])
        let expected = Self.russian
            .replacingOccurrences(of: "<string>%d файл</string>", with: "<string>%d файл &amp; &lt;ещё&gt;</string>")
            .replacingOccurrences(
                of: "\t\t\t<string>%d files</string>\n",
                with: "\t\t\t<string>%d files</string>\n\t\t\t<key>many</key>\n\t\t\t<string>%d файлов</string>\n")
            .replacingOccurrences(of: "\t</dict>\n</dict>", with: """
                \t</dict>
                \t<key>hours</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@h@</string>
                \t\t<key>h</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>d</string>
                \t\t\t<key>one</key>
                \t\t\t<string>час</string>
                \t\t</dict>
                \t</dict>
                </dict>
                """)
        #expect(String(decoding: write.bytes, as: UTF8.self) == expected)
    }

    @Test func aLanguageWithoutAFileGetsOneInApplesLayout() throws {
        let bundle = try TestBundles.make(text: ["de.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        let plan = try Self.importer(bundle, language: "de").plan([
            Self.translated(Self.id.hoursOne, "an hour", "eine Stunde"),
            Self.translated("/hours:dict/h:dict/other:dict/:string", "%d hours", "%d Stunden"),
        ], options: .init())
        let write = try #require(plan.writes.first)
        #expect(write.createsFile && write.summary == "create with 2 translations")
        #expect(String(decoding: write.bytes, as: UTF8.self) == Self.header + """
            <dict>
            \t<key>hours</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@h@</string>
            \t\t<key>h</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>one</key>
            \t\t\t<string>eine Stunde</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%d Stunden</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """)
    }

    @Test func aBinaryFileIsWrittenBackAsBinary() throws {
        let own = try #require(PropertyListDocument(bytes: Array(Self.russian.utf8), path: "x").root)
        let binary = try PropertyListWriter.binary(own.value)
        let bundle = try TestBundles.make(["ru.lproj/Localizable.stringsdict": binary])
        let plan = try Self.importer(bundle).plan(
            [Self.translated(Self.id.many, "%d files", "%d файлов"), Self.translated(Self.id.one, "%d file", "один")],
            options: .init())
        let write = try #require(plan.writes.first)
        #expect(PropertyListFormat.detect(write.bytes) == .binary)
        let reread = StringsdictDocument(bytes: write.bytes, path: "ru")
        #expect(reread.issues.isEmpty)
        let forms = reread.entry(forKey: "files")?.variable(named: "n")?.forms.map { "\($0.name)=\($0.text)" }
        #expect(forms == ["zero=нет файлов", "one=один", "few=%d files", "many=%d файлов", "other=%d файла"])
        if PythonPlistlib.isAvailable {
            let python = try #require(try PythonPlistlib.read(write.bytes) as? [String: Any])
            let variable = (python["files"] as? [String: Any])?["n"] as? [String: Any]
            #expect(variable?["many"] as? String == "%d файлов" && variable?["one"] as? String == "один")
        }
    }

    @Test func unitsThatNameNothingOrDoNotFitTheBaseAreRefused() throws {
        let bundle = try TestBundles.make(text: ["ru.lproj/Localizable.stringsdict": Self.russian])
        let plan = try Self.importer(bundle).plan([
            Self.translated("files", "%d files", "x"),
            Self.translated("/nothing:dict/NSStringLocalizedFormatKey:dict/:string", "x", "y"),
            Self.translated("/files:dict/m:dict/one:dict/:string", "%d file", "y"),
            Self.translated("/files:dict/n:dict/several:dict/:string", "%d files", "y"),
            Self.translated(Self.id.one, "%d file", "%@ файл"),
            Self.translated(Self.id.many, "%d old files", "%d файлов"),
            Self.translated(Self.id.hoursOne, "an hour", "час"),
        ], options: .init())
        #expect(plan.skipped.map(\.kind) == [
            .notInBundle, .notInBundle, .notInBundle, .notInBundle, .staleSource, .formatMismatch,
        ])
        #expect(plan.skipped[3].reason.contains("no text for the form several of the variable n"))
        #expect(plan.skipped[5].key == Self.id.one && plan.skipped[5].reason.contains("format mismatch"))
        #expect(plan.applied.map(\.id) == [Self.id.hoursOne])
        let reread = StringsdictDocument(bytes: try #require(plan.writes.first).bytes, path: "ru")
        #expect(reread.entry(forKey: "files")?.variable(named: "n")?.form("one")?.text == "%d файл")
    }

    @Test func aFileThatDoesNotParseRefusesEveryUnit() throws {
        for bad in [Array("<plist><dict><key>a</key>".utf8), Array("<plist><array/></plist>".utf8)] {
            let bundle = try TestBundles.make(["ru.lproj/Localizable.stringsdict": bad])
            let plan = try Self.importer(bundle).plan(
                [Self.translated(Self.id.one, "%d file", "x"), Self.translated(Self.id.hoursOne, "an hour", "y")],
                options: .init())
            #expect(plan.writes.isEmpty)
            #expect(plan.skipped.map(\.kind) == [.unusableFile, .unusableFile])
        }
        let bundle = try TestBundles.make(["ru.lproj/Localizable.stringsdict/inside": [1]])
        let plan = try Self.importer(bundle).plan([Self.translated(Self.id.one, "%d file", "x")], options: .init())
        #expect(plan.writes.isEmpty && plan.skipped.map(\.kind) == [.unusableFile])
    }
}
