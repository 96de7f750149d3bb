import Testing
@testable import L10nRules
import Lproj

/// Findings that follow what Apple's runtime shows (issue 9, points 4, 7 and 12): empty `.stringsdict` forms, blank
/// values, an added `%@`, and keys missing from a regional variant of the base language.
struct RuntimeTruthTests {
    /// deltachat-ios's `n_minutes` entry (MPL-2.0), as in `en.lproj` and `ru.lproj/Localizable.stringsdict`, with the
    /// forms given.
    static func minutes(_ forms: [(String, String)]) -> String {
        let written = forms.map { "<key>\($0.0)</key>\n\($0.1)" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>n_minutes</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@localized_format_key@</string>
            <key>localized_format_key</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            \(written)
            </dict>
            </dict>
            </dict></plist>

            """
    }

    static let english = minutes([("one", "<string>%d min</string>"), ("other", "<string>%d min</string>")])

    @Test(arguments: ["<string></string>", "<string/>", "<string>  </string>"])
    func anEmptyStringsdictFormIsPresentAndOnlyANote(empty: String) throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.stringsdict": Self.english,
            "ru.lproj/Localizable.stringsdict": Self.minutes([
                ("one", "<string>%d минуту</string>"), ("few", "<string>%d минуты</string>"), ("many", empty),
                ("other", "<string>%d минуты</string>"),
            ]),
        ])
        let found = Checker().check(context).diagnostics
        #expect(found.map(\.rule) == ["empty-value"])
        #expect(found.first?.severity == .note)
        #expect(found.first?.key == "n_minutes")
        #expect(found.first?.line == 18)
        #expect(found.first?.message.contains("empty many form") == true)
    }

    @Test func aMissingStringsdictFormIsStillAPluralCategoryError() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.stringsdict": Self.english,
            "ru.lproj/Localizable.stringsdict": Self.minutes([
                ("one", "<string>%d минуту</string>"), ("few", "<string>%d минуты</string>"),
                ("other", "<string>%d минуты</string>"),
            ]),
        ])
        #expect(Checker().check(context).diagnostics.map(\.rule) == ["plural-category"])
    }

    @Test(arguments: [" ", "\t", "\u{00A0}", "  \n "])
    func aBlankValueIsEmptyAndNothingElse(blank: String) throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"Saved\" = \"Saved %1$d of %2$d\";\n\"Title\" = \"Map {NAME}\";\n",
            "fr.lproj/Localizable.strings": "\"Saved\" = \"\(blank)\";\n\"Title\" = \"\(blank)\";\n",
        ])
        let found = Checker().check(context).diagnostics
        #expect(found.map(\.rule) == ["empty-value", "empty-value"])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func aTranslationThatAddsAnObjectSpecifierIsAFormatMismatch() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"Delete\" = \"Delete the chat?\";\n\"Sale\" = \"\";\n\"Off\" = \"50% off\";\n",
            "de.lproj/Localizable.strings": """
                "Delete" = "Chat %@ löschen?";
                "Sale" = "Verkauf %1$@";
                "Off" = "50 % Rabatt";

                """,
        ])
        let found = Checker().check(context).diagnostics
        #expect(found.map(\.rule) == ["format-mismatch", "format-mismatch"])
        #expect(found.map(\.key) == ["Delete", "Sale"])
        #expect(found.allSatisfy { $0.severity == .error && $0.message.contains("reads past the arguments passed") })
    }

    @Test func aKeyMissingFromARegionalVariantShowsTheKey() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": """
                "Done" = "Done";
                "Edit" = "Edit";
                "color_label" = "Color";

                """,
            "en-GB.lproj/Localizable.strings": "\"color_label\" = \"Colour\";\n",
            "en-AU.lproj/Localizable.strings": "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n",
            "fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n\"color_label\" = \"Couleur\";\n",
        ])
        let found = Checker().check(context).diagnostics.sorted { ($0.file, $0.key ?? "") < ($1.file, $1.key ?? "") }
        #expect(found.map(\.rule) == ["missing-key", "missing-key", "missing-key", "missing-key"])
        // en-AU: the key shows, not the base's "Color": an error that says so.
        #expect(found[0].language == "en-AU" && found[0].severity == .error)
        #expect(found[0].message.contains("users of en-AU see the key \"color_label\" itself instead of en's \"Color\""))
        // en-GB: "Done" and "Edit" show as their keys, which are the base's texts: notes.
        #expect(found[1...2].allSatisfy { $0.language == "en-GB" && $0.severity == .note })
        #expect(found[1].message.contains("users of en-GB see the key itself, \"Done\""))
        // fr is no variant of en: the key is missing, an error as before.
        #expect(found[3].language == "fr" && found[3].severity == .error && found[3].key == "Edit")
        #expect(!found[3].message.contains("users of"))
    }

    @Test func otherScriptsAreNoRegionalVariants() throws {
        let context = try ExampleBundles.context([
            "zh-Hans.lproj/Localizable.strings": "\"OK\" = \"OK\";\n",
            "zh-Hant.lproj/Localizable.strings": "\"Other\" = \"Other\";\n",
            "zh-Hans-SG.lproj/Localizable.strings": "\"Other\" = \"Other\";\n",
        ], base: "zh-Hans")
        let missing = Checker().check(context).diagnostics.filter { $0.rule == "missing-key" }
        #expect(missing.first { $0.language == "zh-Hant" }?.severity == .error)
        #expect(missing.first { $0.language == "zh-Hans-SG" }?.severity == .note)
    }
}
