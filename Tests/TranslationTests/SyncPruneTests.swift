import Foundation
import L10nRules
import Lproj
import Testing
@testable import Translation

/// `sync --prune`: the keys the checker calls extra go with their comments, every other byte stays, keys code looks
/// up in an Interface Builder table stay, and a file that does not write back exactly is left alone.
struct SyncPruneTests {
    private static let storyboard = """
        <document><objects><menuItem title="Quit" id="Qui-t0-Abc"/><menuItem title="Open" id="Ope-n0-Abc"/>
        </objects></document>
        """

    @Test func removesExtraKeysWithTheirCommentsAndKeepsEveryOtherByte() throws {
        let old = """
            /* Kept. */
            "a" = "A fr";

            /* Gone: the base removed it. */
            "gone" = "Parti";

            // Kept too.
            "b" = "B fr";

            """
        let root = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
            "fr.lproj/Localizable.strings": old,
        ])
        let path = root + "/fr.lproj/Localizable.strings"
        let plan = try Sync.plan(bundlePath: root, base: nil, prune: true)
        #expect(plan.removed == [path: ["gone"]])
        #expect(plan.added == [path: ["c"]])
        let written = String(decoding: try #require(plan.writes.first).bytes, as: UTF8.self)
        #expect(written == """
            /* Kept. */
            "a" = "A fr";

            // Kept too.
            "b" = "B fr";

            "c" = "C";

            """)
        // Without --prune nothing is removed.
        let unpruned = try Sync.plan(bundlePath: root, base: nil)
        #expect(unpruned.removed.isEmpty)
        #expect(unpruned.writes.first?.bytes.starts(with: Array(old.utf8)) == true)
    }

    @Test func keepsKeysCodeLooksUpInAnInterfaceBuilderTable() throws {
        let root = try TestBundles.make(text: [
            "Base.lproj/Main.storyboard": Self.storyboard,
            "fr.lproj/Main.strings": """
                "Qui-t0-Abc.title" = "Quitter";
                "Ope-n0-Abc.title" = "Ouvrir";
                "Rem-ov-Ed0.title" = "Supprimé";
                "Cancel" = "Annuler";

                """,
        ])
        let path = root + "/fr.lproj/Main.strings"
        let plan = try Sync.plan(bundlePath: root, base: nil, prune: true)
        #expect(plan.removed == [path: ["Rem-ov-Ed0.title"]])
        let written = String(decoding: try #require(plan.writes.first).bytes, as: UTF8.self)
        #expect(written.contains("\"Cancel\" = \"Annuler\";"))
        #expect(!written.contains("Rem-ov-Ed0"))
    }

    @Test func prunesAUTF16FileInItsEncoding() throws {
        let old = "\u{FEFF}\"a\" = \"Ä\";\r\n\"gone\" = \"Ö\";\r\n"
        let root = try TestBundles.make([
            "en.lproj/Localizable.strings": Array("\"a\" = \"A\";\n".utf8),
            "de.lproj/Localizable.strings": Array(old.data(using: .utf16LittleEndian) ?? Data()),
        ])
        let plan = try Sync.plan(bundlePath: root, base: nil, prune: true)
        let write = try #require(plan.writes.first)
        let expected = "\u{FEFF}\"a\" = \"Ä\";\r\n"
        #expect(write.bytes == Array(expected.data(using: .utf16LittleEndian) ?? Data()))
    }
}
