import Testing
@testable import Translation

/// Writing a document as XLIFF 2.0 and reading it back gives the same document, whatever its strings hold.
struct XLIFF2RoundTripTests {
    static func roundTrip(_ document: XLIFFDocument) throws -> XLIFFDocument {
        try XLIFFReader.read(bytes: XLIFF2Writer.bytes(of: document), path: "de.xliff")
    }

    /// Everything equality compares, with strings as scalars: `String`'s `==` takes `é` and `e` + U+0301 as equal.
    static func scalars(of document: XLIFFDocument) -> [[String]] {
        document.files.map { file in
            [file.original, file.sourceLanguage, file.targetLanguage ?? "-"].map(Self.codePoints)
                + file.units.flatMap { unit in
                    [unit.id, unit.source, unit.target ?? "-", unit.note ?? "-", unit.resname ?? "-",
                     unit.state?.rawValue ?? "-", "\(unit.isApproved)"].map(Self.codePoints)
                }
        }
    }

    private static func codePoints(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    @Test func everyTrickyStringSurvivesAsIdSourceTargetNoteAndName() throws {
        let read = try Self.roundTrip(XLIFF2Samples.trickyDocument)
        #expect(read == XLIFF2Samples.trickyDocument)
        #expect(Self.scalars(of: read) == Self.scalars(of: XLIFF2Samples.trickyDocument))
        #expect(read.files.flatMap(\.units).allSatisfy { $0.problem == nil })
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomDocumentsSurvive(seed: UInt64) throws {
        let document = XLIFF2Samples.randomDocument(count: 400, seed: seed)
        let read = try Self.roundTrip(document)
        #expect(read == document)
        #expect(Self.scalars(of: read) == Self.scalars(of: document))
    }

    @Test func everyStateAndApprovalSurvivesWithAndWithoutTarget() throws {
        let states = XLIFFTargetState.standardValues + [XLIFFTargetState(rawValue: "x-mine"), nil]
        var units: [XLIFFUnit] = []
        for state in states {
            for isApproved in [false, true] {
                units.append(XLIFFUnit(
                    id: "u\(units.count)", source: "a", target: "b", state: state, isApproved: isApproved))
                units.append(XLIFFUnit(id: "u\(units.count)", source: "a", isApproved: isApproved))
            }
        }
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "x", sourceLanguage: "en", targetLanguage: "de", units: units)
        ])
        let read = try Self.roundTrip(document).files[0].units
        #expect(read.map(\.state) == units.map(\.state))
        #expect(read.map(\.isApproved) == units.map(\.isApproved))
    }

    @Test func pluralFormsReadBackWithTheirIdsInOrder() throws {
        let document = XLIFF2Samples.pluralDocument
        let read = try Self.roundTrip(document)
        #expect(read == document)
        #expect(read.files[0].units.map(\.id) == document.files[0].units.map(\.id))
        let formIDs = document.files[0].units.compactMap { $0.plural.map { $0.id } }
        #expect(formIDs.count == 10)
        #expect(formIDs.allSatisfy { id in read.files[0].units.contains { $0.id == id } })
    }

    @Test func unitsAndFilesReadBackKnowWhereTheyStart() throws {
        let text = try XLIFF2Writer.text(of: XLIFF2Samples.pluralDocument)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let read = try XLIFFReader.read(bytes: Array(text.utf8), path: "ru.xliff")
        for unit in read.files[0].units {
            let location = try #require(unit.location)
            let line = lines[location.line - 1]
            #expect(line.dropFirst(location.column - 1).hasPrefix("<unit id="), "\(line)")
        }
        #expect(read.files[0].location?.line == 3)
    }
}
