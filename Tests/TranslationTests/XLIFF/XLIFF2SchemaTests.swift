import TestSupport
import Testing
@testable import Translation

/// The XLIFF 2.0 core schema (`xliff_core_2.0.xsd` of the OASIS standard), where it is vendored beside the package.
let xliff2Schema = XMLSchemas(["xliff_core_2.0.xsd"])

/// The writer's output validates against the XLIFF 2.0 core schema. Skipped, with the reason in the test output,
/// where `../shared/schemas` has no `xliff_core_2.0.xsd` (not vendored yet) or `xmllint` is missing.
@Suite(.enabled(if: xliff2Schema.available, "needs xliff_core_2.0.xsd in ../shared/schemas and xmllint: skipped"))
struct XLIFF2SchemaTests {
    @Test func theTrickyRandomAndPluralDocumentsAreValid() throws {
        for document in [
            XLIFF2Samples.trickyDocument, XLIFF2Samples.pluralDocument,
            XLIFF2Samples.randomDocument(count: 400, seed: 31),
        ] {
            #expect(try xliff2Schema.problems(with: XLIFF2Writer.text(of: document)) == [])
        }
    }

    @Test func aFileWithoutUnitsIsValid() throws {
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "Base.lproj/Main.strings", sourceLanguage: "en", targetLanguage: nil, units: [])
        ])
        #expect(try xliff2Schema.problems(with: XLIFF2Writer.text(of: document)) == [])
    }
}
