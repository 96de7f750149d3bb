import Testing
@testable import Translation

/// The writer's XLIFF 2.0, read by python3's `lxml` (`XLIFF2PythonReader`), holds the document's files and units:
/// every id a unique name token that stands for the unit's id, the sources, targets, notes and names, and the
/// states the writer documents. Skipped, with the reason in the test output, where python3 or lxml is missing.
@Suite(.enabled(if: XLIFF2PythonReader.isAvailable, "needs python3 and its lxml module: skipped"))
struct XLIFF2IndependentReaderTests {
    /// The `state` a unit's segment must have, by the writer's documented table.
    static func expectedState(of unit: XLIFFUnit) -> String? {
        guard unit.target != nil else { return unit.isApproved ? "initial" : nil }
        if unit.isApproved { return "final" }
        return switch unit.state?.rawValue {
        case nil: nil
        case "new", "needs-translation": "initial"
        case "final", "signed-off": "final"
        default: "translated"
        }
    }

    /// The strings as scalars, so that canonically equivalent strings stay apart.
    private static func scalars(_ text: String?) -> [Unicode.Scalar]? {
        text.map { Array($0.unicodeScalars) }
    }

    private func check(_ document: XLIFFDocument) throws {
        try check(XLIFF2Writer.text(of: document), holds: document)
    }

    private func check(_ text: String, holds document: XLIFFDocument) throws {
        let read = try XLIFF2PythonReader.read(text)
        #expect(read.version == "2.0")
        #expect(read.srcLang == document.files.first?.sourceLanguage)
        #expect(read.trgLang == document.files.first?.targetLanguage)
        try #require(read.files.count == document.files.count)
        for (index, (file, written)) in zip(read.files, document.files).enumerated() {
            #expect(file.id == "f\(index + 1)")
            #expect(Self.scalars(file.original) == Self.scalars(written.original))
            #expect(file.uniqueIDs)
            try #require(file.units.count == written.units.count)
            for (unit, model) in zip(file.units, written.units) {
                #expect(unit.isNameToken, "\(unit.token)")
                #expect(Self.scalars(unit.id) == Self.scalars(model.id))
                #expect(Self.scalars(unit.name) == Self.scalars(model.resname))
                #expect(unit.space == "preserve")
                #expect(unit.segments == 1)
                #expect(Self.scalars(unit.source) == Self.scalars(model.source))
                #expect(Self.scalars(unit.target) == Self.scalars(model.target))
                #expect(unit.notes.map { Self.scalars($0) } == (model.note.map { [Self.scalars($0)] } ?? []))
                #expect(unit.state == Self.expectedState(of: model), "\(model)")
                if let subState = unit.subState {
                    #expect(subState.wholeMatch(of: /l10n-check:[^\s:]+/) != nil, "\(subState)")
                }
                #expect(unit.groupType == (model.plural == nil ? nil : "l10n-check:plural"))
            }
        }
    }

    @Test func theTrickyDocumentHoldsItsUnits() throws {
        try check(XLIFF2Samples.trickyDocument)
    }

    @Test(arguments: [11, 12] as [UInt64])
    func randomDocumentsHoldTheirUnits(seed: UInt64) throws {
        try check(XLIFF2Samples.randomDocument(count: 300, seed: seed))
    }

    @Test func pluralFormsAreUnitsOfTheirGroups() throws {
        try check(XLIFF2Samples.pluralDocument)
    }

    @Test func theCheckFailsForATextThatDoesNotHoldTheDocument() throws {
        let text = try XLIFF2Writer.text(of: XLIFF2Samples.trickyDocument)
        let changes: [(inout XLIFFUnit) -> Void] = [
            { $0.source += "\u{1}" }, { $0.id = "e\u{301}" }, { $0.note = nil }, { $0.state = .needsReviewL10n },
            { $0.isApproved.toggle() }, { $0.resname = "" },
        ]
        for change in changes {
            var changed = XLIFF2Samples.trickyDocument
            change(&changed.files[0].units[25])
            withKnownIssue { try check(text, holds: changed) }
        }
    }
}
