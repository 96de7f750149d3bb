@testable import ICUKit
import Testing

@Suite("UTF-16 to String")
struct UTF16TextTests {
    @Test("equals the standard library's decoding, lone surrogates included", arguments: [
        [], [0x41], Array("1.234.567,89".utf16), Array("١٬٢٣٤٬٥٦٧٫٨٩".utf16), Array("1\u{202F}234 €".utf16),
        Array("Zürich 🇨🇭 日本語 \u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}".utf16),
        [0xD800], [0xDC00], [0xD800, 0x41], [0x41, 0xDBFF], [0xDC00, 0xD800], [0xD83D, 0xDE00, 0xDE00],
        Array(String(repeating: "ab🇨🇭ü", count: 40).utf16),
    ] as [[UInt16]])
    func matchesStandardLibrary(units: [UInt16]) {
        units.withUnsafeBufferPointer { buffer in
            let expected = String(decoding: buffer, as: UTF16.self)
            let actual = UTF16Text.string(buffer)
            #expect(actual == expected)
            #expect(Array(actual.utf8) == Array(expected.utf8))
        }
    }
}
