import CTextKernels
import Testing
import TestSupport
@testable import Lproj

/// The one-pass UTF-16 to UTF-8 transcoder, compared with the standard library's transcoding of the same units.
struct UTF16TranscodingTests {
    static func bytes(_ units: [UInt16], bigEndian: Bool) -> [UInt8] {
        units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    static func transcoded(_ units: [UInt16], bigEndian: Bool) -> [UInt8]? {
        bytes(units, bigEndian: bigEndian).withUnsafeBytes { UTF16Transcoding.utf8(of: $0, bigEndian: bigEndian) }
    }

    @Test(arguments: [false, true])
    func textOfEveryWidthMatchesTheStandardLibrary(bigEndian: Bool) {
        // ASCII runs shorter and longer than the eight- and sixteen-unit steps and ending right at them, two- and
        // three-byte scalars, pairs, at every offset.
        let ascii = (1...40).map { String(repeating: "a", count: $0) }
        let texts = ["", "a", "abc", "abcd", "abcdefghi", "é", "aé", "abcé", "日本語", "a😀", "abcd😀efgh", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}",
                     "\"key\" = \"Größe %1$@ 😀\";\n/* c */", String(repeating: "ab€", count: 50)]
            + ascii + ascii.map { "é" + $0 } + ascii.map { $0 + "日" } + ascii.map { $0 + "😀" + $0 }
        for text in texts {
            #expect(Self.transcoded(Array(text.utf16), bigEndian: bigEndian) == Array(text.utf8), "\(text)")
        }
    }

    @Test(arguments: [false, true])
    func randomUnitsMatchTheStandardLibraryOrAreRefused(bigEndian: Bool) {
        var random = SeededRandom(seed: bigEndian ? 16 : 61)
        // Mostly ASCII with some of every other kind, surrogates alone among them.
        let pool: [ClosedRange<UInt16>] = [0x20...0x7E, 0x20...0x7E, 0x20...0x7E, 0x80...0x7FF, 0x800...0xD7FF, 0xD800...0xDBFF,
                                           0xDC00...0xDFFF, 0xE000...0xFFFF]
        for round in 0..<4_000 {
            // Every other text nearly all ASCII, so that runs reach the sixteen-unit step.
            let kinds = round % 2 == 0 ? pool : Array(repeating: 0x20...0x7E, count: 30) + pool
            let units = (0..<Int.random(in: 0...70, using: &random)).map { _ in
                UInt16.random(in: kinds.randomElement(using: &random)!, using: &random)
            }
            let expected: [UInt8]? = Self.isWellFormed(units) ? Array(String(decoding: units, as: UTF16.self).utf8) : nil
            #expect(Self.transcoded(units, bigEndian: bigEndian) == expected, "\(units)")
        }
    }

    @Test func unpairedSurrogatesAndOddLengthsAreRefused() {
        #expect(Self.transcoded([0x61, 0xD800], bigEndian: false) == nil)
        #expect(Self.transcoded([0xDC00, 0x61], bigEndian: false) == nil)
        #expect(Self.transcoded([0xD800, 0xD800, 0xDC00], bigEndian: true) == nil)
        #expect([UInt8]([0x61, 0x00, 0x62]).withUnsafeBytes { UTF16Transcoding.utf8(of: $0, bigEndian: false) } == nil)
    }

    @Test func aTranscodedFileIsParsedAsItsUTF8AndWrittenBackInItsOwnEncoding() throws {
        let text = "/* é */\n\"Größe\" = \"%1$@ 😀 \\U00E9\";\n"
        for bigEndian in [false, true] {
            let file = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + Self.bytes(Array(text.utf16), bigEndian: bigEndian)
            let document = StringsFileReader.read(bytes: file, path: "x.strings")
            #expect(document.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
            #expect(document.entries.map(\.value) == ["%1$@ 😀 é"])
            #expect(document.entries.first?.location?.column == 1)
            #expect(document.entries.first?.valueLocation?.column == 11)
            #expect(try StringsWriter.bytes(of: document) == file)
        }
    }

    static func isWellFormed(_ units: [UInt16]) -> Bool {
        var index = 0
        while index < units.count {
            switch units[index] {
            case 0xD800...0xDBFF:
                guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) else { return false }
                index += 2
            case 0xDC00...0xDFFF: return false
            default: index += 1
            }
        }
        return true
    }
}

/// The many-bytes-at-a-time scans of the text parser, compared with a scan of one byte at a time.
struct ByteScanTests {
    @Test func theFirstCandidateIsTheFirstMatchingByte() {
        var random = SeededRandom(seed: 8)
        let alphabet: [UInt8] = Array("ab \"\\*\n\r\t".utf8) + [0x00, 0x0E, 0x7F, 0x80, 0xA2, 0xDC, 0xE2, 0xFF]
        for _ in 0..<3_000 {
            // Past sixteen bytes, so that a block is passed whole before the match; mostly plain letters.
            let plain = Array(repeating: UInt8(ascii: "a"), count: 12)
            let bytes = (0..<Int.random(in: 0...50, using: &random)).map { _ in (alphabet + plain).randomElement(using: &random)! }
            let start = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            let found = bytes.withUnsafeBufferPointer { buffer in
                TextScanner(units: buffer, file: "x").nextCandidate(from: start, 0x22, 0x5C)
            }
            let expected = bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x0E } ?? bytes.count
            #expect(found == expected, "\(bytes) from \(start)")
        }
    }

    @Test func aByteIsCountedInEveryBlockAndTheTail() {
        var random = SeededRandom(seed: 59)
        // Lengths past 255 blocks of sixteen, where the kernel's counters are summed and start again.
        for length in [0, 1, 15, 16, 17, 100, 255 * 16, 255 * 16 + 1, 256 * 16 + 7, 10_000] {
            let bytes = (0..<length).map { _ in Bool.random(using: &random) ? UInt8(ascii: ";") : UInt8(ascii: "a") }
            let counted = bytes.withUnsafeBufferPointer { l10n_text_count_byte($0.baseAddress, $0.count, UInt8(ascii: ";")) }
            #expect(counted == bytes.filter { $0 == UInt8(ascii: ";") }.count, "\(length) bytes")
        }
        let all = [UInt8](repeating: UInt8(ascii: ";"), count: 300 * 16 + 3)
        #expect(all.withUnsafeBufferPointer { l10n_text_count_byte($0.baseAddress, $0.count, UInt8(ascii: ";")) } == all.count)
    }

    @Test func wordTestsMarkTheLowestMatchExactly() {
        var random = SeededRandom(seed: 80)
        for _ in 0..<5_000 {
            let bytes = (0..<8).map { _ in UInt8.random(in: 0...0xFF, using: &random) & (Bool.random(using: &random) ? 0x7F : 0xFF) }
            let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            let equal = ByteWord.equal(word, bytes[3])
            #expect(equal != 0 && equal.trailingZeroBitCount / 8 == bytes.firstIndex(of: bytes[3]))
            let below = ByteWord.below(word, 0x0E)
            let firstBelow = bytes.firstIndex { $0 < 0x0E }
            #expect(below == 0 ? firstBelow == nil : below.trailingZeroBitCount / 8 == firstBelow, "\(bytes)")
        }
    }

    @Test func invalidUTF8IsFoundWhereverItIs() {
        var random = SeededRandom(seed: 88)
        let pieces: [[UInt8]] = [Array("abcdefgh".utf8), Array("é".utf8), Array("日".utf8), Array("😀".utf8), [0xFF], [0xC0, 0x80],
                                 [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xE6, 0x97], [0x80]]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
            let expected = String(validating: bytes, as: UTF8.self) == nil
            let document = StringsFileReader.read(bytes: Array("\"k\" = \"".utf8) + bytes + Array("\";".utf8), path: "x")
            let reported = document.issues.contains { if case .invalidUTF8 = $0.problem { true } else { false } }
            #expect(reported == expected, "\(bytes)")
        }
    }
}
