import Foundation
import TestSupport
import Testing
@testable import Lproj

/// The JSON writer writes String Catalogs as Xcode does: the corpora's catalogs come back byte for byte, and
/// Foundation's `JSONSerialization` writes the same text for the same values.
struct JSONWriterTests {
    static let catalogs = CorpusLocator.files(endingWith: ".xcstrings")

    @Test(.enabled(if: CorpusLocator.isAvailable, "needs ../shared/corpora"))
    func theCorporaHoldFourCatalogs() {
        #expect(Self.catalogs.count == 4)
    }

    @Test(.enabled(if: CorpusLocator.isAvailable, "needs ../shared/corpora"), arguments: catalogs)
    func aCatalogReadAndWrittenBackIsTheSameBytes(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path).map { Array($0) })
        let document = JSONDocument(bytes: bytes, path: path)
        #expect(document.issues.isEmpty)
        let root = try #require(document.root)
        let written = JSONWriter.bytes(of: root)
        #expect(written.count == bytes.count)
        #expect(written == bytes)
    }

    @Test(.enabled(if: CorpusLocator.isAvailable, "needs ../shared/corpora"), arguments: catalogs)
    func everyObjectOfACatalogIsInXcodesKeyOrder(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path).map { Array($0) })
        let root = try #require(JSONDocument(bytes: bytes, path: path).root)
        var pairs = 0
        var unordered: [String] = []
        func visit(_ node: JSONNode) {
            guard let members = node.value.members else { return }
            for (left, right) in zip(members, members.dropFirst()) {
                pairs += 1
                if !JSONKeyOrder.precedes(left.key, right.key) { unordered.append("\(left.key) | \(right.key)") }
            }
            members.forEach { visit($0.value) }
        }
        visit(root)
        #expect(pairs > 1000)
        #expect(unordered == [])
    }

    /// Foundation's `JSONSerialization` writes each catalog of the corpora back byte for byte: its key order is the
    /// one Xcode wrote them in, which `JSONKeyOrder` takes from it.
    @Test(.enabled(if: CorpusLocator.isAvailable, "needs ../shared/corpora"), arguments: catalogs)
    func jsonSerializationWritesACatalogAsXcodeWroteIt(path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path))
        let value = try JSONSerialization.jsonObject(with: data)
        let written = try JSONSerialization.data(
            withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(written == data)
    }

    /// Digit runs by value, then the root collation: punctuation, symbols, digits, letters; lower case first where
    /// only case differs. The neighbours `- %@` to `Accelerated` and `Show desktop`, `Show Desktop` are LinearMouse's
    /// (Localizable.xcstrings), the ObjectIDs Rectangle's.
    @Test func keysSortAsJSONSerializationSortsThem() {
        let sorted = ["01Z-t3", "1Xt-HY", "46P-cB", "9yt-4B", "AAA", "aaa", "d9c-me", "d9M-CD", "e57", "e9j", "es",
                      "es-419", "F12", "F8S", "zh-Hans", "zh-HK", "Accelerated", "▾", "%1$@ (%2$@)", "%@ Settings…",
                      "%.1f pixel(s)", "(active)", "- %@", "Show Desktop", "Show desktop"]
        let expected = ["- %@", "(active)", "%.1f pixel(s)", "%@ Settings…", "%1$@ (%2$@)", "▾", "1Xt-HY", "01Z-t3",
                        "9yt-4B", "46P-cB", "aaa", "AAA", "Accelerated", "d9c-me", "d9M-CD", "e9j", "e57", "es",
                        "es-419", "F8S", "F12", "Show desktop", "Show Desktop", "zh-Hans", "zh-HK"]
        #expect(sorted.sorted(by: JSONKeyOrder.precedes) == expected)
        #expect(!JSONKeyOrder.precedes("same", "same"))
    }

    @Test func stringsAreEscapedAsJSONSerializationEscapesThem() {
        let node = JSONNode(.object([
            JSONMember(key: "a/b", value: JSONNode(.string("\"\\\u{8}\u{C}\n\r\t\u{1}\u{18}\u{1F}\u{7F}é→😀"))),
            JSONMember(key: "empty", value: JSONNode(.object([]))),
            JSONMember(key: "list", value: JSONNode(.array([JSONNode(.bool(true)), JSONNode(.null)]))),
            JSONMember(key: "none", value: JSONNode(.array([]))),
            JSONMember(key: "number", value: JSONNode(.number("-1.5e3"))),
        ]))
        let expected = """
            {
              "a/b" : "\\"\\\\\\b\\f\\n\\r\\t\\u0001\\u0018\\u001f\u{7F}é→😀",
              "empty" : {

              },
              "list" : [
                true,
                null
              ],
              "none" : [

              ],
              "number" : -1.5e3
            }
            """
        #expect(String(decoding: JSONWriter.bytes(of: node), as: UTF8.self) == expected)
    }

    /// A string set (App Shortcut phrases), as Xcode writes one: its array of values one per line, read and written
    /// back byte for byte, and as Foundation writes the same values (an empty array too).
    @Test func stringSetsAreWrittenAsXcodeWritesThem() throws {
        let text = """
            {
              "stringSet" : {
                "state" : "translated",
                "values" : [
                  "Open ${applicationName}",
                  "Launch ${applicationName} \\\\ \\"now\\" / later"
                ]
              }
            }
            """
        let root = try #require(JSONDocument(bytes: Array(text.utf8), path: "t").root)
        #expect(String(decoding: JSONWriter.bytes(of: root), as: UTF8.self) == text)
        for values in [["Open ${applicationName}", "Launch ${applicationName} \\ \"now\" / later"], []] {
            let value: [String: Any] = ["stringSet": ["state": "translated", "values": values]]
            var node = JSONNode(.object([]))
            node.setMember("stringSet", to: JSONNode(.object([
                JSONMember(key: "state", value: JSONNode(.string("translated"))),
                JSONMember(key: "values", value: JSONNode(.array(values.map { JSONNode(.string($0)) }))),
            ])))
            let data = try JSONSerialization.data(
                withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            let ours = String(decoding: JSONWriter.bytes(of: node), as: UTF8.self)
            #expect(ours == String(decoding: data, as: UTF8.self))
        }
    }

    /// Random objects written by this writer and by Foundation (`.prettyPrinted`, `.sortedKeys`,
    /// `.withoutEscapingSlashes`), with members placed by `setMember` in any order.
    @Test func randomObjectsAreWrittenAsFoundationWritesThem() throws {
        var random = SeededRandom(seed: 0xCA7A_1065)
        for _ in 0..<200 {
            let (node, value) = Self.randomObject(depth: 0, using: &random)
            let ours = String(decoding: JSONWriter.bytes(of: node), as: UTF8.self)
            let data = try JSONSerialization.data(
                withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            #expect(ours == String(decoding: data, as: UTF8.self))
        }
    }

    private static let keyPieces = ["a", "B", "b", "plural", "one", "zh-Hans", "zh-HK", "es-419", "es", "x9", "x10", "state",
                                    "value", "stringUnit", "variations", "/", " ", "(", "%@", "▾", "é"]
    private static let textPieces = ["text", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", "\u{8}", "\u{C}", "\r", "é",
                                     "→", "😀", "%lld", ""]

    /// An object built with `setMember` in random order, with the same value as Foundation's dictionaries.
    private static func randomObject(depth: Int, using random: inout SeededRandom) -> (JSONNode, [String: Any]) {
        var node = JSONNode(.object([]))
        var value: [String: Any] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let key = (0..<Int.random(in: 1...3, using: &random)).map { _ in keyPieces.randomElement(using: &random) ?? "" }
                .joined()
            let child: (node: JSONNode, value: Any)
            switch Int.random(in: 0...3, using: &random) {
            case 0 where depth < 3: child = randomObject(depth: depth + 1, using: &random)
            case 1:
                let flag = Bool.random(using: &random)
                child = (JSONNode(.bool(flag)), flag)
            default:
                let text = (0..<Int.random(in: 0...4, using: &random))
                    .map { _ in textPieces.randomElement(using: &random) ?? "" }.joined()
                child = (JSONNode(.string(text)), text)
            }
            node.setMember(key, to: child.node)
            value[key] = child.value
        }
        return (node, value)
    }
}
