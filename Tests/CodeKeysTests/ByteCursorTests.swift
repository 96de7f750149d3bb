@testable import CodeKeys
import CTextKernels
import Testing
import TestSupport

@Suite struct ByteCursorTests {
    @Test func eightBytesAtOnceAgreeWithOneAtATime() {
        // Every byte value in every position of a word, among bytes of every other kind.
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                bytes[(position + 3) % 8] = UInt8((value * 7 + 13) % 256)
                let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                let expected = bytes.enumerated().reduce(UInt64(0)) { mask, byte in
                    ByteCursor.isNameByte(byte.element) ? mask | 0x80 << (8 * UInt64(byte.offset)) : mask
                }
                #expect(ByteCursor.nameBytes(word) == expected, "\(bytes)")
            }
        }
    }

    @Test func plainPunctuationIsPrintableASCIIThatStartsNothingElse() {
        let startsMore = Set("/\"#@'\\`".utf8)
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = (0x21...0x7E).contains(byte) && !ByteCursor.isNameByte(byte) && !startsMore.contains(byte)
            #expect(ByteCursor.isPlainPunctuation(byte) == expected, "\(value)")
            #expect(ByteCursor.isNameStart(byte) == (ByteCursor.isNameByte(byte) && !ByteCursor.isDigit(byte)))
        }
    }

    /// The C kernel's classes of 64 bytes are the byte tests' (`isNameByte`, `isDigit`, `isSpace`,
    /// `isPlainPunctuation`), for every byte value in every position, among random bytes.
    @Test func sixtyFourBytesAreClassifiedAsOneAtATime() {
        var random = SeededRandom(seed: 64)
        for value in 0...255 {
            for position in 0..<64 {
                var bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &random) }
                bytes[position] = UInt8(value)
                var classes = l10n_source_classes()
                bytes.withUnsafeBufferPointer { l10n_text_classify_source($0.baseAddress, &classes) }
                func mask(_ test: (UInt8) -> Bool) -> UInt64 {
                    bytes.enumerated().reduce(0) { test($1.element) ? $0 | 1 << UInt64($1.offset) : $0 }
                }
                #expect(classes.name == mask(ByteCursor.isNameByte))
                #expect(classes.digit == mask(ByteCursor.isDigit))
                #expect(classes.space == mask { ByteCursor.isSpace($0) && $0 != 0x0A })
                #expect(classes.newline == mask { $0 == 0x0A })
                #expect(classes.plain == mask(ByteCursor.isPlainPunctuation))
            }
        }
    }

    @Test func nameEndStopsAtTheFirstOtherByte() {
        let text = Array("NSLocalizedString_$é9(x) localizedStringForKey: ab".utf8)
        text.withUnsafeBufferPointer { buffer in
            #expect(ByteCursor.nameEnd(in: buffer, from: 0) == 22)  // `é` is two bytes
            #expect(ByteCursor.nameEnd(in: buffer, from: 22) == 22)
            #expect(ByteCursor.nameEnd(in: buffer, from: 23) == 24)
            #expect(ByteCursor.nameEnd(in: buffer, from: 26) == 47)
            // Fewer than eight bytes left: the byte loop takes over where the words stop.
            #expect(ByteCursor.nameEnd(in: buffer, from: 49) == 51)
            #expect(ByteCursor.nameEnd(in: buffer, from: 44) == 47)
        }
        var cursor = ByteCursor(bytes: text, path: "t.swift")
        cursor.lexWord()
        #expect(cursor.index == 22 && cursor.output.tokens.first?.kind == .identifier)
        cursor.index = 49
        cursor.lexWord()
        #expect(cursor.index == 51)
    }
}
