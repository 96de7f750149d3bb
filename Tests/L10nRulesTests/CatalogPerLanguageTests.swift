import Testing
@testable import L10nRules
import Lproj

/// A String Catalog judged language by language, as Xcode compiles it: each language varies on its own, names its
/// substitutions as it likes and lists the plural categories its own language has for the number's type; only the
/// arguments the entry passes must agree.
struct CatalogPerLanguageTests {
    private typealias Catalog = CatalogAnywhereTests

    private static func unit(_ value: String) -> String { Catalog.unit(value) }

    private static func plural(_ forms: KeyValuePairs<String, String>) -> String { Catalog.plural(forms) }

    /// A localization whose text is `text` with one substitution `name` of `specifier` (and `argNum` when given).
    private static func substituted(
        _ text: String, _ name: String, argNum: Int? = nil, specifier: String, _ forms: KeyValuePairs<String, String>
    ) -> String {
        """
        { "stringUnit" : { "state" : "translated", "value" : "\(text)" }, "substitutions" : { "\(name)" : {
          \(argNum.map { "\"argNum\" : \($0), " } ?? "")"formatSpecifier" : "\(specifier)", "variations" : { "plural" : {
          \(forms.map { "\"\($0.key)\" : \(unit($0.value))" }.joined(separator: ", ")) } } } } }
        """
    }

    /// The findings of a catalog with `strings`, as `rule language key` lines, untranslated notes included.
    private static func findings(_ strings: String) throws -> [String] {
        try Catalog.findings(["Localizable.xcstrings": Catalog.catalog(strings)], disabled: [])
            .map { "\($0.rule) \($0.language ?? "-") \($0.key ?? "-")" + ($0.category.map { " \($0)" } ?? "") }
    }

    @Test func aLanguageMayWriteOnePlainTextWhereTheBaseVaries() throws {
        #expect(try Self.findings("""
            "%lld files" : { "localizations" : {
              "en" : \(Self.plural(["one": "%lld file", "other": "%lld files"])),
              "ja" : \(Self.unit("%lld 個のファイル")),
              "de" : \(Self.unit("%lld Datei(en)"))
            } }
            """) == [])
    }

    @Test func aLanguageMayVaryWhereTheBaseIsPlain() throws {
        #expect(try Self.findings("""
            "notifications.label.favorite %lld" : { "localizations" : {
              "en" : \(Self.unit("starred")),
              "de" : \(Self.substituted("%#@count@", "count", argNum: 1, specifier: "lld", ["one": "ein Stern", "other": "%arg Sterne"])),
              "fr" : \(Self.plural(["one": "%lld favori", "other": "%lld favoris"]))
            } }
            """) == [])
    }

    @Test func substitutionsMayHaveTheLanguagesOwnNames() throws {
        let text = "%#@arg1@ and %#@arg2@"
        #expect(try Self.findings("""
            "%lld posts and %lld people" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\(text)" }, "substitutions" : {
                "arg1" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(Self.unit("%arg post")), "other" : \(Self.unit("%arg posts")) } } },
                "arg2" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(Self.unit("%arg person")), "other" : \(Self.unit("%arg people")) } } } } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@count_posts@ von %#@count_people@" },
                "substitutions" : {
                "count_posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(Self.unit("%arg Beitrag")), "other" : \(Self.unit("%arg Beiträge")) } } },
                "count_people" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(Self.unit("%arg Person")), "other" : \(Self.unit("%arg Personen")) } } } } },
              "fr" : \(Self.unit("%1$lld publications de %2$lld personnes"))
            } }
            """) == [])
    }

    /// English reads argument 2 inside its substitution's forms: the entry passes two arguments, and a plain
    /// translation that reads both is right; one that skips argument 1 is a gap, said as such.
    @Test func argumentsReadInsideFormsArePassed() throws {
        let found = try Catalog.findings(["Localizable.xcstrings": Catalog.catalog("""
            "%lld followers (%@)" : { "localizations" : {
              "en" : \(Self.substituted("%#@followers@", "followers", specifier: "lld",
                  ["one": "%arg follower (%2$@)", "other": "%arg followers (%2$@)"])),
              "fr" : \(Self.unit("%1$lld abonnés (%2$@)")),
              "de" : \(Self.unit("Follower: %2$@"))
            } }
            """)], disabled: [])
        #expect(found.map { "\($0.rule) \($0.language ?? "-")" } == ["format-mismatch de"])
        #expect(found.first?.message.contains("de skips argument 1 but reads argument 2") == true)
        #expect(found.first?.message.contains("reads past") == false)
    }

    @Test func aTranslationThatDropsAnArgumentLosesItsText() throws {
        let found = try Catalog.findings(["Localizable.xcstrings": Catalog.catalog("""
            "Shared %@ with %@" : { "localizations" : {
              "en" : \(Self.unit("Shared %1$@ with %2$@")),
              "de" : \(Self.unit("%1$@ geteilt")),
              "fr" : \(Self.unit("%1$@ partagé avec %2$@"))
            } }
            """)], disabled: [])
        #expect(found.map { "\($0.rule) \($0.language ?? "-")" } == ["format-mismatch de"])
        #expect(found.first?.message.contains("is missing in de: its text is lost") == true)
    }

    /// The key the compiler made from an interpolation passes its count, even where English shows none of it.
    @Test func theKeysArgumentsArePassedWhereTheBaseIgnoresThem() throws {
        #expect(try Self.findings("""
            "label %lld" : { "localizations" : {
              "en" : \(Self.unit("starred")),
              "de" : \(Self.unit("%lld Sterne")),
              "fr" : \(Self.unit("%@ étoiles"))
            } }
            """) == ["format-mismatch fr label %lld"])
    }

    /// Whole numbers need Czech one/few/other and Polish one/few/many; decimals need Czech many and Polish other.
    @Test(arguments: [
        ("%lld", "cs", ["one", "few", "other"], []),
        ("%lld", "pl", ["one", "few", "many"], []),
        ("%lld", "ru", ["one", "many", "other"], ["few"]),
        ("%.1f", "cs", ["one", "few", "other"], ["many"]),
        ("%.1f", "pl", ["one", "few", "many"], ["other"]),
        ("%lld", "he", ["one", "two", "many", "other"], []),
        ("%.1f", "he", ["one", "two", "other"], []),
    ])
    func categoriesPerLanguageAndNumberType(
        specifier: String, language: String, categories: [String], missing: [String]
    ) throws {
        let forms = categories.map { "\"\($0)\" : \(Self.unit("\(specifier) x-\($0)"))" }.joined(separator: ", ")
        let found = try Self.findings("""
            "\(specifier) km" : { "localizations" : {
              "en" : \(Self.plural(["one": "\(specifier) km", "other": "\(specifier) km"])),
              "\(language)" : { "variations" : { "plural" : { \(forms) } } }
            } }
            """)
        #expect(found == missing.map { "plural-category \(language) \(specifier) km \($0)" })
    }

    /// A `.stringsdict` variable of a whole number needs no `other` in Polish, Russian, Ukrainian or Belarusian.
    @Test(arguments: ["pl", "ru", "uk", "be"])
    func stringsdictIntegerVariableNeedsNoOtherWhereNoWholeNumberSelectsIt(language: String) throws {
        let dictionary = { (forms: [String]) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>n_files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            \(forms.map { "<key>\($0)</key><string>%d f-\($0)</string>" }.joined())
            </dict></dict></dict></plist>

            """
        }
        let found = try Catalog.findings([
            "en.lproj/Localizable.stringsdict": dictionary(["one", "other"]),
            "\(language).lproj/Localizable.stringsdict": dictionary(["one", "few", "many"]),
        ], disabled: [])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aTextOnlyOfSubstitutionsIsNeverUntranslated() throws {
        let wrapper = { (one: String, other: String) in
            Self.substituted("%#@value@", "value", specifier: "f", ["one": one, "other": other])
        }
        let found = try Self.findings("""
            "%.1f pixel(s)" : { "localizations" : {
              "en" : \(wrapper("%.1f pixel", "%.1f pixels")),
              "de" : \(wrapper("%.1f Bildpunkt", "%.1f Bildpunkte"))
            } }
            """)
        #expect(found == [])
    }

    /// A text kept as it is (`shouldTranslate: false`) is required of no language, and counts in no completeness.
    @Test func shouldTranslateFalseIsRequiredOfNoLanguage() throws {
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(files: [
            "Localizable.xcstrings": Array(Catalog.catalog("""
                "Mapster" : { "shouldTranslate" : false, "localizations" : { "en" : \(Self.unit("Mapster")) } },
                "%@ %%" : { "shouldTranslate" : false },
                "Done" : { "localizations" : { "en" : \(Self.unit("Done")), "de" : \(Self.unit("Fertig")) } }
                """).utf8),
        ])))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(report.languages.first { $0.language == "de" }?.percentComplete == 100)
    }

    /// Interface Builder texts in a `mul.lproj` catalog marked `shouldTranslate: false` are not in every
    /// language's table, and no language lacks them.
    @Test func interfaceBuilderTextsKeptAsTheyAreAreInNoTableAndMissingNowhere() throws {
        let strings = """
            "Qui-t0-Abc.title" : { "localizations" : {
              "en" : \(Self.unit("Quit")), "de" : \(Self.unit("Beenden")), "fr" : \(Self.unit("Quitter")) } },
            "Ope-n0-Btn.title" : { "shouldTranslate" : false, "localizations" : { "en" : \(Self.unit("Open")) } }
            """
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(files: [
            "Base.lproj/Main.storyboard": Array(InterfaceBuilderExamples.storyboard.utf8),
            "mul.lproj/Main.xcstrings": Array(Catalog.catalog(strings).utf8),
        ])))
        #expect(!report.diagnostics.contains { $0.key == "Ope-n0-Btn.title" }, "\(report.diagnostics.map(\.message))")
        #expect(report.languages.filter { $0.language != "en" }.allSatisfy { $0.missing == 0 })
    }
}
