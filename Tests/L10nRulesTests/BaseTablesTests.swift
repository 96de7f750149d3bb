import Testing
@testable import L10nRules
import Lproj

/// Each table resolves its own base: the base language's `.strings`, then `Base.lproj`'s `.strings`, then an
/// Interface Builder file in `Base.lproj`; `Base.lproj` is never a language; `InfoPlist.strings` keys that Apple
/// localizes from `Info.plist` are never extra.
struct BaseTablesTests {
    static let storyboard = InterfaceBuilderExamples.storyboard

    private func findings(_ files: [String: String], base: String? = nil) throws -> [String] {
        let report = Checker().check(try ExampleBundles.context(files, base: base))
        return report.diagnostics.filter { $0.rule != "untranslated" }
            .map { "\($0.rule) \($0.file) \($0.key ?? "")" }.sorted()
    }

    /// With only the storyboard, its texts are the base: a removed object's key is extra, an untranslated text
    /// missing, a key code looks up (`"Cancel"`) neither.
    @Test func interfaceBuilderFileIsTheBase() throws {
        let context = try ExampleBundles.context([
            "Base.lproj/Main.storyboard": Self.storyboard,
            "fr.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quitter\";\n\"Old-00-Obj.title\" = \"Vieux\";\n"
                + "\"Cancel\" = \"Annuler\";\n",
        ])
        // Base.lproj is never the base language: its texts are the development language's, `en` where nothing names
        // it, kept where they are.
        #expect(context.base.name == "en" && context.base.folder.directory == "Base.lproj")
        #expect(context.base.folder.tables["Main"]?.keys == ["Qui-t0-Abc.title", "Ope-n0-Btn.title"])
        let report = Checker().check(context)
        let messages = report.diagnostics.filter { $0.rule != "untranslated" }.map { "\($0.rule): \($0.message)" }
        #expect(messages.sorted() == [
            "extra-key: extra key \"Old-00-Obj.title\": the object Old-00-Obj was removed from Main.storyboard, so it "
                + "is never used",
            "missing-key: missing key \"Ope-n0-Btn.title\": Main.storyboard has this text (\"Open\") and French (fr) "
                + "does not translate it, so its users see the base text",
        ])
        let fr = try #require(report.languages.first { $0.language == "fr" })
        #expect((fr.missing, fr.extra) == (1, 1))
        #expect(report.languages.first { $0.language == "en" }?.keys == 2)
        #expect(!report.languages.contains { $0.language == "Base" })
    }

    /// A storyboard text missing from a regional variant of the base language keeps the storyboard's text, which
    /// is that language's: a note in en-GB, an error in fr (de has it, so the text is in a language's table).
    @Test func aTextMissingFromARegionalVariantOfTheBaseIsANote() throws {
        let report = Checker().check(try ExampleBundles.context([
            "Base.lproj/Main.storyboard": Self.storyboard,
            "en-GB.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quit\";\n",
            "fr.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quitter\";\n",
            "de.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Beenden\";\n\"Ope-n0-Btn.title\" = \"Öffnen\";\n",
        ]))
        let missing = report.diagnostics.filter { $0.rule == "missing-key" }
            .map { "\($0.language ?? "") \($0.severity)" }.sorted()
        #expect(missing == ["en-GB note", "fr error"])
    }

    /// A `.strings` file of the table in `Base.lproj` is the base instead. The base language's own table beside the
    /// storyboard (`en.lproj/Main.strings`) is not: the storyboard's texts stay the base, and that table counts as
    /// one more language's table, so "Open", which neither it nor fr has, is in no language's table.
    @Test func stringsFileInBaseLprojWinsOverTheStoryboard() throws {
        let fr = "\"Qui-t0-Abc.title\" = \"Quitter\";\n"
        #expect(try findings([
            "Base.lproj/Main.storyboard": Self.storyboard, "Base.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quit\";\n",
            "fr.lproj/Main.strings": fr,
        ]).isEmpty)
        #expect(try findings([
            "Base.lproj/Main.storyboard": Self.storyboard,
            "en.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quit\";\n\"Cancel\" = \"Cancel\";\n",
            "fr.lproj/Main.strings": fr,
        ], base: "en") == [
            "missing-key Base.lproj/Main.storyboard Ope-n0-Btn.title", "missing-key fr.lproj/Main.strings Cancel",
        ])
    }

    /// With base language `en`, `Base.lproj` gives the tables `en.lproj` lacks and is not compared as a language.
    @Test func baseLprojIsNoLanguage() throws {
        let context = try ExampleBundles.context([
            "Base.lproj/Main.storyboard": Self.storyboard,
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
            "fr.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quitter\";\n\"Ope-n0-Btn.title\" = \"Ouvrir\";\n",
        ], base: "en")
        #expect(context.translations.map(\.name) == ["fr"])
        #expect(Set(context.base.folder.tables.keys) == ["Localizable", "Main"])
        #expect(Checker().check(context).diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    /// `mul.lproj` (a multilingual catalog's folder) is no language either: no missing table there.
    @Test func mulIsNoLanguage() throws {
        #expect(try findings([
            "Base.lproj/Main.storyboard": Self.storyboard, "mul.lproj/Other.strings": "\"a\" = \"b\";\n",
            "fr.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quitter\";\n\"Ope-n0-Btn.title\" = \"Ouvrir\";\n",
        ]).isEmpty)
    }

    /// A language with a localized storyboard of its own (no `Main.strings`) is not asked for keys.
    @Test func localizedStoryboardIsNotCompared() throws {
        #expect(try findings([
            "Base.lproj/Main.storyboard": Self.storyboard, "fr.lproj/Main.storyboard": Self.storyboard,
        ]).isEmpty)
    }

    /// An intent definition in `Base.lproj` is the base of its table, keyed by the texts' IDs.
    @Test func intentDefinitionIsTheBase() throws {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentTitle</key><string>Order Soup</string><key>INIntentTitleID</key><string>gpCwrM</string>
            <key>INIntentDescription</key><string>Orders</string><key>INIntentDescriptionID</key><string>d3sc</string>
            </dict></array></dict></plist>
            """
        #expect(try findings([
            "Base.lproj/Intents.intentdefinition": definition,
            "fr.lproj/Intents.strings": "\"gpCwrM\" = \"Commander\";\n\"old1\" = \"Vieux\";\n",
        ]) == ["extra-key fr.lproj/Intents.strings old1", "missing-key fr.lproj/Intents.strings d3sc"])
    }

    /// A storyboard that is no XML is reported, and its table has no base keys.
    @Test func malformedStoryboardIsReported() throws {
        let report = Checker().check(try ExampleBundles.context([
            "Base.lproj/Main.storyboard": "<document><objects></document>",
            "fr.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quitter\";\n",
        ]))
        #expect(report.diagnostics.contains { $0.file == "Base.lproj/Main.storyboard" && $0.severity == .error })
    }

    /// `InfoPlist.strings`: a key of the bundle's `Info.plist` is never extra; with an `Info.plist`, a key it lacks
    /// is; without one, the keys Apple localizes (`NS...UsageDescription`, `CFBundleDisplayName`, ...) are not.
    @Test func infoPlistKeysAreNeverExtra() throws {
        let infoPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDevelopmentRegion</key><string>en</string>
            <key>NSCameraUsageDescription</key><string>Scan codes.</string>
            </dict></plist>
            """
        let files = [
            "en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Maps\";\n",
            "fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Cartes\";\n\"NSCameraUsageDescription\" = \"Scanner.\";\n"
                + "\"NSMicrophoneUsageDescription\" = \"Parler.\";\n\"Typo\" = \"x\";\n",
        ]
        #expect(try findings(files) == [
            "extra-key fr.lproj/InfoPlist.strings Typo",
        ])
        var withPlist = files
        withPlist["Info.plist"] = infoPlist
        #expect(try findings(withPlist) == [
            "extra-key fr.lproj/InfoPlist.strings NSMicrophoneUsageDescription",
            "extra-key fr.lproj/InfoPlist.strings Typo",
        ])
    }
}
