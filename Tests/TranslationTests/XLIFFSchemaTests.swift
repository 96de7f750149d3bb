import Foundation
import TestSupport
import Testing
@testable import Translation

/// The XLIFF 1.2 schemas: strict and transitional.
let xliffSchemas = XMLSchemas(["xliff-core-1.2-strict.xsd", "xliff-core-1.2-transitional.xsd"])

/// The writer's output validates against the strict and the transitional XLIFF 1.2 schemas. Skipped, with the
/// reason in the test output, where `../shared/schemas` or `xmllint` is missing.
@Suite(.enabled(if: xliffSchemas.available, "needs ../shared/schemas beside the package and xmllint: skipped"))
struct XLIFFSchemaTests {
    @Test func theTrickyDocumentIsValid() throws {
        let text = XLIFFWriter.text(of: XLIFFSamples.trickyDocument, toolVersion: "1.0 \"beta\"\t<&>")
        #expect(try xliffSchemas.problems(with: text) == [])
    }

    @Test func aFileWithNoUnitsAndNoTargetLanguageIsValid() throws {
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "Base.lproj/Main.strings", sourceLanguage: "en", targetLanguage: nil, units: [])
        ])
        #expect(try xliffSchemas.problems(with: XLIFFWriter.text(of: document, toolVersion: "")) == [])
    }

    @Test func theCheckRejectsAnInvalidDocument() throws {
        let text = XLIFFWriter.text(of: XLIFFSamples.trickyDocument, toolVersion: "1.0")
            .replacingOccurrences(of: " datatype=\"plaintext\"", with: "")
        let problems = try xliffSchemas.problems(with: text)
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.contains("'datatype' is required") })
    }

    /// Every language's export of every shared corpus, as one document per corpus (`<file>`s of several target
    /// languages), validates: states, `approved`, location contexts and all.
    @Test(arguments: CorpusRoundTripTests.corpora)
    func everyCorpusExportIsValid(corpus: String) throws {
        let bundle = TestBundles.corpus(corpus)
        let exports = try XLIFFExport.documents(bundlePath: bundle, base: nil, languages: [])
        let document = XLIFFDocument(files: exports.flatMap(\.document.files))
        #expect(!document.files.isEmpty)
        #expect(try xliffSchemas.problems(with: XLIFFWriter.text(of: document, toolVersion: "1")) == [])
    }
}
