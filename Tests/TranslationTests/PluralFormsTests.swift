import Foundation
import ICUKit
import L10nRules
import Lproj
import Testing
import TestSupport
@testable import Translation

/// Issue 8, point 7: plural forms are kept, never faked (DESIGN.md section 5). Categories a language reaches only
/// by decimals (Czech `many`) or only from 1,000,000 up (French `many`) are translations that export, import,
/// new-language and sync keep; a form sync adds stands for the base's text and stays untranslated to the checker.
struct PluralFormsTests {
    /// The ArcGIS convention: the base lists all six categories, empty where English has no form.
    static let base = """
        /* Distance */
        "km.zero" = "";
        "km.one" = "In %@ kilometer";
        "km.two" = "";
        "km.few" = "";
        "km.many" = "";
        "km.other" = "In %@ kilometers";
        "Done" = "Done";

        """
    static let czech = """
        "km.one" = "Za %@ kilometr";
        "km.two" = "Za %@ dva kilometry";
        "km.few" = "Za %@ kilometry";
        "km.many" = "Za %@ kilometru";
        "km.other" = "Za %@ kilometrů";
        "Done" = "Hotovo";

        """
    static let french = """
        "km.one" = "Dans %@ kilomètre";
        "km.other" = "Dans %@ kilomètres";
        "Done" = "OK";

        """
    static let russian = """
        "km.one" = "Через %@ километр";
        "km.other" = "Через %@ километра";
        "Done" = "Готово";

        """

    private func bundle() throws -> String {
        try TestBundles.make(text: [
            "en.lproj/Localizable.strings": Self.base, "cs.lproj/Localizable.strings": Self.czech,
            "fr.lproj/Localizable.strings": Self.french, "ru.lproj/Localizable.strings": Self.russian,
        ])
    }

    private func units(_ language: String, in bundle: String) throws -> [String: XLIFFUnit] {
        let document = try XLIFFExport.document(bundlePath: bundle, base: nil, language: language)
        let file = try #require(document.files.first)
        return Dictionary(file.units.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func findings(_ bundle: String, rule: String) throws -> [String] {
        let report = Checker().check(try CheckContext(bundle: try BundleReader.read(path: bundle)))
        return report.diagnostics.filter { $0.rule == rule }.map { "\($0.language ?? "-") \($0.key ?? "-")" }.sorted()
    }

    /// Old code: cs `many` was not exported (only integer categories counted), nor fr `many`; `km.few` had the
    /// empty source of the base's placeholder.
    @Test func exportKeepsEveryFormAndNeverGivesAnEmptySource() throws {
        let root = try bundle()
        let czech = try units("cs", in: root)
        #expect(czech["km.many"]?.target == "Za %@ kilometru")
        #expect(czech["km.many"]?.source == "In %@ kilometers")
        #expect(czech["km.few"]?.source == "In %@ kilometers")
        // A category Czech does not have, but the file does: exported rather than hidden.
        #expect(czech["km.two"]?.target == "Za %@ dva kilometry")
        #expect(czech["km.zero"] == nil)
        let french = try units("fr", in: root)
        #expect(french["km.many"]?.source == "In %@ kilometers")  // optional: offered to the translator
        #expect(french["km.many"]?.target == nil)
        for language in ["cs", "fr", "ru"] {
            #expect(try units(language, in: root).values.allSatisfy { !$0.source.isEmpty }, "\(language)")
        }
    }

    /// Old code: the source of `km.few` was the base's empty `km.few`, so the import skipped the unit as stale.
    @Test func importAcceptsOptionalFormsCheckedAgainstTheBaseOther() throws {
        let root = try bundle()
        let units = [
            XLIFFUnit(
                id: "km.many", source: "In %@ kilometers", target: "Dans %@ de kilomètres", state: .translated),
        ]
        let russian = [
            XLIFFUnit(
                id: "km.few", source: "In %@ kilometers", target: "Через %@ километра", state: .translated),
            XLIFFUnit(id: "km.many", source: "", target: "Через %@ километров", state: .translated),
        ]
        let plan = try XLIFFImport.plan([
            XLIFFDocument(files: [XLIFFFile(
                original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr", units: units)]),
            XLIFFDocument(files: [XLIFFFile(
                original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "ru", units: russian)]),
        ], bundlePath: root, base: nil)
        #expect(plan.changedKeys[root + "/fr.lproj/Localizable.strings"] == ["km.many"])
        #expect(plan.changedKeys[root + "/ru.lproj/Localizable.strings"] == ["km.few"])
        // An empty source is the old export's placeholder, not the text the form stands for.
        #expect(plan.skipped.map(\.key) == ["km.many"])
    }

    /// Old code: sync wrote the base's empty `km.few` and `km.many` into Russian, the checker then called Russian
    /// complete and silent, and French got no `km.many`.
    @Test func syncWritesTheBaseOtherTextAndTheCheckerSeesItUntranslated() throws {
        let root = try bundle()
        let plan = try Sync.plan(bundlePath: root, base: nil)
        #expect(plan.added[root + "/ru.lproj/Localizable.strings"] == ["km.few", "km.many"])
        #expect(plan.added[root + "/fr.lproj/Localizable.strings"] == ["km.many"])
        #expect(plan.added[root + "/cs.lproj/Localizable.strings"] == nil)
        try FileWriter.apply(plan.writes)
        let table = StringsFileReader.read(
            bytes: Array((TestBundles.text(root + "/ru.lproj/Localizable.strings") ?? "").utf8), path: "r").table
        #expect(table["km.few"] == "In %@ kilometers" && table["km.many"] == "In %@ kilometers")
        #expect(try findings(root, rule: "untranslated") == ["fr km.many", "ru km.few", "ru km.many"])
        #expect(try findings(root, rule: "empty-value") == [])
        #expect(try findings(root, rule: "plural-category") == [])
        // Export shows the added forms as still to translate.
        let russian = try units("ru", in: root)
        #expect(russian["km.few"]?.state == .new && russian["km.many"]?.state == .new)
        #expect(try units("fr", in: root)["km.many"]?.state == .new)
    }

    /// Old code: an empty needed form where the base's same category is an empty placeholder went unreported.
    @Test func anEmptyNeededFormIsReported() throws {
        let root = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": Self.base,
            "ru.lproj/Localizable.strings": Self.russian + "\"km.few\" = \"\";\n\"km.many\" = \"\";\n",
            "fr.lproj/Localizable.strings": Self.french + "\"km.many\" = \"\";\n",
        ])
        #expect(try findings(root, rule: "empty-value") == ["ru km.few", "ru km.many"])
    }

    /// The ArcGIS bundle's 16 Czech `many` forms (decimal distances, "1,5 km"): old code exported none of them.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: arcGIS), TestBundles.noCorpora))
    func theArcGISCzechManyFormsAreExported() throws {
        let document = try XLIFFExport.document(bundlePath: Self.arcGIS, base: nil, language: "cs")
        let file = try #require(document.files.first)
        let many = file.units.filter { $0.id.hasSuffix(".many") }
        #expect(many.count == 16)
        #expect(many.allSatisfy { $0.target?.isEmpty == false && $0.state == .translated })
        #expect(file.units.allSatisfy { !$0.source.isEmpty })
    }

    private static var arcGIS: String { TestBundles.corpus("arcgis-runtime-ios-100.3/ArcGIS.bundle") }
}
