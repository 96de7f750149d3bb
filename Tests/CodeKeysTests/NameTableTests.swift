@testable import CodeKeys
import Testing

@Suite struct NameTableTests {
    /// Every standard name is found, and no other run of bytes: prefixes, extensions and other case.
    @Test func findsExactlyItsNames() {
        let names = Set(LocalizationFunction.standard.map(\.name))
        let table = NameTable(names)
        let others = names.flatMap { [String($0.dropLast()), $0 + "s", $0.uppercased(), "_" + $0] }
            + ["", "self", "String", "T", "é"]
        for name in names.union(others) {
            let bytes = Array(name.utf8)
            let found = bytes.withUnsafeBufferPointer { table.contains($0, 0..<bytes.count) }
            #expect(found == names.contains(name), "\(name)")
        }
    }

    /// A name in the middle of other bytes is read over its range only.
    @Test func readsOnlyTheRange() {
        let table = NameTable(["Text", "tr"])
        let bytes = Array("let a = Text(tr)".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(table.contains(buffer, 8..<12))
            #expect(table.contains(buffer, 13..<15))
            #expect(!table.contains(buffer, 8..<11))
            #expect(!table.contains(buffer, 0..<3))
        }
    }
}
