import Testing
@testable import L10nRules
import Lproj

/// A missing text that every language having it keeps as the base's is judged by what its users see: the same text a
/// translation would show, a note; where some language translates it otherwise, still an error.
struct KeptBaseTextsTests {
    private static func missing(_ files: [String: String]) throws -> [String] {
        let bundle = try BundleReader.read(files: files.mapValues { Array($0.utf8) })
        return Checker().check(try CheckContext(bundle: bundle)).diagnostics
            .filter { $0.rule == "missing-key" }
            .map { "\($0.language ?? "-") \($0.key ?? "-") \($0.severity)" }
    }

    @Test func aKeyThatIsItsOwnTextKeptByEveryLanguageIsANote() throws {
        #expect(try Self.missing([
            "en.lproj/Localizable.strings": "\"px\" = \"px\";\n\"Mapster\" = \"Mapster\";\n\"Save\" = \"Save\";\n",
            "de.lproj/Localizable.strings": "\"px\" = \"px\";\n\"Mapster\" = \"Mapster\";\n\"Save\" = \"Sichern\";\n",
            "uk.lproj/Localizable.strings": "\"px\" = \"пкс\";\n\"Mapster\" = \"Mapster\";\n\"Save\" = \"Зберегти\";\n",
            "fr.lproj/Localizable.strings": "\"Other\" = \"Autre\";\n",
        ]) == ["fr Mapster note", "fr Save error", "fr px error"])
    }

    /// An identifier key shows itself, not the kept text: still an error.
    @Test func anIdentifierKeyStaysAnError() throws {
        #expect(try Self.missing([
            "en.lproj/Localizable.strings": "\"unit.px\" = \"px\";\n\"done\" = \"Done\";\n",
            "de.lproj/Localizable.strings": "\"unit.px\" = \"px\";\n\"done\" = \"Fertig\";\n",
            "fr.lproj/Localizable.strings": "\"done\" = \"Terminé\";\n",
        ]) == ["fr unit.px error"])
    }

    @Test func aStoryboardTextKeptByEveryLanguageIsANote() throws {
        let found = try Self.missing([
            "Base.lproj/Main.storyboard": InterfaceBuilderExamples.storyboard,
            "de.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Beenden\";\n\"Ope-n0-Btn.title\" = \"Open\";\n",
            "es.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Salir\";\n\"Ope-n0-Btn.title\" = \"Open\";\n",
            "it.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Esci\";\n",
            "fr.lproj/Main.strings": "\"Ope-n0-Btn.title\" = \"Open\";\n",
        ])
        #expect(found == ["fr Qui-t0-Abc.title error", "it Ope-n0-Btn.title note"])
    }
}
