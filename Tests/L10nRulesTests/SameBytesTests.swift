import Testing
import TestSupport
@testable import L10nRules

/// Byte comparison by words agrees with comparing byte by byte, for every length and every place of a difference.
struct SameBytesTests {
    @Test func wordsAgreeWithBytesAtEveryLengthAndPlace() {
        var random = SeededRandom(seed: 8)
        for length in 0...40 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            var copy = bytes
            #expect(Self.same(bytes, copy), "length \(length)")
            for place in 0..<length {
                copy[place] ^= 0x20
                #expect(!Self.same(bytes, copy), "length \(length), place \(place)")
                copy[place] ^= 0x20
            }
            #expect(!Self.same(bytes, bytes + [0]), "length \(length) and one more")
        }
    }

    static func same(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.withUnsafeBufferPointer { left in right.withUnsafeBufferPointer { left.hasSameBytes(as: $0) } }
    }
}
