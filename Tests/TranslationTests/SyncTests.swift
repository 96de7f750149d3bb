import Foundation
import ICUKit
import L10nRules
import Lproj
import Testing
import TestSupport
@testable import Translation

/// `sync`: the base's missing keys appended with their comments, plural categories per language, every old byte
/// kept, and a bundle the checker then finds complete.
struct SyncTests {
    private static let popupBundle = TestBundles.popupBundle
    private static var deltaChat: String { TestBundles.corpus("deltachat-ios/deltachat-ios") }
    /// The rules sync answers for: after a sync, none of them has a finding about a `.strings` file.
    private static let completenessRules: Set<String> = ["missing-key", "missing-table", "plural-category"]

    private func bundle(_ files: [String: [UInt8]]) throws -> String { try TestBundles.make(files) }

    private func bundle(text files: [String: String]) throws -> String { try TestBundles.make(text: files) }

    private func copy(of path: String) throws -> String { try TestBundles.copy(of: path) }

    private func text(_ write: FileWrite?) -> String? { write.map { String(decoding: $0.bytes, as: UTF8.self) } }

    /// The completeness findings about `.strings` files of the bundle at `path`.
    private func completenessFindings(_ path: String) throws -> [String] {
        let report = Checker().check(try CheckContext(bundle: try BundleReader.read(path: path)))
        return report.diagnostics.filter { Self.completenessRules.contains($0.rule) && $0.file.hasSuffix(".strings") }
            .map { "\($0.rule) \($0.file) \($0.key ?? "-")" }
    }

    @Test func appendsMissingKeysWithTheBaseCommentsInBaseOrder() throws {
        let root = try bundle(text: [
            "en.lproj/Localizable.strings": """
                /* First. */
                "a" = "A";

                // Second.
                "b" = "B";

                "c" = "C";

                /* Fourth. */
                "d" = "D";

                """,
            "fr.lproj/Localizable.strings": "/* Premier. */\n\"a\" = \"Á\";\n\"c\" = \"Ç\";\n",
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil)
        let path = root + "/fr.lproj/Localizable.strings"
        #expect(plan.writes.map(\.path) == [path])
        #expect(plan.added == [path: ["b", "d"]])
        #expect(text(plan.writes.first) == """
            /* Premier. */
            "a" = "Á";
            "c" = "Ç";

            /* Second. */
            "b" = "B";

            /* Fourth. */
            "d" = "D";

            """)
        #expect(plan.writes.first?.expected == Array("/* Premier. */\n\"a\" = \"Á\";\n\"c\" = \"Ç\";\n".utf8))
        #expect(plan.writes.first?.summary == "add 2 keys of the base en to fr.lproj/Localizable.strings, "
            + "its text standing in until translated")
        #expect(plan.skipped.isEmpty && plan.extra.isEmpty)
    }

    @Test func addsThePluralCategoriesEachLanguageHasAndLacks() throws {
        let six = PluralCategory.allCases.map { "\"n.\($0.rawValue)\" = \"\($0.rawValue) EN\";" }
        let root = try bundle(text: [
            "en.lproj/Localizable.strings": (["\"x\" = \"X\";"] + six).joined(separator: "\n") + "\n",
            "ru.lproj/Localizable.strings": "\"x\" = \"Х\";\n\"n.one\" = \"один\";\n",
            "ja.lproj/Localizable.strings": "\"x\" = \"X\";\n",
            "fr.lproj/Localizable.strings": "\"x\" = \"X\";\n\"n.one\" = \"un\";\n\"n.other\" = \"plusieurs\";\n",
        ])
        let plan = try Sync.plan(bundlePath: root, base: "en")
        for language in ["ru", "ja"] {
            let path = root + "/\(language).lproj/Localizable.strings"
            let present: Set<PluralCategory> = language == "ru" ? [.one] : []
            let lacking = try PluralRules(locale: language).categories.subtracting(present).sorted()
            #expect(plan.added[path] == lacking.map { "n.\($0.rawValue)" })
            let write = try #require(plan.writes.first { $0.path == path })
            let added = StringsFileReader.read(bytes: write.bytes, path: "")
            #expect(added.entries.suffix(lacking.count).map(\.value) == lacking.map { "\($0.rawValue) EN" })
        }
        #expect(plan.added[root + "/ru.lproj/Localizable.strings"] == ["n.few", "n.many", "n.other"])
        // French `many` (1,000,000 and up) is optional, and a translation all the same.
        #expect(plan.added[root + "/fr.lproj/Localizable.strings"] == ["n.many"])
        #expect(plan.added[root + "/en.lproj/Localizable.strings"] == nil)
    }

    @Test func aCategoryTheBaseLacksTakesTheBaseOtherText() throws {
        let root = try bundle(text: [
            "en.lproj/Localizable.strings":
                "/* Files. */\n\"n.one\" = \"%d file\";\n/* Files. */\n\"n.other\" = \"%d files\";\n",
            "pl.lproj/Localizable.strings": "\"n.one\" = \"%d plik\";\n",
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil)
        let write = try #require(plan.writes.first)
        #expect(text(write) == "\"n.one\" = \"%d plik\";\n\n/* Files. */\n\"n.few\" = \"%d files\";\n"
            + "\n/* Files. */\n\"n.many\" = \"%d files\";\n\n/* Files. */\n\"n.other\" = \"%d files\";\n")
    }

    @Test func createsATableTheLanguageLacks() throws {
        let root = try bundle(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "en.lproj/InfoPlist.strings":
                "/* The app's name. */\n\"CFBundleDisplayName\" = \"Chat\";\n\"b\" = \"B\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil)
        let write = try #require(plan.writes.first)
        #expect(plan.writes.count == 1)
        #expect(write.path == root + "/de.lproj/InfoPlist.strings")
        #expect(write.createsFile)
        #expect(text(write) == "/* The app's name. */\n\"CFBundleDisplayName\" = \"Chat\";\n\n\"b\" = \"B\";\n")
        #expect(write.summary
            == "create de.lproj/InfoPlist.strings with 2 keys of the base en, its text standing in until translated")
    }

    @Test(arguments: [
        ("\"a\" = \"A\";", "\"a\" = \"A\";\n"),
        ("\"a\" = \"A\"; // last", "\"a\" = \"A\"; // last\n"),
        ("\"a\" = \"A\";\r\n\r\n", "\"a\" = \"A\";\r\n\r\n"),
        ("", ""),
    ])
    func keepsTheOldBytesAsAPrefixAddingOnlyAFinalLineBreak(old: String, prefix: String) throws {
        let root = try bundle(text: [
            "en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n", "fr.lproj/L.strings": old,
        ])
        let write = try #require(try Sync.plan(bundlePath: root, base: nil).writes.first)
        #expect(write.expected == Array(old.utf8))
        #expect(write.bytes.starts(with: Array(prefix.utf8)))
        let lineEnding = old.contains("\r\n") ? "\r\n" : "\n"
        #expect(text(write)?.hasSuffix("\"b\" = \"B\";" + lineEnding) == true)
        #expect(StringsFileReader.read(bytes: write.bytes, path: "").keys == ["a", "b"])
    }

    @Test func appendsInTheFileEncoding() throws {
        let old = TextEncoding.utf16BigEndian.byteOrderMark + TextEncoding.utf16BigEndian.bytes(of: "\"a\" = \"A\";\n")
        let root = try bundle([
            "en.lproj/L.strings": Array("\"a\" = \"A\";\n\"ü\" = \"Ü\";\n".utf8), "fr.lproj/L.strings": old,
        ])
        let write = try #require(try Sync.plan(bundlePath: root, base: nil).writes.first)
        #expect(write.bytes == old + TextEncoding.utf16BigEndian.bytes(of: "\n\"ü\" = \"Ü\";\n"))
    }

    @Test func reportsExtraKeysWithoutRemovingThem() throws {
        let old = "\"gone\" = \"Weg\";\n\"n.few\" = \"few\";\n\"n.two\" = \"two\";\n"
        let root = try bundle(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"n.one\" = \"one\";\n\"n.other\" = \"other\";\n",
            "cs.lproj/Localizable.strings": old,
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil)
        let path = root + "/cs.lproj/Localizable.strings"
        #expect(plan.extra == [path: ["gone", "n.two"]])
        #expect(plan.added == [path: ["a", "n.one", "n.many", "n.other"]])
        #expect(plan.writes.first?.bytes.starts(with: Array(old.utf8)) == true)
    }

    @Test func leavesFilesItCannotSafelyAppendToAlone() throws {
        let binary = try PropertyListSerialization.data(fromPropertyList: ["a": "A"], format: .binary, options: 0)
        let root = try bundle([
            "en.lproj/Localizable.strings": Array("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8),
            "en.lproj/Localizable.stringsdict": Array(Self.stringsdict.utf8),
            "fr.lproj/Localizable.strings": Array("\"a\" = \"A\"\n".utf8),
            "de.lproj/Localizable.strings": [UInt8](binary),
            "it.lproj/Localizable.strings": Array("{\n\"a\" = \"A\";\n}\n".utf8),
            "es.lproj/Localizable.strings": Array("\"a\" = \"A\";\n".utf8),
            "nl.lproj/Localizable.strings/folder.txt": [],
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil)
        let skipped = plan.skipped.map { "\($0.path.dropFirst(root.count + 1)): \($0.reason)" }
        let stringsdictReason = SyncSkipReason.stringsdict.description
        #expect(skipped == [
            "en.lproj/Localizable.stringsdict: \(stringsdictReason)",
            "de.lproj/Localizable.stringsdict: \(stringsdictReason)",
            "de.lproj/Localizable.strings: \(SyncSkipReason.notText(.binary))",
            "es.lproj/Localizable.stringsdict: \(stringsdictReason)",
            "fr.lproj/Localizable.stringsdict: \(stringsdictReason)",
            "fr.lproj/Localizable.strings: \(SyncSkipReason.syntaxErrors)",
            "it.lproj/Localizable.stringsdict: \(stringsdictReason)",
            "it.lproj/Localizable.strings: \(SyncSkipReason.cannotAppend)",
            "nl.lproj/Localizable.stringsdict: \(stringsdictReason)",
            "nl.lproj/Localizable.strings: "
                + "\(SyncSkipReason.unreadable("it is a folder, not a file"))",
        ])
        #expect(plan.writes.map(\.path) == [root + "/es.lproj/Localizable.strings"])
    }

    @Test func skipsEveryLanguageWhenTheBaseFileHasSyntaxErrors() throws {
        let root = try bundle(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\"\n", "fr.lproj/Localizable.strings": "",
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil)
        #expect(plan.writes.isEmpty)
        #expect(plan.skipped.map(\.reason) == [
            .syntaxErrors, .baseHasSyntaxErrors(root + "/en.lproj/Localizable.strings"),
        ])
    }

    /// With a storyboard as the base of `Main`, a language gets the storyboard's texts it lacks; the storyboard
    /// itself is no file to sync, and no note says so.
    @Test func aStoryboardBaseGivesItsTexts() throws {
        let root = try bundle(text: [
            "Base.lproj/Main.storyboard": """
                <document><objects><menuItem title="Quit" id="Qui-t0-Abc"/><menuItem title="Open" id="Ope-n0-Abc"/>
                </objects></document>
                """,
            "fr.lproj/Main.strings": "\"Qui-t0-Abc.title\" = \"Quitter\";\n",
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil)
        #expect(plan.writes.map(\.path) == [root + "/fr.lproj/Main.strings"])
        // As ibtool --export-strings-file writes it: the comment names class, property, base text and object.
        #expect(text(plan.writes.first)?.contains("""
            /* Class = "NSMenuItem"; title = "Open"; ObjectID = "Ope-n0-Abc"; */
            "Ope-n0-Abc.title" = "Open";
            """) == true)
        #expect(plan.skipped.isEmpty)
    }

    @Test func syncsOnlyTheNamedLanguages() throws {
        let root = try bundle(text: [
            "en.lproj/L.strings": "\"a\" = \"A\";\n", "pt-BR.lproj/L.strings": "", "fr.lproj/L.strings": "",
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil, languages: ["pt_BR"])
        #expect(plan.writes.map(\.path) == [root + "/pt-BR.lproj/L.strings"])
        #expect(throws: TranslationError.unknownLanguage("de")) {
            try Sync.plan(bundlePath: root, base: nil, languages: ["fr", "de"])
        }
        #expect(throws: TranslationError.unknownLanguage("de")) { try Sync.plan(bundlePath: root, base: "de") }
    }

    @Test func refusesAPathThatIsNoBundle() throws {
        let root = try bundle(text: ["notes.txt": ""])
        #expect(throws: TranslationError.unreadable(path: root, reason: "it holds no .lproj folder")) {
            try Sync.plan(bundlePath: root, base: nil)
        }
    }

    @Test func theProjectBundleIsInSync() throws {
        let plan = try Sync.plan(bundlePath: Self.popupBundle, base: nil)
        #expect(plan.writes.isEmpty)
        #expect(plan.isInSync)
    }

    /// The end-to-end property: after applying the plan, the checker finds no key, table or plural category missing,
    /// and a second sync has nothing to do.
    @Test func afterASyncTheCheckerFindsNothingMissingInTheProjectBundle() throws {
        let root = try copy(of: Self.popupBundle)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try remove(keys: ["Edit", "Show more", "features.count.other"], from: root + "/fr.lproj/Localizable.strings")
        try remove(keys: ["attachments.count.few", "attachments.count.many", "Copy"],
                   from: root + "/ru.lproj/Localizable.strings")
        try remove(keys: ["related.count.zero", "related.count.one", "related.count.two", "related.count.few",
                          "related.count.many", "related.count.other"], from: root + "/ar.lproj/Localizable.strings")
        try FileManager.default.removeItem(atPath: root + "/ja.lproj/Localizable.strings")
        #expect(try completenessFindings(root).count == 8)
        let plan = try Sync.plan(bundlePath: root, base: nil)
        #expect(plan.added[root + "/fr.lproj/Localizable.strings"] == ["Edit", "Show more", "features.count.other"])
        try FileWriter.apply(plan.writes)
        #expect(try completenessFindings(root) == [])
        #expect(try Sync.plan(bundlePath: root, base: nil).isInSync)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: deltaChat), TestBundles.noCorpora))
    func afterASyncTheCheckerFindsNothingMissingInDeltaChat() throws {
        let root = try copy(of: Self.deltaChat)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plan = try Sync.plan(bundlePath: root, base: nil)
        #expect(!plan.writes.isEmpty)
        #expect(plan.skipped.allSatisfy { $0.reason == .stringsdict })
        let before = try Dictionary(uniqueKeysWithValues: plan.writes.filter { !$0.createsFile }.map {
            ($0.path, try FileBytes.read($0.path))
        })
        try FileWriter.apply(plan.writes)
        for write in plan.writes where !write.createsFile {
            #expect(try FileBytes.read(write.path).starts(with: try #require(before[write.path])))
        }
        let skippedStrings = Set(plan.skipped.map(\.path).filter { $0.hasSuffix(".strings") })
        let findings = try completenessFindings(root).filter { finding in
            !skippedStrings.contains { $0.hasSuffix("/" + finding.split(separator: " ")[1]) }
        }
        #expect(findings == [])
        #expect(try Sync.plan(bundlePath: root, base: nil).isInSync)
    }

    /// Removes entries, with their comments, from a `.strings` file.
    private func remove(keys: Set<String>, from path: String) throws {
        var document = try StringsFileReader.read(contentsOf: path)
        document.entries.removeAll { keys.contains($0.key) }
        try StringsWriter.write(document, to: path, replacing: true)
    }

    private static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
        </dict></dict></plist>
        """
}
