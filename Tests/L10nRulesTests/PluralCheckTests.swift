import Testing
@testable import L10nRules
import ICUKit

/// Plural variants as sibling keys: each language is asked for exactly the categories ICU's rules need.
struct PluralCheckTests {
    static let base = PluralCategory.allCases.map { "\"n.\($0.rawValue)\" = \"%d \($0.rawValue)\";" }
        .joined(separator: "\n") + "\n\"plain\" = \"x\";\n"

    static func translation(_ categories: [PluralCategory]) -> String {
        categories.map { "\"n.\($0.rawValue)\" = \"%d\";" }.joined(separator: "\n") + "\n\"plain\" = \"y\";\n"
    }

    /// The categories DESIGN.md section 5 says each language needs, with ICU 72.
    static let needs: [(String, [PluralCategory])] = [
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("ru", [.one, .few, .many, .other]), ("pl", [.one, .few, .many, .other]),
        ("uk", [.one, .few, .many, .other]),
        // Czech, Slovak and Lithuanian `many` is reached only by decimals ("1,5 km"): still needed.
        ("cs", [.one, .few, .many, .other]), ("sk", [.one, .few, .many, .other]), ("lt", [.one, .few, .many, .other]),
        ("lv", [.zero, .one, .other]), ("hr", [.one, .few, .other]), ("ro", [.one, .few, .other]),
        ("he", [.one, .two, .other]),
        ("ja", [.other]), ("ko", [.other]), ("zh-Hans", [.other]), ("th", [.other]), ("vi", [.other]), ("id", [.other]),
        ("fr", [.one, .other]), ("es", [.one, .other]), ("de", [.one, .other]),
    ]

    @Test(arguments: needs)
    func exactlyTheNeededCategoriesAreRequired(language: String, needed: [PluralCategory]) throws {
        let complete = try ExampleBundles.context([
            "en.lproj/Localizable.strings": Self.base, "\(language).lproj/Localizable.strings": Self.translation(needed),
        ])
        #expect(Checker().check(complete).diagnostics.isEmpty)
        for category in needed {
            let context = try ExampleBundles.context([
                "en.lproj/Localizable.strings": Self.base,
                "\(language).lproj/Localizable.strings": Self.translation(needed.filter { $0 != category }),
            ])
            let found = Checker().check(context).diagnostics
            if needed.count == 1 {
                // Without its only variant the stem is missing altogether: one missing key.
                #expect(found.map(\.rule) == ["missing-key"])
                #expect(found.first?.key == "n.other")
            } else {
                #expect(found.map(\.rule) == ["plural-category"])
                #expect(found.first?.key == "n.\(category.rawValue)")
            }
        }
    }

    @Test func optionalCategoriesAreAcceptedButNotRequired() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": Self.base,
            "fr.lproj/Localizable.strings": Self.translation([.one, .many, .other]),
        ])
        #expect(Checker().check(context).diagnostics.isEmpty)
    }

    @Test func variantOfACategoryTheLanguageLacksIsExtra() throws {
        let base = "\"n.one\" = \"%d file\";\n\"n.other\" = \"%d files\";\n"
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": base,
            "ja.lproj/Localizable.strings": "\"n.other\" = \"%d\";\n\"n.few\" = \"%d\";\n",
        ])
        #expect(Checker().check(context).diagnostics.map { "\($0.rule) \($0.key ?? "")" } == ["extra-key n.few"])
    }

    @Test func summaryCountsNeededVariantsOnly() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": Self.base,
            "ru.lproj/Localizable.strings": Self.translation([.one, .few, .other]),
        ])
        let report = Checker().check(context)
        let russian = try #require(report.languages.first { $0.language == "ru" })
        #expect(russian.expected == 5)
        #expect(russian.missing == 1)
        #expect(report.diagnostics.first?.message
            == "missing plural variant \"n.many\": ru needs the category many (for 0, 5, 6, 7, ...)")
    }

    /// Czech `many` has no whole number: the message shows decimals, the numbers that use it.
    @Test func aCategoryOnlyDecimalsReachIsShownWithDecimals() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": Self.base,
            "cs.lproj/Localizable.strings": Self.translation([.one, .few, .other]),
        ])
        #expect(Checker().check(context).diagnostics.map(\.message)
            == ["missing plural variant \"n.many\": cs needs the category many (for 0.1, 0.2, 0.3, 0.4, ...)"])
    }

    @Test func keysThatOnlyLookLikePluralsAreOrdinaryKeys() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"menu.other\" = \"Other\";\n",
            "de.lproj/Localizable.strings": "\"x\" = \"y\";\n",
        ])
        let found = Checker().check(context).diagnostics.map { "\($0.rule) \($0.key ?? "")" }
        #expect(found == ["missing-key menu.other", "extra-key x"])
    }

    /// A `.stringsdict` plural variable of an integer type never sees "1,5": Czech `many` (decimals only) is not
    /// asked of it, but of a variable of type `f` it is.
    @Test(arguments: [("d", false), ("ld", false), ("f", true), ("@", true)])
    func stringsdictIntegerVariablesNeedOnlyIntegerCategories(valueType: String, needsMany: Bool) throws {
        func stringsdict(_ forms: [String]) -> String {
            let entries = forms.map { "<key>\($0)</key><string>%\(valueType) x</string>" }.joined()
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\(entries)</dict>
                </dict></dict></plist>
                """
        }
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.stringsdict": stringsdict(["one", "other"]),
            "cs.lproj/Localizable.stringsdict": stringsdict(["one", "few", "other"]),
        ])
        let found = Checker().check(context).diagnostics.filter { $0.rule == "plural-category" }
        #expect(found.map(\.language) == (needsMany ? ["cs"] : []))
    }
}
