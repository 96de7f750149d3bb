import Foundation
import ICUKit
import L10nRules
import Lproj
import Testing
@testable import Translation
import TestSupport

/// `new-language`: a folder made from the real templates, with exactly the plural variants ICU says the language
/// needs, and refusals for names that are no new language.
struct NewLanguageTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let templates = packageRoot.appendingPathComponent("lproj-templates").path
    private static let popupBundle = packageRoot.appendingPathComponent("Resources/PopupStrings.bundle").path

    /// A new empty folder in the temporary directory holding the given `.lproj` folders.
    private func bundle(folders: [String]) throws -> String {
        let path = TemporaryFiles.path("l10n-new-language")
        for folder in folders + [""] {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return path
    }

    private func template() throws -> StringsDocument {
        try StringsFileReader.read(contentsOf: Self.templates + "/Localizable.strings")
    }

    /// The plural categories each stem keeps in a document, by stem.
    private func categoriesByStem(_ document: StringsDocument) -> [String: Set<PluralCategory>] {
        var result: [String: Set<PluralCategory>] = [:]
        for variant in document.keys.compactMap({ PluralVariant(key: $0) }) {
            result[variant.stem, default: []].insert(variant.category)
        }
        return result
    }

    /// Needed and optional categories alike (DESIGN.md section 5): Czech `many` (decimals), French `many` (millions).
    @Test(arguments: ["hr", "ja", "ar", "cs", "fr"])
    func keepsThePluralCategoriesICUGivesTheLanguage(language: String) throws {
        let root = try bundle(folders: ["en.lproj"])
        let writes = try NewLanguage.plan(language: language, bundlePath: root, templatesPath: Self.templates)
        #expect(writes.map(\.path) == [root + "/\(language).lproj/Localizable.strings"])
        #expect(writes.allSatisfy { $0.createsFile })
        let written = StringsFileReader.read(bytes: try #require(writes.first).bytes, path: "new")
        let template = try template()
        let needed = try PluralRules(locale: language).categories.union([.other])
        let stems = categoriesByStem(written)
        #expect(stems.keys.sorted() == ["attachments.count", "features.count", "related.count"])
        #expect(stems.values.allSatisfy { $0 == needed })
        let plainKeys = template.keys.filter { PluralVariant(key: $0) == nil }
        #expect(written.keys.filter { PluralVariant(key: $0) == nil } == plainKeys)
        #expect(!written.hasErrors)
        let forms = needed.sorted().map(\.rawValue).joined(separator: ", ")
        #expect(writes.first?.summary == "create \(language).lproj/Localizable.strings from the template "
            + "(\(plainKeys.count + 3 * needed.count) keys; plural forms \(forms))")
    }

    @Test func keepsTheCommentsOrderAndValuesOfKeptKeysAndDropsTheOthersWithTheirComments() throws {
        let root = try bundle(folders: [])
        let write = try #require(
            try NewLanguage.plan(language: "hr", bundlePath: root, templatesPath: Self.templates).first)
        let written = StringsFileReader.read(bytes: write.bytes, path: "hr")
        let text = String(decoding: write.bytes, as: UTF8.self)
        let template = try template()
        let kept = template.entries.filter { written.keys.contains($0.key) }
        #expect(written.entries.map(\.key) == kept.map(\.key))
        #expect(written.entries.map(\.value) == kept.map(\.value))
        #expect(written.entries.map(\.comment) == kept.map(\.comment))
        for comment in kept.compactMap(\.comment) { #expect(text.contains("/* \(comment) */")) }
        #expect(!text.contains("Plural category zero"))
        #expect(!text.contains("Plural category two"))
        #expect(!text.contains("Plural category many"))
    }

    @Test func theNewLanguageChecksWithoutMissingKeysOrPluralCategories() throws {
        let root = TemporaryFiles.path("l10n-new-language")
        try FileManager.default.copyItem(atPath: Self.popupBundle, toPath: root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: root + "/ru.lproj")
        try FileWriter.apply(try NewLanguage.plan(language: "ru", bundlePath: root, templatesPath: Self.templates))
        let report = Checker().check(try CheckContext(bundle: try BundleReader.read(path: root)))
        let findings = report.diagnostics.filter { $0.language == "ru" && $0.severity == .error }
        #expect(findings.map(\.message) == [])
    }

    @Test(arguments: [("xx-NOPE", "unknown language code 'xx'"), ("English", "legacy folder name"),
                      ("Base", "base localization"), ("e", "not a language tag")])
    func refusesNamesThatAreNoValidLanguage(name: String, reason: String) throws {
        let root = try bundle(folders: ["en.lproj"])
        let error = #expect(throws: TranslationError.self) {
            try NewLanguage.plan(language: name, bundlePath: root, templatesPath: Self.templates)
        }
        guard case .invalidLanguage(let refused, let why)? = error else {
            Issue.record("expected invalidLanguage, got \(String(describing: error))")
            return
        }
        #expect(refused == name)
        #expect(why.contains(reason))
    }

    @Test(arguments: [("pt-BR", "pt_BR.lproj"), ("pt_BR", "pt_BR.lproj"), ("de", "de.lproj"), ("iw", "he.lproj")])
    func refusesALanguageTheBundleHasUnderAnySpelling(name: String, folder: String) throws {
        let root = try bundle(folders: ["en.lproj", "de.lproj", "pt_BR.lproj", "he.lproj", "Base.lproj"])
        #expect(throws: TranslationError.languageExists(folder: folder)) {
            try NewLanguage.plan(language: name, bundlePath: root, templatesPath: Self.templates)
        }
    }

    @Test func baseLprojBlocksNoLanguage() throws {
        let root = try bundle(folders: ["Base.lproj"])
        let writes = try NewLanguage.plan(language: "en.lproj", bundlePath: root, templatesPath: Self.templates)
        #expect(writes.map(\.path) == [root + "/en.lproj/Localizable.strings"])
    }

    @Test func refusesATemplateWithSyntaxErrors() throws {
        let root = try bundle(folders: ["templates"])
        let broken = root + "/templates/Broken.strings"
        try Data("\"a\" = \"A\";\n\"b\" = \"B\"\n".utf8).write(to: URL(fileURLWithPath: broken))
        let error = #expect(throws: TranslationError.self) {
            try NewLanguage.plan(language: "hr", bundlePath: root, templatesPath: root + "/templates")
        }
        guard case .malformed(let location, let reason)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(location.file == broken)
        #expect(reason.hasPrefix("the template has a syntax error"))
    }

    @Test func refusesATemplatesFolderWithoutTemplates() throws {
        let root = try bundle(folders: ["templates"])
        let error = TranslationError.unreadable(path: root + "/templates", reason: "it holds no .strings template")
        #expect(throws: error) {
            try NewLanguage.plan(language: "hr", bundlePath: root, templatesPath: root + "/templates")
        }
    }
}
