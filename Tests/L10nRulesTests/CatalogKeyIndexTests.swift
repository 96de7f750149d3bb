import Testing
@testable import L10nRules
import Lproj

/// A String Catalog's plural forms are its plural variations' cases: a catalog key that ends in a category's name
/// (`items.one`) is a key of its own, never a plural sibling of another, as the keys of `.strings` files may be.
struct CatalogKeyIndexTests {
    private typealias Catalog = CatalogAnywhereTests

    private static let dottedKeys = """
        "items.one" : { "localizations" : {
          "de" : \(Catalog.unit("Ein Element")), "en" : \(Catalog.unit("One item")), "ru" : \(Catalog.unit("Один элемент"))
        } },
        "items.other" : { "localizations" : {
          "de" : \(Catalog.unit("Viele")), "en" : \(Catalog.unit("Many items")), "ru" : \(Catalog.unit("Много"))
        } },
        "sort.many" : { "localizations" : {
          "de" : \(Catalog.unit("Viele zuerst")), "en" : \(Catalog.unit("Most first")), "ru" : \(Catalog.unit("Сначала"))
        } }
        """

    @Test func catalogKeysEndingInACategoryAreNoPluralForms() throws {
        let found = try Catalog.findings(["Localizable.xcstrings": Catalog.catalog(Self.dottedKeys)])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func onlyPluralVariationCasesArePluralForms() throws {
        let bundle = try BundleReader.read(files: [
            "Localizable.xcstrings": Array(Catalog.catalog(Self.dottedKeys + ",\n" + Catalog.items).utf8),
        ])
        let index = CatalogKeyIndex(bundle: bundle)
        // ja's plain unit stands for the `other` form, as ko's only case does.
        #expect(index.pluralFormKeys(ofTable: "Localizable") == ["%lld items.one", "%lld items.other"])
        #expect(index.pluralFormKeys(ofTable: "Main") == nil)
        let context = try CheckContext(bundle: bundle)
        #expect(context.pluralStems(ofTable: "Localizable") == ["%lld items"])
    }

    /// Beside a catalog of another table, a `.strings` table keeps its sibling keys (the ArcGIS convention).
    @Test func stringsTablesKeepTheirSiblingKeys() throws {
        let bundle = try BundleReader.read(files: [
            "Localizable.xcstrings": Array(Catalog.catalog(Self.dottedKeys).utf8),
            "en.lproj/Units.strings": Array("\"km.one\" = \"%d km\";\n\"km.other\" = \"%d km\";\n".utf8),
            "ru.lproj/Units.strings": Array("\"km.one\" = \"%d км\";\n\"km.other\" = \"%d км\";\n".utf8),
        ])
        let context = try CheckContext(bundle: bundle, base: "en")
        #expect(context.pluralStems(ofTable: "Units") == ["km"])
        let found = Checker().check(context).diagnostics.filter { $0.rule == "plural-category" }
        #expect(found.map { "\($0.rule) \($0.key ?? "-") \($0.category ?? "-")" } == [
            "plural-category km.few few", "plural-category km.many many",
        ])
    }
}
