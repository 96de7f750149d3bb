import Foundation
import Lproj
import Testing
@testable import Translation

/// `new-language` without templates: the base's tables in the base file's encoding, plural variants for the
/// language's categories, a storyboard's texts with ibtool's comments, and what it leaves alone listed.
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
        #expect(plan.skipped.map(\.reason) == [.stringsdict])
    }

    @Test func refusesALanguageTheBundleHas() throws {
        let root = try TestBundles.make(text: ["en.lproj/L.strings": "\"a\" = \"A\";\n", "hr.lproj/L.strings": ""])
        #expect(throws: TranslationError.self) { try NewLanguage.planFromBase(language: "hr", bundlePath: root, base: nil) }
    }
}
