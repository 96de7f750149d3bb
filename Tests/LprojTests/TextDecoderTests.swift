import Testing
@testable import Lproj

/// Encodings and byte order marks: every case Apple's runtime meets, each compared with Foundation where it reads
/// the file.
struct TextDecoderTests {
    static let text = "\"a\" = \"1\";\n\"b\" = \"é😀\";\n"

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.unicodeScalars.flatMap { scalar -> [UInt8] in
            let little = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
            return bigEndian ? little.reversed() : little
        }
    }

    static let marked: [(TextEncoding, [UInt8])] = [
        (.utf8, [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
        (.utf16LittleEndian, [0xFF, 0xFE] + utf16(text, bigEndian: false)),
        (.utf16BigEndian, [0xFE, 0xFF] + utf16(text, bigEndian: true)),
        (.utf32LittleEndian, [0xFF, 0xFE, 0, 0] + utf32(text, bigEndian: false)),
        (.utf32BigEndian, [0, 0, 0xFE, 0xFF] + utf32(text, bigEndian: true)),
    ]

    @Test(arguments: marked)
    func byteOrderMarkDecidesTheEncoding(encoding: TextEncoding, bytes: [UInt8]) throws {
        let document = parse(bytes: bytes)
        #expect(document.encoding == encoding)
        #expect(document.hasByteOrderMark)
        #expect(document.pairs == [["a", "1"], ["b", "é😀"]])
        #expect(document.issues.isEmpty)
        #expect(document.entries.map { $0.location?.line } == [1, 2])
        #expect(document.table == (try #require(FoundationOracle.table(bytes))))
    }

    @Test func utf8WithoutMark() {
        let document = parse(Self.text)
        #expect(document.encoding == .utf8)
        #expect(!document.hasByteOrderMark)
        #expect(document.issues.isEmpty)
    }

    @Test(arguments: [false, true])
    func utf16WithoutMarkIsReadAndReported(bigEndian: Bool) {
        let bytes = Self.utf16(Self.text, bigEndian: bigEndian)
        let document = parse(bytes: bytes)
        #expect(document.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
        #expect(document.pairs == [["a", "1"], ["b", "é😀"]])
        #expect(document.issueLines == [
            "-: error: the file is UTF-16 \(bigEndian ? "big" : "little")-endian without a byte order mark; Apple's "
                + "parser rejects the whole file, so all 2 entries are lost at run time",
        ])
        #expect(document.issues.first?.ruleID == "encoding")
        #expect(FoundationOracle.table(bytes) == nil)
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        let bytes = Array("\"a\" = \"1\";\n\"b\" = \"x".utf8) + [0xFF] + Array("\";\n".utf8)
        let document = parse(bytes: bytes)
        #expect(document.issueLines == [
            "2:9: error: byte 0xFF is not valid UTF-8; Apple's parser rejects the whole file, so all 2 entries are "
                + "lost at run time",
        ])
        #expect(document.entries.last?.value == "x\u{FFFD}")
        #expect(FoundationOracle.table(bytes) == nil)
    }

    @Test(arguments: [
        [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ] as [[UInt8]])
    func everyKindOfInvalidUTF8(sequence: [UInt8]) {
        let document = parse(bytes: Array("\"a\" = \"".utf8) + sequence + Array("\";".utf8))
        #expect(document.issues.first?.problem == .invalidUTF8(byte: sequence[0]))
        #expect(document.issues.first?.location?.column == 8)
        #expect(document.runtimeEntryCount == 0)
    }

    @Test func manyInvalidBytesAreReportedTenTimesAtMost() {
        let document = parse(bytes: Array("\"a\" = \"".utf8) + [UInt8](repeating: 0xFF, count: 100) + Array("\";".utf8))
        #expect(document.issues.count == TextDecoder.maximumReportedSequences)
    }

    @Test func emptyFile() {
        let document = parse(bytes: [])
        #expect(document.issueLines == ["-: warning: the file is empty (0 bytes); Apple's parser rejects the file"])
        #expect(document.entries.isEmpty)
        #expect(FoundationOracle.table([]) == nil)
    }

    @Test(arguments: [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]] as [[UInt8]])
    func byteOrderMarkOnly(bytes: [UInt8]) {
        let document = parse(bytes: bytes)
        #expect(document.issues.map(\.problem) == [.emptyFile])
        #expect(document.runtimeEntryCount == 0)
        #expect(FoundationOracle.table(bytes) == nil)
    }

    @Test func truncatedUTF16KeepsWhatIsWhole() {
        let bytes = [0xFF, 0xFE] + Self.utf16("\"a\" = \"1\";", bigEndian: false) + [0x41]
        let document = parse(bytes: bytes)
        #expect(document.pairs == [["a", "1"]])
        #expect(document.issueLines == ["1:11: warning: UTF-16 text with an odd number of bytes; the last byte is ignored"])
        #expect(FoundationOracle.table(bytes) == ["a": "1"])
    }

    @Test func unpairedSurrogateInUTF16() {
        let bytes = [0xFF, 0xFE] + Self.utf16("\"a\" = \"x", bigEndian: false) + [0x00, 0xD8]
            + Self.utf16("\";", bigEndian: false)
        let document = parse(bytes: bytes)
        #expect(document.table == ["a": "x\u{FFFD}"])
        #expect(document.issueLines == [
            "1:9: error: unpaired UTF-16 surrogate 0xD800 is read as U+FFFD; the text at run time differs from the file",
        ])
        #expect(FoundationOracle.table(bytes) == ["a": "x\u{FFFD}"])
    }

    @Test func utf8MarkBeforeUTF16TextIsAStrayMark() {
        let bytes = [0xFF, 0xFE] + Self.utf16("\"a\" = \"1\";\n\u{FEFF}\"b\" = \"2\";", bigEndian: false)
        let document = parse(bytes: bytes)
        #expect(document.issues.map(\.problem) == [.strayByteOrderMark])
        #expect(document.runtimeEntryCount == 1)
        #expect(FoundationOracle.table(bytes)?.count == 1)
    }

    @Test func latin1TextIsInvalidUTF8() {
        let bytes: [UInt8] = Array("\"caf".utf8) + [0xE9] + Array("\" = \"1\";".utf8)
        #expect(parse(bytes: bytes).issues.first?.problem == .invalidUTF8(byte: 0xE9))
    }
}

/// `TextEncoding.bytes(of:)`: what the writer and sync encode new text with.
struct TextEncodingBytesTests {
    @Test(arguments: TextEncoding.allCases)
    func encodingThenDecodingGivesTheText(encoding: TextEncoding) {
        let text = "\"é\" = \"𝄞\\n\";\r\n"
        let bytes = encoding.byteOrderMark + encoding.bytes(of: text)
        #expect(StringsFileReader.read(bytes: bytes, path: "x").table == ["é": "𝄞\n"])
        #expect(encoding.bytes(of: text).count == [.utf8: 18, .utf16LittleEndian: 30, .utf16BigEndian: 30,
                                                   .utf32LittleEndian: 56, .utf32BigEndian: 56][encoding])
    }
}
