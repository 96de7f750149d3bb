import Testing
@testable import Lproj

/// A file full of problems: the reader keeps the first 10,000 and counts the rest; columns are looked up.
struct ProblemLimitTests {
    @Test func readerKeepsTenThousandProblemsAndCountsTheRest() {
        let text = "\"a\" = \"b\";" + String(repeating: "}", count: 200_000) + "\n\"c\" = \"d\";\n"
        let document = StringsFileReader.read(bytes: Array(text.utf8), path: "L.strings")
        #expect(document.issues.count == 10_000)
        #expect(document.unrecordedIssueCount == 190_000)
        #expect(document.issues.last?.location == SourceLocation(file: "L.strings", line: 1, column: 10_010))
        // What Apple's parser keeps is decided by the first problem, which is kept.
        #expect(document.runtimeEntryPrefix == 1)
    }

    /// Past the limit, a problem that loses the file is still kept when no kept problem loses it earlier, so what
    /// Apple's parser keeps is worked out as before.
    @Test func aDecisiveProblemIsKeptPastTheLimit() {
        let text = String(repeating: "\"k\" = (\"a\");\n", count: 10_000) + "@\n"
        let document = StringsFileReader.read(bytes: Array(text.utf8), path: "L.strings")
        #expect(document.issues.count == 10_001)
        #expect(document.unrecordedIssueCount == 0)
        #expect(document.issues.last?.location == SourceLocation(file: "L.strings", line: 10_001, column: 1))
        #expect({ if case .readingStops = document.issues.last?.consequence { true } else { false } }())
    }

    @Test(arguments: [
        "plain ascii\nline two",
        "é\u{1F600}x\r\nzz\u{1F600}\u{1F600}é\rq" + String(repeating: "ab€", count: 100),
        String(repeating: "\u{1F600}", count: 200),
    ])
    func columnsFromTheIndexEqualCountedColumns(text: String) {
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { units in
            let index = ScalarCountIndex(units)
            var lineStart = 0
            var column = 1
            for offset in 0...units.count {
                #expect(index.column(of: offset, lineStart: lineStart, in: units) == column)
                guard offset < units.count else { break }
                if units[offset] == 0x0A || units[offset] == 0x0D {
                    lineStart = offset + 1
                    column = 1
                } else if UInt8.startsScalar(units[offset]) {
                    column += 1
                }
            }
        }
        let utf16 = Array(text.utf16)
        utf16.withUnsafeBufferPointer { units in
            let index = ScalarCountIndex(units)
            let scalars = text.unicodeScalars.count
            #expect(index.scalars(before: units.count, in: units) == scalars)
        }
    }
}
