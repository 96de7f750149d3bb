import Foundation
import Testing
@testable import Lproj
import TestSupport

/// Inputs meant to break a parser: each gives a document, with issues where they are due, and never a crash or a
/// hang.
struct StringsRobustnessTests {
    @Test func randomBytes() {
        var generator = SeededRandom(seed: 42)
        for length in 0..<2000 {
            let bytes = (0..<length % 300).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let document = parse(bytes: bytes)
            #expect(document.runtimeEntryCount <= document.entries.count)
        }
    }

    @Test func randomGrammarCharacters() {
        var generator = SeededRandom(seed: 7)
        let alphabet = Array("\"'\\;={}()<>/*\n\r\t aZ09_.éU".unicodeScalars)
        for _ in 0..<(Int(ProcessInfo.processInfo.environment["L10N_FUZZ_CASES"] ?? "") ?? 3000) {
            var text = ""
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                text.unicodeScalars.append(alphabet.randomElement(using: &generator)!)
            }
            let document = parse(text)
            let foundation = FoundationOracle.count(Array(text.utf8))
            #expect(document.runtimeEntryCount == foundation, "\(text.debugDescription)")
            if let table = FoundationOracle.table(Array(text.utf8)) {
                #expect(document.runtimeTable == table, "\(text.debugDescription)")
            }
        }
    }

    @Test func everyPrefixOfAUTF16File() {
        let full = [0xFF, 0xFE] + TextDecoderTests.utf16("/* c */\n\"a\" = \"é\\n\";\n\"b\" = \"2\";\n", bigEndian: false)
        for length in 0...full.count {
            _ = parse(bytes: Array(full.prefix(length)))
        }
    }

    @Test func fiftyMegabyteValue() {
        let value = String(repeating: "x", count: 50_000_000)
        let document = parse("\"a\" = \"\(value)\";\n\"b\" = \"2\";")
        #expect(document.entries.map(\.value.count) == [50_000_000, 1])
        #expect(document.entries.last?.location?.line == 2)
    }

    @Test func manyEntriesOnOneLine() {
        let text = String(repeating: "a = b; ", count: 100_000)
        let document = parse(text)
        #expect(document.entries.count == 100_000)
        #expect(document.entries.last?.location?.column == 7 * 99_999 + 1)
    }

    @Test func deeplyNestedValue() {
        let text = "\"a\" = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + ";"
        let document = parse(text)
        #expect(document.issues.map(\.problem) == [
            .nonStringValue(key: "a", kind: "an array"), .malformedNestedValue("nested more than 512 levels deep"),
        ])
    }

    @Test func folderNamedLikeAFileIsAnError() throws {
        let folder = "/tmp/l10n-check-tests-\(UInt32.random(in: 0...UInt32.max)).strings"
        try FileSystemFixture.makeFolder(folder)
        defer { FileSystemFixture.remove(folder) }
        #expect(throws: FileReadError(path: folder, reason: .isDirectory)) {
            try StringsFileReader.read(contentsOf: folder)
        }
    }

    @Test func missingFileIsAnError() {
        #expect(throws: FileReadError(path: "/nonexistent/x.strings", reason: .notFound)) {
            try StringsFileReader.read(contentsOf: "/nonexistent/x.strings")
        }
    }
}
