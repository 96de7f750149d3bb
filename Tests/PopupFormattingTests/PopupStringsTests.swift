import Testing
import ICUKit
import Lproj
@testable import PopupFormatting

/// The project's own UI strings: language fallback by ICU's matching, plural variants by ICU's rules, arguments.
struct PopupStringsTests {
    @Test(arguments: [
        ("de-CH", "de"), ("zh-TW", "zh-Hant"), ("zh-CN", "zh-Hans"), ("pt", "pt-BR"), ("nb-NO", "nb"), ("no", "nb"),
        ("en-GB", "en"), ("ar-EG", "ar"), ("sw", "en"),
    ])
    func languageFallback(locale: String, folder: String) throws {
        #expect(try PopupStrings.bundled(locale: locale).language == folder)
    }

    @Test func textWithFallbackToBaseAndKey() throws {
        let german = try PopupStrings.bundled(locale: "de")
        #expect(german.text("Attachments") == "Anhänge")
        #expect(german.text("No such key") == "No such key")
        #expect(try PopupStrings.bundled(locale: "sw").text("Attachments") == "Attachments")
    }

    @Test func positionalArguments() throws {
        #expect(try PopupStrings.bundled(locale: "en").text("%d of %d", 2, 5) == "2 of 5")
        #expect(try PopupStrings.bundled(locale: "ru").text("%d of %d", 2, 5) == "2 из 5")
        // Latin digits for Arabic, as ArcGIS and the popup's fields write them (ar-u-nu-latn).
        #expect(try PopupStrings.bundled(locale: "ar").text("%d of %d", 2, 5) == "2 من 5")
    }

    @Test(arguments: [(1, "one"), (2, "few"), (5, "many"), (21, "one"), (22, "few"), (11, "many")])
    func russianPluralVariants(count: Int, category: String) throws {
        let strings = try PopupStrings.bundled(locale: "ru")
        let expected = PrintfArguments.fill(strings.text("attachments.count.\(category)"), [.integer(count)], locale: "ru")
        #expect(strings.plural("attachments.count", count: count) == expected)
        #expect(expected.contains(String(count)))
    }

    /// Each count gets the variant of the category ICU selects; Arabic reaches all six with these counts.
    @Test(arguments: [("ar", [0, 1, 2, 3, 11, 100]), ("ja", [0, 1, 2]), ("pl", [1, 2, 5, 22]), ("lv", [0, 1, 2])])
    func variantFollowsICUsCategory(locale: String, counts: [Int]) throws {
        let strings = try PopupStrings.bundled(locale: locale)
        let rules = try PluralRules(locale: locale)
        for count in counts {
            let category = rules.select(Double(count)).rawValue
            // Numbers in the ArcGIS formatting locale: Latin digits for Arabic (ar-u-nu-latn).
            let expected = PrintfArguments.fill(
                strings.text("attachments.count.\(category)"), [.integer(count)],
                locale: PopupFormatter.arcGISFormattingLocale(locale))
            #expect(strings.plural("attachments.count", count: count) == expected, "\(locale) \(count) \(category)")
        }
        if locale == "ar" { #expect(Set(counts.map { rules.select(Double($0)) }).count == 6) }
    }

    @Test func stringsdictEntries() throws {
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>photos</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@ found</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>zero</key><string>No photos</string><key>one</key><string>%d photo</string>
            <key>few</key><string>%d photos (few)</string><key>other</key><string>%d photos</string></dict>
            </dict></dict></plist>
            """
        let bundle = try BundleReader.read(files: [
            "en.lproj/Localizable.stringsdict": Array(stringsdict.utf8), "en.lproj/Localizable.strings": [],
        ])
        let english = try PopupStrings(bundle: bundle, locale: "en")
        #expect(english.pluralFromStringsdict("photos", count: 0) == "No photos found")
        #expect(english.pluralFromStringsdict("photos", count: 1) == "1 photo found")
        #expect(english.pluralFromStringsdict("photos", count: 3) == "3 photos found")
        let polish = try PopupStrings(bundle: bundle, locale: "pl")
        #expect(polish.pluralFromStringsdict("photos", count: 3) == "3 photos (few) found")
        #expect(english.pluralFromStringsdict("nothing", count: 1) == nil)
    }

    @Test func messageFormatPlurals() throws {
        let bundle = try BundleReader.read(files: [
            "en.lproj/Localizable.strings": Array("\"files\" = \"{count, plural, one {# file} other {# files}}\";".utf8),
        ])
        let english = try PopupStrings(bundle: bundle, locale: "en")
        #expect(try english.message("files", ["count": .integer(1)]) == "1 file")
        #expect(try english.message("files", ["count": .integer(1234)]) == "1,234 files")
    }
}
