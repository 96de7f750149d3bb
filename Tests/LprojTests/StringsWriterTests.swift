import Testing
@testable import Lproj

/// The writer reproduces files byte for byte, and writes edits so that Apple's parser reads them back.
struct StringsWriterTests {
    @Test(arguments: [
        "/* c */\n\"a\" = \"1\";\n\n// d\nb = c;\r\n\"k\";  /* end */\n",
        "{ \"a\" = \"\\U00e9\\n\"; }",
        "no-final-newline = x;",
        "\"a\" = \"1\";\n@@ junk kept\n\"b\" = \"2\"\n",
        "",
    ])
    func unchangedTextIsReproducedExactly(text: String) throws {
        #expect(try StringsWriter.bytes(of: parse(text)) == Array(text.utf8))
    }

    @Test(arguments: TextDecoderTests.marked)
    func unchangedEncodingsAreReproducedExactly(encoding: TextEncoding, bytes: [UInt8]) throws {
        #expect(try StringsWriter.bytes(of: parse(bytes: bytes)) == bytes)
    }

    @Test func changedValueRewritesOnlyThatEntry() throws {
        var document = parse("/* A */\n\"a\" = \"1\";\n\n/* B */\n'b' = 'old' ;\n\"c\" = \"3\";\n")
        document.entries[1].value = "new \"quoted\"\nline"
        let text = String(decoding: try StringsWriter.bytes(of: document), as: UTF8.self)
        #expect(text == "/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"new \\\"quoted\\\"\\nline\";\n\"c\" = \"3\";\n")
        #expect(FoundationOracle.table(Array(text.utf8)) == ["a": "1", "b": "new \"quoted\"\nline", "c": "3"])
    }

    @Test func newEntriesFollowTheFileStyle() throws {
        var document = parse(bytes: [0xFF, 0xFE] + TextDecoderTests.utf16("\"a\" = \"1\";\r\n", bigEndian: false))
        document.entries.append(StringsEntry(key: "b", value: "é\t\u{1}", comment: "Second"))
        let bytes = try StringsWriter.bytes(of: document)
        let expected = "\"a\" = \"1\";\r\n/* Second */\r\n\"b\" = \"é\\t\\U0001\";\r\n"
        #expect(bytes == [0xFF, 0xFE] + TextDecoderTests.utf16(expected, bigEndian: false))
        #expect(FoundationOracle.table(bytes) == ["a": "1", "b": "é\t\u{1}"])
    }

    @Test func newEntryAfterALastLineWithoutBreak() throws {
        var document = parse("\"a\" = \"1\";")
        document.entries.append(StringsEntry(key: "b", value: "2"))
        #expect(String(decoding: try StringsWriter.bytes(of: document), as: UTF8.self) == "\"a\" = \"1\";\n\"b\" = \"2\";")
    }

    @Test func removedEntryTakesItsCommentAlong() throws {
        var document = parse("/* A */\n\"a\" = \"1\";\n/* B */\n\"b\" = \"2\";\n")
        document.entries.remove(at: 0)
        #expect(String(decoding: try StringsWriter.bytes(of: document), as: UTF8.self) == "\n/* B */\n\"b\" = \"2\";\n")
    }

    @Test func writesAtomicallyAndRefusesToReplace() throws {
        let folder = try FileSystemFixture.temporaryFolder()
        defer { FileSystemFixture.remove(folder) }
        let path = folder + "/Localizable.strings"
        let document = parse("\"a\" = \"1\";\n")
        try StringsWriter.write(document, to: path, replacing: false)
        #expect(try StringsFileReader.read(contentsOf: path).table == ["a": "1"])
        #expect(throws: StringsWriterError.destinationExists(path)) {
            try StringsWriter.write(document, to: path, replacing: false)
        }
        try StringsWriter.write(document, to: path, replacing: true)
    }
}

/// Every corpus file written back unchanged is byte for byte the same.
@Suite(.enabled(if: CorpusLocator.isAvailable, "../shared/corpora is not beside the package: corpus tests skipped"))
struct StringsWriterCorpusTests {
    @Test(arguments: StringsCorpusTests.files)
    func roundTrip(path: String) throws {
        let bytes = try FileBytes.read(path)
        #expect(try StringsWriter.bytes(of: parse(bytes: bytes)) == bytes)
    }
}
