@testable import CodeKeys
import Testing
import TestSupport

@Suite struct LineIndexTests {
    /// Locations asked in any order (forward from the last, or from the start again) are the ones counted naively:
    /// 1-based lines, columns in Unicode scalars.
    @Test func locationsMatchACountFromTheStart() {
        let text = "let a = 1\nlet é = \"ü\"\r\n\n  Text(\"x\")\n" + String(repeating: "// line\n", count: 40) + "end"
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes: bytes, path: "t.swift")
        var random = SeededRandom(seed: 7)
        let offsets = (0..<300).map { _ in Int.random(in: 0...bytes.count, using: &random) }
        for offset in offsets + offsets.sorted() + [0, bytes.count] {
            let before = bytes[0..<offset]
            let line = before.filter { $0 == 0x0A }.count + 1
            let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
            let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            let location = index.location(of: offset)
            #expect(location.line == line && location.column == column, "offset \(offset)")
        }
    }
}
