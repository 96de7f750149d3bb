import Testing
@testable import Translation

/// A PO file of an app's size writes and reads quickly, even in a debug build.
struct POPerformanceTests {
    private let document = POSamples.document(
        (0..<5_000).map { index in
            POSamples.unit(
                "screen\(index / 20).label\(index) & more", source: "Delete %1$@ from “\(index)” items?\n",
                target: index.isMultiple(of: 3) ? nil : "Supprimer %1$@ de « \(index) » éléments ?\n",
                note: "Shown in the alert of screen \(index / 20).")
        } + (0..<500).flatMap { POSamples.group("files\($0)", categories: [.one, .many, .other]) },
        language: "fr")

    @Test func aThousandsOfUnitsWriteAndReadInWellUnderASecond() throws {
        let clock = ContinuousClock()
        var read = XLIFFDocument(files: [])
        let duration = try clock.measure {
            read = try POReader.read(bytes: POWriter.bytes(of: document, project: "App", toolVersion: "1.0"), path: "fr.po")
        }
        #expect(read == document)
        #expect(duration < .seconds(5), "a sanity bound only; expected well under a second")
    }
}
