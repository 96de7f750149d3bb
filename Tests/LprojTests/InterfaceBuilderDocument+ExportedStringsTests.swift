import Foundation
import Testing
@testable import Lproj

/// The `.strings` table ibtool exports from a storyboard or xib, made on Linux.
struct InterfaceBuilderDocumentExportedStringsTests {
    /// ibtool's layout: a line break first, each text under its comment, a blank line between texts; keys sorted with
    /// numbers by value and letters without case.
    @Test func layoutAndOrderAreIbtools() {
        let document = InterfaceBuilderDocument(bytes: Array("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB">
              <menuItem title="b" id="aID-g7-zTF"/>
              <window title="Main" id="21"/>
              <menuItem title="a" id="AhR-pK-Oz4"/>
              <toolbarItem label="Open" paletteLabel="Open Source" id="8r8-nZ-dYs"/>
            </document>
            """.utf8), path: "Base.lproj/MainWindow.xib")
        #expect(document.exportedStrings == """

            /* Class = "NSToolbarItem"; label = "Open"; ObjectID = "8r8-nZ-dYs"; */
            "8r8-nZ-dYs.label" = "Open";

            /* Class = "NSToolbarItem"; paletteLabel = "Open Source"; ObjectID = "8r8-nZ-dYs"; */
            "8r8-nZ-dYs.paletteLabel" = "Open Source";

            /* Class = "NSWindow"; title = "Main"; ObjectID = "21"; */
            "21.title" = "Main";

            /* Class = "NSMenuItem"; title = "a"; ObjectID = "AhR-pK-Oz4"; */
            "AhR-pK-Oz4.title" = "a";

            /* Class = "NSMenuItem"; title = "b"; ObjectID = "aID-g7-zTF"; */
            "aID-g7-zTF.title" = "b";

            """)
    }

    @Test func aFileWithoutTextsExportsNothing() {
        let document = InterfaceBuilderDocument(
            bytes: Array("<document><view id=\"v\"/></document>".utf8), path: "Base.lproj/V.xib")
        #expect(document.exportedStrings.isEmpty)
    }

    /// Sparkle's `en.lproj/SUUpdateAlert.strings`, which ibtool wrote from `Base.lproj/SUUpdateAlert.xib`, byte for
    /// byte.
    @Test(.enabled(if: CorpusLocator.isAvailable, "../shared/corpora is not beside the package: skipped"))
    func sparklesEnglishTableIsMadeByteForByte() throws {
        let root = try #require(CorpusLocator.corpora).appendingPathComponent("sparkle/Sparkle")
        let xib = try #require(FileManager.default.contents(atPath: root.path + "/Base.lproj/SUUpdateAlert.xib"))
        let table = try #require(FileManager.default.contents(atPath: root.path + "/en.lproj/SUUpdateAlert.strings"))
        let document = InterfaceBuilderDocument(bytes: Array(xib), path: "Base.lproj/SUUpdateAlert.xib")
        #expect(Array(document.exportedStrings.utf8) == Array(table))
    }
}
