import Foundation
import Testing
@testable import Lproj

/// Every `.strings` file of the shared corpora, read by this parser and by Foundation's `PropertyListSerialization`
/// (CoreFoundation's parser, the oracle for what Apple's runtime sees).
@Suite(.enabled(if: CorpusLocator.isAvailable, "../shared/corpora is not beside the package: corpus tests skipped"))
struct StringsCorpusTests {
    static let files = CorpusLocator.files(endingWith: ".strings")

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 100)
    }

    @Test(arguments: files)
    func sameKeysAndValuesAsFoundation(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = StringsFileReader.read(bytes: [UInt8](data), path: path)
        guard let expected = FoundationOracle.table([UInt8](data)) else {
            // Foundation rejects the file: the parser must say why, and keep nothing at run time.
            #expect(document.runtimeEntryCount == 0)
            #expect(!document.issues.isEmpty, "Foundation rejects \(path) but the parser found no problem")
            return
        }
        let differences = FoundationOracle.differences(document.table, expected)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(document.runtimeEntryCount == expected.count)
        #expect(document.issues.filter { $0.severity == .error }.isEmpty, "\(document.issues)")
    }
}
