import Foundation
import Testing

@testable import Lproj
import TestSupport

/// Inputs meant to break the JSON parser: each gives a root or exactly one issue with a place inside the text, never
/// a crash or a hang; what the parser accepts, Foundation accepts and reads the same.
@Suite("JSON parser: fuzzing", .timeLimit(.minutes(2)))
struct JSONFuzzTests {
    static let cases = Int(ProcessInfo.processInfo.environment["L10N_FUZZ_CASES"] ?? "") ?? 3000

    /// Checks one input and returns whether the parser accepted it.
    @discardableResult
    static func check(_ bytes: [UInt8]) -> Bool {
        let document = JSONDocument(bytes: bytes, path: "f.json")
        if let root = document.root {
            #expect(document.issues.isEmpty)
            let oracle = JSONFoundationTests.foundation(bytes)
            #expect(oracle.map { JSONFoundationTests.matches(root, $0) } == true, "\(bytes)")
            return true
        }
        #expect(document.issues.count == 1, "\(bytes)")
        let lines = bytes.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }.count
        if let location = document.issues.first?.location {
            #expect((1...lines).contains(location.line) && (1...bytes.count + 1).contains(location.column))
        } else {
            Issue.record("an issue without a place: \(bytes)")
        }
        return false
    }

    @Test("random bytes")
    func randomBytes() {
        var random = SeededRandom(seed: 1)
        for index in 0..<Self.cases {
            let bytes = (0..<(index % 80)).map { _ in UInt8.random(in: 0...255, using: &random) }
            Self.check(bytes)
        }
    }

    @Test("random strings of JSON's own characters agree with Foundation")
    func grammarCharacters() {
        var random = SeededRandom(seed: 2)
        let alphabet = Array("{}[]:,\"\\ \n\r\t0123456789-+.eEtruefalsn/bu".unicodeScalars) + ["é", "😀", "\u{1}"]
        var accepted = 0
        for _ in 0..<Self.cases * 4 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                text.unicodeScalars.append(alphabet.randomElement(using: &random)!)
            }
            let bytes = Array(text.utf8)
            if Self.check(bytes) { accepted += 1 }
            // Foundation also takes a trailing comma, which JSON does not allow; leave those inputs out.
            let hasTrailingComma = text.range(of: ",[ \t\r\n]*[\\]}]", options: .regularExpression) != nil
            if !hasTrailingComma, JSONFoundationTests.foundation(bytes) != nil {
                #expect(JSONDocument(bytes: bytes, path: "f.json").root != nil, "\(text.debugDescription)")
            }
        }
        #expect(accepted > Self.cases / 20)
    }

    @Test("valid documents with bytes changed, inserted or removed")
    func mutatedDocuments() {
        var random = SeededRandom(seed: 3)
        for seed in 0..<UInt64(Self.cases) {
            var writer = JSONSampleWriter(seed: seed)
            var bytes = Array(writer.document(depth: 3).utf8)
            for _ in 0...Int.random(in: 0...3, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                let byte = Array("{}[]:,\"\\ 0-.eu".utf8).randomElement(using: &random)!
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < bytes.count: bytes[position] = byte
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            Self.check(bytes)
        }
    }

    @Test("every prefix of a document is read or rejected with a place")
    func prefixes() {
        var writer = JSONSampleWriter(seed: 99)
        let bytes = Array(writer.document(depth: 5).utf8)
        for length in 0...bytes.count { Self.check(Array(bytes.prefix(length))) }
    }

    @Test("deep and long inputs end quickly")
    func pathological() {
        for opener in ["[", "{\"a\":", "[{\"\":"] {
            let document = readJSON(String(repeating: opener, count: 200_000))
            #expect(document.issues.count == 1)
        }
        #expect(readJSON("\"" + String(repeating: "\\u00e9", count: 200_000) + "\"").root?.value.stringValue?.count
            == 200_000)
        #expect(readJSON(String(repeating: " ", count: 1_000_000) + "1").root?.value == .number("1"))
        #expect(readJSON(String(repeating: "1", count: 100_000)).issues.count == 1)
        #expect(readJSON("0." + String(repeating: "1", count: 100_000)).root != nil)
        #expect(readJSON("[" + String(repeating: "0,", count: 200_000) + "0]").root?.value.elements?.count == 200_001)
    }
}
