import Foundation
import L10nRules
import Lproj
import Testing
@testable import Translation

/// `new-language` without templates: the base's tables in the base file's encoding, plural variants for the
/// language's categories, a storyboard's texts with ibtool's comments, `.stringsdict` files, property lists and
/// String Catalogs; a second run is refused, and the checker finds no error or warning for the language.
struct NewLanguageFromBaseTests {
    @Test func makesEveryBaseTableTheLanguagesInItsEncoding() throws {
        let base = "\"n.zero\" = \"\";\n\"n.one\" = \"%d file\";\n\"n.two\" = \"\";\n\"n.few\" = \"\";\n"
            + "\"n.many\" = \"\";\n\"n.other\" = \"%d files\";\n/* A button. */\n\"Done\" = \"Done\";\n"
        let root = try TestBundles.make([
            "en.lproj/Localizable.strings": [],
            "Base.lproj/Main.storyboard": Array("""
                <document><objects><menuItem title="Quit" id="Qui-t0-Abc"/></objects></document>
                """.utf8),
            "en.lproj/Plurals.stringsdict": Array("<plist version=\"1.0\"><dict/></plist>".utf8),
        ])
        let utf16 = Array(("\u{FEFF}" + base).data(using: .utf16LittleEndian) ?? Data())
        try Data(utf16).write(to: URL(fileURLWithPath: root + "/en.lproj/Localizable.strings"))
        let plan = try NewLanguage.planFromBase(language: "hr", bundlePath: root, base: "en")
        let written = Dictionary(uniqueKeysWithValues: plan.writes.map { ($0.path, $0.bytes) })
        let table = try #require(written[root + "/hr.lproj/Localizable.strings"])
        #expect(table.starts(with: [0xFF, 0xFE]))
        let read = StringsFileReader.read(bytes: table, path: "hr.lproj/Localizable.strings")
        #expect(read.encoding == .utf16LittleEndian && !read.hasErrors)
        #expect(read.entries.map(\.key) == ["n.one", "n.few", "n.other", "Done"])
        // A category the base leaves empty takes the base's other text, so it stays untranslated, never empty.
        #expect(read.entries.first { $0.key == "n.few" }?.value == "%d files")
        #expect(read.entries.last?.comment == "A button.")
        let main = String(decoding: try #require(written[root + "/hr.lproj/Main.strings"]), as: UTF8.self)
        #expect(main.contains("/* Class = \"NSMenuItem\"; title = \"Quit\"; ObjectID = \"Qui-t0-Abc\"; */\n"
            + "\"Qui-t0-Abc.title\" = \"Quit\";"))
        // The empty stringsdict becomes the language's, empty too.
        #expect(plan.skipped == [])
        let plurals = try #require(written[root + "/hr.lproj/Plurals.stringsdict"])
        let dictionary = StringsdictDocument(bytes: plurals, path: "hr.lproj/Plurals.stringsdict")
        #expect(dictionary.format == .xml && !dictionary.hasErrors && dictionary.entries.isEmpty)
    }

    /// A bundle with every kind of table: text `.strings` in UTF-16 with plural variants, a `.stringsdict`, an XML
    /// property list `.strings`, and a String Catalog.
    private func mixedBundle(catalog: Bool) throws -> String {
        var files: [String: [UInt8]] = [
            "en.lproj/Localizable.strings": Array(("\u{FEFF}\"n.one\" = \"%d file\";\n\"n.other\" = \"%d files\";\n"
                + "\"Done\" = \"Done\";\n").data(using: .utf16LittleEndian) ?? Data()),
            "en.lproj/Localizable.stringsdict": Array(NewLanguageStringsdictTests.base.utf8),
            "en.lproj/Settings.strings": try NewLanguagePropertyListTests.baseBytes(binary: false),
        ]
        if catalog { files["mul.lproj/Main.xcstrings"] = NewLanguageCatalogTests.original }
        return try TestBundles.make(files)
    }

    /// Every file of the bundle at `root` with its bytes.
    private func contents(of root: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: root) ?? [] {
            var isFolder: ObjCBool = false
            let full = root + "/" + path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
        }
        return result
    }

    @Test func aSecondRunIsRefusedAndTouchesNothing() throws {
        let root = try mixedBundle(catalog: true)
        let plan = try NewLanguage.planFromBase(language: "hr", bundlePath: root, base: "en")
        #expect(plan.writes.map { String($0.path.dropFirst(root.count + 1)) }.sorted() == [
            "hr.lproj/Localizable.strings", "hr.lproj/Localizable.stringsdict", "hr.lproj/Settings.strings",
            "mul.lproj/Main.xcstrings",
        ])
        try FileWriter.apply(plan.writes)
        let before = try contents(of: root)
        #expect(throws: TranslationError.languageExists(folder: "hr.lproj")) {
            try NewLanguage.planFromBase(language: "hr", bundlePath: root, base: "en")
        }
        #expect(try contents(of: root) == before)
    }

    @Test func theCheckerFindsNoErrorOrWarningForTheNewLanguage() throws {
        let root = try mixedBundle(catalog: false)
        try FileWriter.apply(try NewLanguage.planFromBase(language: "hr", bundlePath: root, base: "en").writes)
        let report = Checker().check(try CheckContext(bundle: try BundleReader.read(path: root)))
        let hr = report.diagnostics.filter { $0.language == "hr" }
        #expect(hr.filter { $0.severity != .note }.map(\.message) == [])
        #expect(Set(hr.map(\.rule)).isSubset(of: ["untranslated"]))
        #expect(report.diagnostics.filter { $0.severity != .note }.map(\.message) == [])
    }

    @Test func refusesALanguageTheBundleHas() throws {
        let root = try TestBundles.make(text: ["en.lproj/L.strings": "\"a\" = \"A\";\n", "hr.lproj/L.strings": ""])
        #expect(throws: TranslationError.self) { try NewLanguage.planFromBase(language: "hr", bundlePath: root, base: nil) }
    }
}
