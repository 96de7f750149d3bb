import Testing
@testable import Lproj
import TestSupport

/// The UTF-16 transcoder gives the standard library's result for any code units, unpaired surrogates included.
struct SourceUnitTests {
    @Test func utf16TranscodingMatchesTheStandardLibrary() {
        var generator = SeededRandom(seed: 3)
        let interesting: [UInt16] = [0x41, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xD83D, 0xDE00, 0xDBFF, 0xDC00, 0xFEFF, 0]
        for _ in 0..<5000 {
            let units = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator)! : UInt16.random(in: 0...0xFFFF, using: &generator)
            }
            let ours = units.withUnsafeBufferPointer { UInt16.string(from: $0) }
            #expect(ours == String(decoding: units, as: UTF16.self), "\(units)")
            #expect(ours.utf8.count <= units.count * 3)
        }
    }

    @Test func utf16AppendedAsUTF8MatchesTheStandardLibrary() {
        var generator = SeededRandom(seed: 4)
        let interesting: [UInt16] = [0x41, 0x80, 0x7FF, 0x800, 0xD83D, 0xDE00, 0xDC00, 0xFEFF]
        var arena: [UInt8] = [7]
        for _ in 0..<2000 {
            let units = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                interesting.randomElement(using: &generator) ?? 0
            }
            let start = arena.count
            units.withUnsafeBufferPointer { UInt16.appendUTF8(of: $0, to: &arena) }
            #expect(Array(arena[start...]) == Array(String(decoding: units, as: UTF16.self).utf8), "\(units)")
        }
        #expect(arena[0] == 7)
    }
}
