import Testing
import TestSupport
@_spi(Engine) @testable import Lproj

/// A text file's entries kept as offsets give, when asked, the same keys, values, comments and places as entries
/// made while parsing would; changing one entry in place keeps the others.
struct StringsTextEntriesTests {
    private static let text = """
        /* Greeting */
        "hello" = "Hallo";
        "tab\\tkey" = "a\\"b\\U00E9";
        // Same comment twice
        "x" = "y"; "only";
        /* Straße */ "café" = 'naïve';
        """

    @Test(arguments: [TextEncoding.utf8, .utf16LittleEndian, .utf16BigEndian])
    func offsetsGiveTheEntriesInEveryEncoding(_ encoding: TextEncoding) throws {
        let bytes = encoding.byteOrderMark + encoding.bytes(of: Self.text)
        let document = StringsFileReader.read(bytes: bytes, path: "t.strings")
        let entries = try #require(document.textEntries)
        #expect(document.pairs == [
            ["hello", "Hallo"], ["tab\tkey", "a\"bé"], ["x", "y"], ["only", "only"], ["café", "naïve"],
        ])
        #expect(document.entries.map(\.comment) == ["Greeting", nil, "Same comment twice", nil, "Straße"])
        #expect(document.entries.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
            == ["2:1", "3:1", "5:1", "5:12", "6:14"])
        #expect(document.entries.map { $0.valueLocation?.column ?? 0 } == [11, 14, 7, 12, 23])
        for index in 0..<entries.count {
            #expect(entries.key(at: index) == document.entries[index].key)
            #expect(entries.value(at: index) == document.entries[index].value)
            #expect(entries.location(at: index) == document.entries[index].location)
            #expect(entries.valueLocation(at: index) == document.entries[index].valueLocation)
            #expect(entries.withKeyUTF8(at: index) { Array($0) } == Array(document.entries[index].key.utf8))
        }
        #expect((0..<entries.count).map { entries.sourceHasEscape(at: $0) { _ in true } } == [false, true, false, false, false])
        #expect((0..<entries.count).map { entries.sourceHasEscape(at: $0) { $0 == 0x55 } } == [false, true, false, false, false])
        #expect((0..<entries.count).map { entries.sourceHasEscape(at: $0) { $0 == 0x71 } } == [false, false, false, false, false])
        #expect(entries.sourceText(at: 1) == #""tab\tkey" = "a\"b\U00E9";"#)
        #expect(entries.indicesWithSourceEscape { _ in true } == [1])
        #expect(entries.indicesWithSourceEscape { $0 == 0x71 } == [])
        #expect(document.entryCount == 5)
    }

    @Test func entriesWithAnEscapeAreTheSameFoundFromTheTextsBackslashesAsEntryByEntry() {
        // Backslashes in comments and between entries, escaped backslashes, a backslash last before a quote.
        let pieces = [#""a" = "b";"#, #""a\q" = "b";"#, #""a" = "b\\q";"#, #""a\\" = "\\\\";"#, "/* \\q */", "// \\q\n",
                      #""k" = "\U00E9\q";"#, "\\", "\n", " ", #"x = y;"#]
        var random = SeededRandom(seed: 12)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            guard let entries = parse(text.joined()).textEntries else { continue }
            for escaped: (UInt32) -> Bool in [{ _ in true }, { $0 == 0x71 }, { $0 == 0x5C }, { $0 == 0x55 }] {
                #expect(entries.indicesWithSourceEscape(where: escaped)
                    == (0..<entries.count).filter { entries.sourceHasEscape(at: $0, where: escaped) }, "\(text)")
            }
        }
    }

    @Test func changingOneEntryKeepsTheOthersAndTheWriterStillCopiesThem() throws {
        var document = parse("\"a\" = \"1\";\n\"b\" = \"2\";\n")
        document.entries[1].value = "3"
        #expect(document.textEntries == nil)
        #expect(document.pairs == [["a", "1"], ["b", "3"]])
        #expect(document.entries[0].isUnchangedFromSource)
        #expect(try StringsWriter.bytes(of: document) == Array("\"a\" = \"1\";\n\"b\" = \"3\";\n".utf8))
    }

    @Test func aLongLineHasColumnsCountedInScalars() {
        let line = String(repeating: "\"k\" = \"v\"; ", count: 400) + "\"é\" = \"ü\";"
        let document = parse(line)
        #expect(document.entries.last?.location == SourceLocation(file: "test.strings", line: 1, column: 4401))
        #expect(document.entries.last?.valueLocation?.column == 4407)
    }
}
