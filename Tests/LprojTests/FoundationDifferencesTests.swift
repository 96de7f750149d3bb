import Foundation
import Testing
@testable import Lproj

/// Where Foundation on Linux is wrong about `.strings` (DESIGN.md section 4): swift-foundation's
/// `PropertyListDecoder` reads `\f` as U+0012 and `\v` as U+0011, and rejects a `\U` surrogate pair. Apple's runtime
/// uses CoreFoundation's parser (`PropertyListSerialization`), which the reader follows; these tests pin each case.
struct FoundationDifferencesTests {
    static func decoderValue(_ text: String) -> String? {
        (try? PropertyListDecoder().decode([String: String].self, from: Data(text.utf8)))?["a"]
    }

    @Test(arguments: [(#""a" = "x\fy";"#, "x\u{0C}y"), (#""a" = "x\vy";"#, "x\u{0B}y")])
    func formFeedAndVerticalTab(text: String, expected: String) throws {
        #expect(parse(text).table["a"] == expected)
        #expect(FoundationOracle.table(Array(text.utf8))?["a"] == expected)
        // swift-foundation's decoder disagrees (U+0012 / U+0011 on Linux today); it is not what Apple's runtime reads.
        if let decoded = Self.decoderValue(text), decoded != expected {
            #expect(decoded.unicodeScalars.map(\.value) == (text.contains("\\f") ? [0x78, 0x12, 0x79] : [0x78, 0x11, 0x79]))
        }
    }

    @Test func surrogatePairEscape() throws {
        let text = #""a" = "\UD83D\UDE00";"#
        #expect(parse(text).table["a"] == "😀")
        #expect(FoundationOracle.table(Array(text.utf8))?["a"] == "😀")
        let decoded = Self.decoderValue(text)
        #expect(decoded == nil || decoded == "😀", "PropertyListDecoder rejects the pair on Linux today")
    }

    @Test func zeroByteAndCommentOnlyFiles() {
        #expect(FoundationOracle.table([]) == nil)
        #expect(parse(bytes: []).runtimeEntryCount == 0)
        #expect(FoundationOracle.table(Array("/* only */\n".utf8)) == [:])
        #expect(parse("/* only */\n").issues.isEmpty)
    }
}
