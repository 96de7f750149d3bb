import Foundation
import Lproj
import TestSupport
import Testing
@testable import Translation

/// Export and import together: what a translator gets, and what comes back into the `.strings` files.
struct XLIFFExportImportTests {
    static let small = [
        "en.lproj/Localizable.strings": """
            /* Button */
            "Edit" = "Edit";
            /* Count */
            "%d of %d" = "%1$d of %2$d";
            "files.one" = "%d file";
            "files.other" = "%d files";

            """,
        "ru.lproj/Localizable.strings": """
            "Edit" = "Изменить";
            "files.one" = "%d файл";
            "files.other" = "%d файла";
            "Old" = "Старый";

            """,
        "pt_BR.lproj/Localizable.strings": "\"Edit\" = \"Edit\";\n",
    ]

    private func document(_ language: String, in bundle: String) throws -> XLIFFDocument {
        try XLIFFExport.document(bundlePath: bundle, base: nil, language: language)
    }

    @Test func exportsEveryKeyTheLanguageShouldHaveWithItsPluralForms() throws {
        let bundle = try TestBundles.make(text: Self.small)
        let file = try #require(try document("ru", in: bundle).files.first)
        #expect(file.original == "en.lproj/Localizable.strings")
        #expect(file.sourceLanguage == "en" && file.targetLanguage == "ru")
        #expect(file.units.map(\.id) == ["Edit", "%d of %d", "files.one", "files.few", "files.many", "files.other"])
        let byKey = Dictionary(uniqueKeysWithValues: file.units.map { ($0.id, $0) })
        #expect(byKey["Edit"] == XLIFFUnit(id: "Edit", source: "Edit", target: "Изменить", state: .translated,
                                           note: "Button", isApproved: true))
        #expect(byKey["Edit"]?.origin == SourceLocation(file: "en.lproj/Localizable.strings", line: 2, column: 1))
        #expect(byKey["files.few"]?.plural == UnitPlural(prefix: "files.", category: .few))
        #expect(byKey["%d of %d"]?.target == nil)
        #expect(byKey["files.few"]?.source == "%d files")
        #expect(byKey["files.few"]?.target == nil)
        #expect(byKey["Old"] == nil)
    }

    @Test func aTranslationThatCannotBeReadIsNotExportedAsMissing() throws {
        let bundle = try TestBundles.make(text: ["en.lproj/Localizable.strings": "\"Edit\" = \"Edit\";\n"])
        try FileManager.default.createDirectory(
            atPath: bundle + "/ru.lproj/Localizable.strings", withIntermediateDirectories: true)
        #expect(throws: TranslationError.self) { try document("ru", in: bundle) }
    }

    @Test func languagesAreBCP47TagsAndCopiesOfTheSourceAreNewAsXcode15WritesThem() throws {
        let bundle = try TestBundles.make(text: Self.small)
        let file = try #require(try document("pt_BR", in: bundle).files.first)
        #expect(file.targetLanguage == "pt-BR")
        #expect(file.units.first?.state == .new)
        #expect(file.units.first?.isApproved == false)
        #expect(throws: TranslationError.unknownLanguage("fr")) { try document("fr", in: bundle) }
    }

    @Test(.enabled(if: xliffSchemas.available, "needs ../shared/schemas and xmllint"))
    func everyLanguageOfTheProjectBundleExportsValidXLIFF() throws {
        let languages = try FileManager.default.contentsOfDirectory(atPath: TestBundles.popupBundle)
            .filter { $0.hasSuffix(".lproj") && $0 != "en.lproj" }.map { String($0.dropLast(6)) }
        #expect(languages.count == 23)
        for language in languages {
            let text = XLIFFWriter.text(of: try document(language, in: TestBundles.popupBundle), toolVersion: "1")
            #expect(try xliffSchemas.problems(with: text).isEmpty, "\(language)")
        }
    }

    @Test func importingAnUnchangedExportWritesNothing() throws {
        for language in ["ru", "pt_BR"] {
            let bundle = try TestBundles.make(text: Self.small)
            let exported = try document(language, in: bundle)
            let reread = try XLIFFReader.read(bytes: XLIFFWriter.bytes(of: exported, toolVersion: "1"), path: "x.xlf")
            #expect(try XLIFFImport.plan([reread], bundlePath: bundle, base: nil).writes.isEmpty)
        }
    }

    @Test func importChangesOnlyTranslatedUnitsAndKeepsEveryOtherByte() throws {
        let bundle = try TestBundles.make(text: Self.small)
        var file = try #require(try document("ru", in: bundle).files.first)
        func set(_ key: String, _ target: String, _ state: XLIFFTargetState? = .translated) {
            let index = file.units.firstIndex { $0.id == key }!
            file.units[index].target = target
            file.units[index].state = state
        }
        set("Edit", "Править")
        set("files.few", "%d файла")
        set("files.many", "%d файлов", .needsTranslation)
        let plan = try XLIFFImport.plan([XLIFFDocument(files: [file])], bundlePath: bundle, base: nil)
        try FileWriter.apply(plan.writes)
        let path = bundle + "/ru.lproj/Localizable.strings"
        #expect(TestBundles.text(path) == """
            "Edit" = "Править";
            "files.one" = "%d файл";
            "files.other" = "%d файла";
            "Old" = "Старый";
            "files.few" = "%d файла";

            """, "\(TestBundles.text(path) ?? "")")
        #expect(plan.changedKeys[path] == ["Edit", "files.few"])
        #expect(plan.skipped.map(\.key).sorted() == ["%d of %d", "files.many"])
    }

    @Test func leavesOutStaleUnknownAndCrashingTranslations() throws {
        let bundle = try TestBundles.make(text: Self.small)
        let units = [
            XLIFFUnit(id: "Edit", source: "Modify", target: "Править", state: .translated),
            XLIFFUnit(id: "Gone", source: "Gone", target: "Нет", state: .translated),
            XLIFFUnit(id: "%d of %d", source: "%1$d of %2$d", target: "%1$d из %2$@", state: .translated),
            XLIFFUnit(id: "files.few", source: "%d files", target: "%d файла", state: .translated),
        ]
        let file = XLIFFFile(
            original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "ru", units: units)
        let plan = try XLIFFImport.plan([XLIFFDocument(files: [file])], bundlePath: bundle, base: nil)
        let reasons = Dictionary(uniqueKeysWithValues: plan.skipped.map { ($0.key, $0.reason) })
        #expect(reasons["Edit"]?.hasPrefix("the base text changed after the export (now \"Edit\")") == true)
        #expect(reasons["Gone"] == "the base language en has no such key")
        #expect(reasons["%d of %d"]?.contains("argument 2 is %2$d (int) in the base language en but %2$@") == true)
        #expect(plan.writes.count == 1)
        #expect(plan.changedKeys.values.flatMap { $0 } == ["files.few"])
    }

    @Test func unitsForOneTableFromSeveralFilesAreImportedTogether() throws {
        let bundle = try TestBundles.make(text: Self.small)
        func file(_ unit: XLIFFUnit) -> XLIFFDocument {
            XLIFFDocument(files: [XLIFFFile(
                original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "ru", units: [unit])])
        }
        let plan = try XLIFFImport.plan([
            file(XLIFFUnit(id: "Edit", source: "Edit", target: "Править", state: .translated)),
            file(XLIFFUnit(id: "files.few", source: "%d files", target: "%d файла", state: .final)),
        ], bundlePath: bundle, base: nil)
        #expect(plan.writes.count == 1)
        try FileWriter.apply(plan.writes)
        let table = StringsFileReader.read(
            bytes: Array((TestBundles.text(bundle + "/ru.lproj/Localizable.strings") ?? "").utf8), path: "r").table
        #expect(table["Edit"] == "Править" && table["files.few"] == "%d файла")
    }

    @Test func aTargetLanguageTheBundleLacksIsAnError() throws {
        let bundle = try TestBundles.make(text: Self.small)
        let document = XLIFFDocument(files: [XLIFFFile(
            original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "hr", units: [])])
        #expect(throws: TranslationError.unknownLanguage("hr")) {
            try XLIFFImport.plan([document], bundlePath: bundle, base: nil)
        }
    }
}
