import Foundation
import ICUKit
import Lproj
import Testing
@testable import Translation

/// What a String Catalog gives a translator: Xcode's ids, plural forms by the target language, sources, targets,
/// states and notes; checked against the Python export and by hand.
struct CatalogExportTests {
    private func export(_ language: String, _ text: String = CatalogFixtures.small) throws -> CatalogExport {
        let bytes = CatalogFixtures.xcodeBytes(text)
        return try CatalogExport(catalog: StringCatalog(bytes: bytes, path: "mul.lproj/Main.xcstrings"), language: language)
    }

    @Test func unitsHaveXcodesIdsAndThePluralFormsOfTheTargetLanguage() throws {
        let file = try export("ru").file
        #expect(file.original == "mul.lproj/Main.xcstrings")
        #expect(file.sourceLanguage == "en" && file.targetLanguage == "ru")
        #expect(file.units.map(\.id) == [
            "%lld files in %@",
            "%lld files in %@|==|substitutions.files.plural.one", "%lld files in %@|==|substitutions.files.plural.few",
            "%lld files in %@|==|substitutions.files.plural.many", "%lld files in %@|==|substitutions.files.plural.other",
            "%lld items|==|plural.one", "%lld items|==|plural.few", "%lld items|==|plural.many",
            "%lld items|==|plural.other",
            "Photos|==|device.iphone",
            "Photos|==|device.mac.plural.one", "Photos|==|device.mac.plural.few", "Photos|==|device.mac.plural.many",
            "Photos|==|device.mac.plural.other",
            "Photos|==|device.other", "Welcome",
        ])
        #expect(try export("ja").file.units.map(\.id).filter { $0.contains("plural") } == [
            "%lld files in %@|==|substitutions.files.plural.other", "%lld items|==|plural.other",
            "%lld items|==|plural.one", "Photos|==|device.mac.plural.other",
        ])
        // French rules know `many` for millions: optional, so exported.
        #expect(try export("fr").file.units.map(\.id).filter { $0.hasPrefix("%lld items|==|") }
            == ["%lld items|==|plural.one", "%lld items|==|plural.many", "%lld items|==|plural.other"])
    }

    /// A string set's entry gives no unit: its phrases are left as they are.
    @Test func entriesWithStringSetsAreLeftOut() throws {
        let units = try export("de", CatalogFixtures.shortcuts).file.units
        #expect(units.map(\.id) == ["Search"])
        #expect(try export("fr", CatalogFixtures.shortcuts).file.units.map(\.id) == ["Search"])
    }

    @Test func sourcesTargetsStatesAndNotes() throws {
        let units = Dictionary(uniqueKeysWithValues: try export("ru").file.units.map { ($0.id, $0) })
        #expect(units["%lld items|==|plural.one"] == XLIFFUnit(
            id: "%lld items|==|plural.one", source: "%lld item", target: "%lld предмет", state: .translated,
            note: "Number of items"))
        // A category the source lacks translates its `other`.
        #expect(units["%lld items|==|plural.few"] == XLIFFUnit(
            id: "%lld items|==|plural.few", source: "%lld items", note: "Number of items"))
        #expect(units["%lld items|==|plural.many"]?.state == .needsReviewL10n)
        #expect(units["%lld items|==|plural.other"]?.state == .translated)
        #expect(units["%lld files in %@"]?.source == "%#@files@ in %@")
        #expect(units["%lld files in %@|==|substitutions.files.plural.few"]?.source == "%arg files")
        #expect(units["Photos|==|device.mac.plural.one"]?.source == "%lld photo on Mac")
        #expect(units["Welcome"] == XLIFFUnit(
            id: "Welcome", source: "Welcome", target: "Добро пожаловать", state: .translated,
            note: "Greeting"))
        #expect(units["Internal"] == nil)
        let new = """
            {"sourceLanguage": "en", "strings": {"a": {"localizations": {
              "de": {"stringUnit": {"state": "new", "value": "A"}}}}}, "version": "1.0"}
            """
        #expect(try export("de", new).file.units == [XLIFFUnit(id: "a", source: "a", target: "A", state: .new)])
    }

    @Test func pluralUnitsNameTheirGroup() throws {
        let units = Dictionary(uniqueKeysWithValues: try export("ru").file.units.map { ($0.id, $0) })
        let form = try #require(units["Photos|==|device.mac.plural.few"]?.plural)
        #expect(form == UnitPlural(prefix: "Photos|==|device.mac.plural.", category: .few))
        #expect(form.id(for: .one) == "Photos|==|device.mac.plural.one")
        #expect(units["%lld files in %@|==|substitutions.files.plural.one"]?.plural
            == UnitPlural(prefix: "%lld files in %@|==|substitutions.files.plural.", category: .one))
        #expect(units["Photos|==|device.iphone"]?.plural == nil && units["Welcome"]?.plural == nil)
    }

    @Test func aKeySpellingAnotherEntrysIdIsLeftOutAndListed() throws {
        let russian = try export("ru")
        #expect(russian.collisions == [CatalogIDCollision(key: "%lld items|==|plural.one", id: "%lld items|==|plural.one")])
        #expect(Set(russian.file.units.map(\.id)).count == russian.file.units.count)
        #expect(russian.file.units.first { $0.id == "%lld items|==|plural.one" }?.source == "%lld item")
        // Japanese has no `one` form, so the key's own unit is exported.
        let japanese = try export("ja")
        #expect(japanese.collisions.isEmpty)
        #expect(japanese.file.units.first { $0.id == "%lld items|==|plural.one" }?.source == "%lld items|==|plural.one")
    }

    @Test func aCatalogWithoutSourceLanguageIsRefused() throws {
        #expect(throws: TranslationError.self) { try export("de", #"{"strings": {}, "version": "1.0"}"#) }
    }

    @Test(arguments: [("ru", ["one", "few", "many", "other"]), ("ja", ["other"]), ("fr", ["one", "many", "other"])])
    func theSmallCatalogExportsAsPythonReadsIt(language: String, categories: [String]) throws {
        let rules = try PluralRules(locale: language)
        #expect(rules.neededCategories.union(rules.optionalCategories).map(\.rawValue).sorted() == categories.sorted())
        let bundle = try CatalogFixtures.bundle(CatalogFixtures.xcodeBytes(CatalogFixtures.small))
        let export = try export(language)
        var expected = try CatalogFixtures.pythonExport(
            bundle + "/mul.lproj/Main.xcstrings", language: language, categories: categories)
        // Python knows nothing of collisions: the colliding key's own unit is the one left out.
        for collision in export.collisions {
            expected.removeAll { $0.id == collision.id && $0.source == collision.key }
        }
        #expect(CatalogFixtures.pythonUnits(export.file) == expected)
    }

    @Test(.enabled(if: CatalogFixtures.hasRectangle, "needs ../shared/corpora"), arguments: ["de", "ja"])
    func rectangleExportsAsPythonReadsIt(language: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CatalogFixtures.rectangle)))
        let export = try CatalogExport(
            catalog: StringCatalog(bytes: bytes, path: "mul.lproj/Main.xcstrings"), language: language)
        let categories = language == "de" ? ["one", "other"] : ["other"]
        let expected = try CatalogFixtures.pythonExport(
            CatalogFixtures.rectangle, language: language, categories: categories)
        #expect(CatalogFixtures.pythonUnits(export.file) == expected)
        // Figures recorded from the Python export: 360 units, 300 with a target, 10 of them for review.
        #expect(export.file.units.count == 360)
        #expect(export.file.units.filter { $0.target != nil }.count == 300)
        #expect(export.file.units.filter { $0.state == .needsReviewL10n }.count == 10)
        #expect(export.collisions.isEmpty)
    }
}

/// A language that gives an entry a shape of its own gets its own texts, each with the source text it stands for;
/// plural forms follow the numbers the variation selects by.
struct CatalogOwnShapeExportTests {
    private static let catalog = """
        {"sourceLanguage": "en", "strings": {
          "%lld posts by %lld people": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%#@arg1@ by %#@arg2@"}, "substitutions": {
              "arg1": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg post"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg posts"}}}}},
              "arg2": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg person"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg people"}}}}}}},
            "de": {"stringUnit": {"state": "translated", "value": "%#@count_posts@ von %#@count_people@"}, "substitutions": {
              "count_people": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg Person"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg Personen"}}}}},
              "count_posts": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg Beitrag"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg Beiträge"}}}}}}}}},
          "%lld files": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
            "ja": {"stringUnit": {"state": "translated", "value": "%lld 個のファイル"}}}},
          "%.1f km": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%.1f km"}},
              "other": {"stringUnit": {"state": "translated", "value": "%.1f km"}}}}}}}
        }, "version": "1.0"}
        """

    private func units(_ language: String) throws -> [(id: String, source: String, target: String?)] {
        let bytes = CatalogFixtures.xcodeBytes(Self.catalog)
        return try CatalogExport(catalog: StringCatalog(bytes: bytes, path: "Localizable.xcstrings"), language: language)
            .file.units.map { ($0.id, $0.source, $0.target) }
    }

    @Test func ownSubstitutionNamesAreExportedWithTheSourceOfTheSameArgument() throws {
        let posts = try units("de").filter { $0.id.hasPrefix("%lld posts") }
        #expect(posts.map(\.id) == [
            "%lld posts by %lld people",
            "%lld posts by %lld people|==|substitutions.count_people.plural.one",
            "%lld posts by %lld people|==|substitutions.count_people.plural.other",
            "%lld posts by %lld people|==|substitutions.count_posts.plural.one",
            "%lld posts by %lld people|==|substitutions.count_posts.plural.other",
        ])
        #expect(posts.map(\.source) == ["%#@arg1@ by %#@arg2@", "%arg person", "%arg people", "%arg post", "%arg posts"])
        #expect(posts.map(\.target) == ["%#@count_posts@ von %#@count_people@", "%arg Person", "%arg Personen",
                                        "%arg Beitrag", "%arg Beiträge"])
    }

    @Test func aPlainTextWhereTheSourceVariesIsOneUnit() throws {
        let files = try units("ja").filter { $0.id.hasPrefix("%lld files") }
        #expect(files.map(\.id) == ["%lld files"])
        #expect(files.first?.source == "%lld files" && files.first?.target == "%lld 個のファイル")
    }

    /// Czech `many` is for decimals only: a `%lld` variation gets none, a `%.1f` one does.
    @Test func pluralFormsFollowTheNumbersTheVariationSelectsBy() throws {
        let czech = try units("cs").map(\.id)
        #expect(czech.filter { $0.hasPrefix("%lld files|==|") } == [
            "%lld files|==|plural.one", "%lld files|==|plural.few", "%lld files|==|plural.other",
        ])
        #expect(czech.filter { $0.hasPrefix("%.1f km|==|") } == [
            "%.1f km|==|plural.one", "%.1f km|==|plural.few", "%.1f km|==|plural.many", "%.1f km|==|plural.other",
        ])
    }
}
