import Testing
@testable import L10nRules

/// The reporters' byte buffer: it writes into the output array's room, moves to its own memory when that room is
/// too small, and appends after what the output already holds.
struct ByteSinkTests {
    /// Writes `pieces` (each appended in one of the sink's three ways, in turn) through `ByteSink.write`.
    private static func written(_ pieces: [[UInt8]], into output: [UInt8] = [], capacity: Int) -> [UInt8] {
        var output = output
        ByteSink.write(into: &output, capacity: capacity) { sink in
            for (index, piece) in pieces.enumerated() {
                switch index % 3 {
                case 0: piece.withUnsafeBufferPointer { sink.append(contentsOf: $0) }
                case 1: for byte in piece { sink.append(byte) }
                default:
                    sink.append(upTo: piece.count + 3) { room in
                        for (offset, byte) in piece.enumerated() { room[offset] = byte }
                        return piece.count
                    }
                }
            }
        }
        return output
    }

    @Test(arguments: [0, 10, 4_096, 100_000, 10_000_000])
    func everyByteArrivesWhateverTheRoom(capacity: Int) {
        // 20,000 pieces of 1-49 bytes (about 500 KB): past the room of the smaller capacities, within the larger.
        let pieces = (0..<20_000).map { index in (0..<(index % 49 + 1)).map { UInt8(truncatingIfNeeded: index &+ $0) } }
        #expect(Self.written(pieces, capacity: capacity) == pieces.flatMap { $0 })
    }

    @Test func whatTheOutputHoldsIsKept() {
        let pieces = (0..<5_000).map { [UInt8(truncatingIfNeeded: $0), 0x2C] }
        #expect(Self.written(pieces, into: [0x5B], capacity: 16) == [0x5B] + pieces.flatMap { $0 })
    }

    @Test func nothingWrittenLeavesTheOutputEmpty() {
        #expect(Self.written([], capacity: 1_000).isEmpty)
    }

    @Test func hexadecimalDigitsAsStringWritesThem() {
        for value: UInt32 in [0, 1, 0xF, 0x10, 0xABCDEF, 0xFFFF_FFFF] {
            for minimum in [1, 2, 8] {
                var bytes: [UInt8] = []
                bytes.append(hex: value, uppercase: true, minimumDigits: minimum)
                let digits = String(value, radix: 16, uppercase: true)
                #expect(String(decoding: bytes, as: UTF8.self)
                    == String(repeating: "0", count: max(0, minimum - digits.count)) + digits)
            }
        }
    }
}
