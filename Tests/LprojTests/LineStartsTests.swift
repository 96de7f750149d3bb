@testable import Lproj
import TestSupport
import Testing

/// `LineStarts` finds lines with `memchr` when only `\n` ends them and with its own loop otherwise; both must give
/// every offset the line and column that counting from the start gives.
@Suite struct LineStartsTests {
    /// The line and column of every offset, counted one unit at a time (`\r\n`, `\r` and `\n` end a line).
    private func counted(_ units: [UInt8]) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        var index = 0
        while index <= units.count {
            result.append((line, column))
            guard index < units.count else { break }
            let unit = units[index]
            if unit == 0x0D, index + 1 < units.count, units[index + 1] == 0x0A {
                result.append((line, column + 1))
                index += 2
                line += 1
                column = 1
                continue
            }
            if unit == 0x0A || unit == 0x0D {
                line += 1
                column = 1
            } else if UInt8.startsScalar(unit) {
                column += 1
            }
            index += 1
        }
        return result
    }

    @Test(arguments: [
        "", "\n", "a\nb", "a\n\nb\n", "é\u{1F600}x\nzz\n" + String(repeating: "ab€\n", count: 300),
        "a\r\nb\rc\nd", "\r", "x\r\n",
        String(repeating: "q", count: 3_000) + "\nshort\n" + String(repeating: "€", count: 2_000),
    ])
    func everyOffsetHasTheCountedLineAndColumn(text: String) {
        expectCountedPlaces(Array(text.utf8), "")
    }

    /// Expects every offset of `units` to have the line and column counting gives.
    private func expectCountedPlaces(_ units: [UInt8], _ label: String) {
        let expected = counted(units)
        units.withUnsafeBufferPointer { buffer in
            let lines = LineStarts(buffer)
            for offset in 0...units.count {
                let (line, start) = lines.line(of: offset)
                let column = lines.column(of: offset, lineStart: start, in: buffer)
                #expect(line == expected[offset].line && column == expected[offset].column, "\(label)offset \(offset)")
            }
        }
    }

    @Test func randomTextsWithAndWithoutCarriageReturns() {
        var random = SeededRandom(seed: 10)
        let pieces = ["a", "key", " ", "é", "\u{1F600}", "\n", "\n\n", "\t", "\r\n", "\r"]
        for round in 0..<200 {
            // Half the texts have no carriage return, so that both ways of finding lines are tested.
            let choices = round % 2 == 0 ? pieces.filter { !$0.contains("\r") } : pieces
            let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in choices.randomElement(using: &random)! }
                .joined()
            expectCountedPlaces(Array(text.utf8), "round \(round), ")
        }
    }
}
