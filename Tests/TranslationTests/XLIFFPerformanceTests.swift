import Testing
@testable import Translation

/// A document of an app's size reads and writes quickly, even in a debug build.
struct XLIFFPerformanceTests {
    private let document = XLIFFDocument(files: [
        XLIFFFile(
            original: "fr.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr",
            units: (0..<5_000).map { index in
                XLIFFUnit(
                    id: "screen\(index / 20).label\(index) & more", source: "Delete %1$@ from “\(index)” items?\n",
                    target: index.isMultiple(of: 3) ? nil : "Supprimer %1$@ de « \(index) » éléments ?\n",
                    state: index.isMultiple(of: 3) ? nil : .translated,
                    note: "Shown in the alert of screen \(index / 20).")
            })
    ])

    @Test func fiveThousandUnitsReadAndWriteInWellUnderASecond() throws {
        let clock = ContinuousClock()
        var bytes: [UInt8] = []
        var read = XLIFFDocument(files: [])
        let duration = try clock.measure {
            bytes = XLIFFWriter.bytes(of: document, toolVersion: "1.0")
            read = try XLIFFReader.read(bytes: bytes, path: "fr.xliff")
        }
        #expect(read == document)
        #expect(duration < .seconds(5), "a sanity bound only; expected well under a second")
    }

    @Test func fiveThousandUnitsReadAndWriteAsXLIFF2InWellUnderASecond() throws {
        let clock = ContinuousClock()
        var read = XLIFFDocument(files: [])
        let duration = try clock.measure {
            read = try XLIFFReader.read(bytes: XLIFF2Writer.bytes(of: document), path: "fr.xliff")
        }
        #expect(read == document)
        #expect(duration < .seconds(5), "a sanity bound only; expected well under a second")
    }
}
