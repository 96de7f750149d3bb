import Lproj
import Testing
@testable import Translation

/// A `target-language` finds its folder by Apple's rules: exactly first, then the only folder of its language.
struct LanguageFolderMatcherTests {
    /// What importing one unit with `target-language` into a bundle of `folders` (besides the base `en`) does:
    /// the folder written, or the skip's kind, or the error; and the notes' messages.
    private func outcome(of targetLanguage: String, folders: [String]) throws -> (result: String, notes: [String]) {
        var files = ["en.lproj/Localizable.strings": "\"Edit\" = \"Edit\";\n"]
        for folder in folders { files["\(folder).lproj/Localizable.strings"] = "\"Other\" = \"x\";\n" }
        let bundle = try TestBundles.make(text: files)
        let document = XLIFFDocument(files: [XLIFFFile(
            original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: targetLanguage,
            units: [XLIFFUnit(id: "Edit", source: "Edit", target: "Bearbeiten", state: .translated)])])
        let plan: ImportPlan
        do {
            plan = try XLIFFImport.plan([document], bundlePath: bundle, base: "en")
        } catch {
            return ("error: \(error)", [])
        }
        let notes = plan.notes.map(\.message)
        if let write = plan.writes.first {
            return (String(write.path.dropFirst(bundle.count + 1).prefix { $0 != "/" }), notes)
        }
        return (plan.skipped.map { "skipped \($0.kind): \($0.reason)" }.joined(), notes)
    }

    @Test func aRegionalTagFallsBackToTheOnlyFolderOfItsLanguageWithANote() throws {
        let (result, notes) = try outcome(of: "de-DE", folders: ["de", "fr"])
        #expect(result == "de.lproj")
        #expect(notes == ["the target-language de-DE matched de.lproj, the bundle's only folder of that language"])
        #expect(try outcome(of: "de", folders: ["de-DE"]).result == "de-DE.lproj")
        #expect(try outcome(of: "zh-HK", folders: ["zh-Hans", "zh-Hant"]).result == "zh-Hant.lproj")
    }

    /// Another region's folder is never written: a translation for Portugal would replace Brazil's text.
    @Test func anotherRegionsFolderIsNoFallback() throws {
        #expect(try outcome(of: "pt-PT", folders: ["pt-BR"]).result == "error: the bundle has no pt-PT.lproj folder")
        #expect(try outcome(of: "pt-PT", folders: ["pt", "pt-BR"]).result.hasPrefix("skipped ambiguousLanguage"))
    }

    @Test(arguments: [
        ("de-DE", ["de", "de-DE"], "de-DE.lproj"), ("de-DE", ["de", "de_DE"], "de_DE.lproj"),
        ("de_de", ["de", "de-DE"], "de-DE.lproj"), ("DE-de", ["de", "de-AT", "de_DE"], "de_DE.lproj"),
        ("zh_CN", ["zh-Hans", "zh-Hant"], "zh-Hans.lproj"), ("zh-TW", ["zh-Hans", "zh-Hant"], "zh-Hant.lproj"),
        ("zh-Hans", ["zh_CN", "zh_TW"], "zh_CN.lproj"), ("zh-TW", ["zh-Hant-TW", "zh-Hant-HK"], "zh-Hant-TW.lproj"),
        ("pt-BR", ["pt", "pt_BR", "pt-PT"], "pt_BR.lproj"), ("nb", ["nb", "no"], "nb.lproj"),
        ("zh", ["zh-Hans", "zh-Hans-SG"], "zh-Hans.lproj"),
    ])
    func anExactMatchWinsWithoutANote(targetLanguage: String, folders: [String], expected: String) throws {
        let (result, notes) = try outcome(of: targetLanguage, folders: folders)
        #expect(result == expected)
        #expect(notes.isEmpty)
    }

    @Test func severalFoldersOfTheLanguageAreAmbiguousAndTheUnitsAreSkipped() throws {
        let (result, notes) = try outcome(of: "de-DE", folders: ["de", "de-AT"])
        #expect(result == "skipped ambiguousLanguage: the target-language de-DE names no folder exactly, and the "
            + "bundle has several of its language (de.lproj, de-AT.lproj); set target-language to the folder's own "
            + "language ID")
        #expect(notes.isEmpty)
        #expect(ImportSkipKind.ambiguousLanguage.isRefusal)
        #expect(try outcome(of: "en-GB", folders: ["en-AU"]).result.hasPrefix("skipped ambiguousLanguage"))
        #expect(try outcome(of: "de-CH", folders: ["de-DE", "de-AT"]).result.hasPrefix("skipped ambiguousLanguage"))
    }

    @Test func aLanguageWithoutAFolderIsStillAnError() throws {
        #expect(try outcome(of: "hr", folders: ["de"]).result == "error: the bundle has no hr.lproj folder")
        #expect(try outcome(of: "en-US", folders: ["de"]).result == "error: the bundle has no en-US.lproj folder")
        #expect(try outcome(of: "zh-Hant", folders: ["zh-Hans"]).result.hasPrefix("error:"))
    }
}
