import Foundation
import Lproj
import Testing
@testable import Translation

/// Export and import of the rectangle-2026 catalog: unchanged units write nothing; translated units all arrive, in
/// one write that leaves the other languages as they were.
struct CatalogRoundTripTests {
    private static let path = "mul.lproj/Main.xcstrings"

    private func rectangleBundle() throws -> String {
        try CatalogFixtures.bundle([UInt8](Data(contentsOf: URL(fileURLWithPath: CatalogFixtures.rectangle))))
    }

    private func export(_ language: String, in bundle: String) throws -> XLIFFFile {
        try CatalogExport(catalog: CatalogFixtures.catalog(in: bundle), language: language).file
    }

    @Test(.enabled(if: CatalogFixtures.hasRectangle, "needs ../shared/corpora"))
    func anUnchangedExportWritesNothing() throws {
        let bundle = try rectangleBundle()
        let german = try export("de", in: bundle), japanese = try export("ja", in: bundle)
        let plan = CatalogImport.plan(
            catalogPath: Self.path, bundlePath: bundle,
            languages: [("de", german.units), ("ja", japanese.units)])
        #expect(plan.writes.isEmpty && plan.applied.isEmpty)
        // Every unit with a target that is not `new` is taken unchanged; the others are not translated yet.
        let taken = (german.units + japanese.units).filter { $0.target != nil && $0.state != .new }
        #expect(plan.unchanged.count == taken.count)
        #expect(plan.unchanged.count == 600)
        #expect(plan.skipped.count == 120 && plan.skipped.allSatisfy { $0.kind == .notTranslated })
        #expect(plan.notes.count == 20)
    }

    @Test(.enabled(if: CatalogFixtures.hasRectangle, "needs ../shared/corpora"))
    func everyTranslatedUnitArrivesAndOtherLanguagesStay() throws {
        let bundle = try rectangleBundle()
        let originalBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: bundle + "/" + Self.path)))
        let exported = try export("de", in: bundle)
        let japaneseBefore = try export("ja", in: bundle)
        let translated = exported.units.map { unit in
            XLIFFUnit(id: unit.id, source: unit.source, target: "[de] " + unit.source, state: .translated)
        }
        let plan = CatalogImport.plan(catalogPath: Self.path, bundlePath: bundle, languages: [("de", translated)])
        #expect(plan.skipped.isEmpty)
        #expect(plan.applied.count == 360)
        #expect(plan.writes.count == 1)
        try FileWriter.apply(plan.writes)

        let reexported = try export("de", in: bundle)
        #expect(reexported.units.map(\.id) == exported.units.map(\.id))
        #expect(reexported.units.allSatisfy { $0.state == .translated && $0.target == "[de] " + $0.source })
        #expect(try export("ja", in: bundle) == japaneseBefore)
        let catalog = try CatalogFixtures.catalog(in: bundle)
        #expect(!catalog.entries.contains { $0.localizations["de"]?.stringUnit?.value == nil })

        // The write is as Xcode writes: read back and written again, the same bytes; every other language's text
        // is the same as before.
        let written = try #require(plan.writes.first).bytes
        let root = try #require(JSONDocument(bytes: written, path: Self.path).root)
        #expect(JSONWriter.bytes(of: root) == written)
        let originalRoot = try #require(JSONDocument(bytes: originalBytes, path: Self.path).root)
        var changedLocalizations = 0
        for member in originalRoot["strings"]?.value.members ?? [] {
            for localization in member.value["localizations"]?.value.members ?? [] {
                let now = root.node(at: ["strings", member.key, "localizations", localization.key])
                if now.map(JSONWriter.bytes(of:)) != JSONWriter.bytes(of: localization.value) {
                    changedLocalizations += 1
                    #expect(localization.key == "de")
                }
            }
        }
        #expect(changedLocalizations == 300)
    }
}
