import Foundation
import Lproj
import Testing
import TestSupport
@testable import Translation

/// Interface Builder tables (`Base.lproj/Main.storyboard` translated by `de.lproj/Main.strings`) go out with their
/// base texts and come back into the language's `.strings` file, on the rectangle-2023 corpus.
@Suite(.enabled(if: TestBundles.hasCorpora, TestBundles.noCorpora))
struct InterfaceBuilderExchangeTests {
    static var corpus: String { TestBundles.corpus("rectangle-2023/Rectangle") }

    @Test func theStoryboardsTextsAreTheSourcesAndIbtoolsCommentsTheNotes() throws {
        let document = try XLIFFExport.document(bundlePath: Self.corpus, base: nil, language: "de")
        let file = try #require(document.files.first)
        #expect(document.files.count == 1)
        #expect(file.original == "Base.lproj/Main.storyboard")
        let storyboard = try FileBytes.read(Self.corpus + "/Base.lproj/Main.storyboard")
        let texts = InterfaceBuilderDocument(bytes: storyboard, path: "Base.lproj/Main.storyboard")
        #expect(file.units.count == Set(texts.entries.map(\.key)).count)
        let unit = try #require(file.units.first { $0.id == "AYu-sK-qS6.title" })
        #expect(unit.source == "Main Menu" && unit.target == "Hauptmenü" && unit.isApproved)
        #expect(unit.note == "Class = \"NSMenu\"; title = \"Main Menu\"; ObjectID = \"AYu-sK-qS6\";")
        #expect(unit.origin?.file == "Base.lproj/Main.storyboard")
    }

    @Test func translationsComeBackIntoTheLanguagesStringsFile() throws {
        let bundle = try TestBundles.copy(of: Self.corpus)
        let before = try FileBytes.read(bundle + "/de.lproj/Main.strings")
        let exported = try XLIFFExport.document(bundlePath: bundle, base: nil, language: "de")
        let read = try XLIFFReader.read(bytes: XLIFFWriter.bytes(of: exported, toolVersion: "1"), path: "de.xliff")
        let unchanged = try XLIFFImport.plan([read], bundlePath: bundle, base: nil)
        #expect(unchanged.writes.isEmpty && unchanged.applied.isEmpty)
        #expect(unchanged.unchanged.count == exported.files[0].units.filter { $0.isApproved }.count)

        var translated = read
        translated.files[0].units = read.files[0].units.map { unit in
            var unit = unit
            unit.target = "DE " + unit.source
            unit.state = .translated
            return unit
        }
        let plan = try XLIFFImport.plan([translated], bundlePath: bundle, base: nil)
        #expect(plan.skipped.isEmpty)
        try FileWriter.apply(plan.writes)
        let table = StringsFileReader.read(
            bytes: try FileBytes.read(bundle + "/de.lproj/Main.strings"), path: "de.lproj/Main.strings").table
        for unit in translated.files[0].units { #expect(table[unit.key] == unit.target) }
        #expect(try FileBytes.read(bundle + "/de.lproj/Main.strings") != before)
    }
}
