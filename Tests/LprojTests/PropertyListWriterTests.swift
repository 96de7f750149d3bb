import Foundation
import Testing
import TestSupport

@testable import Lproj

/// The property-list writer, XML and binary, checked against our readers and Python's `plistlib`.
struct PropertyListWriterTests {
    /// A dictionary of strings and dictionaries, in order.
    static func dictionary(_ pairs: [(String, PropertyListValue)]) -> PropertyListValue {
        .dictionary(PropertyListDictionary(pairs.map { PropertyListDictionaryEntry(key: $0.0, value: PropertyListNode($0.1)) }))
    }

    static let stringsdictEntry = dictionary([
        ("%d files", dictionary([
            ("NSStringLocalizedFormatKey", .string("%#@files@")),
            ("files", dictionary([
                ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
                ("NSStringFormatValueTypeKey", .string("d")),
                ("one", .string("%d file & <more>")),
                ("other", .string("")),
            ])),
            ("empty", dictionary([])),
        ])),
    ])

    @Test func xmlIsLaidOutAsApplesToolsWriteIt() throws {
        let text = String(decoding: try PropertyListWriter.xml(Self.stringsdictEntry), as: UTF8.self)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>%d files</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@files@</string>
            \t\t<key>files</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%d file &amp; &lt;more&gt;</string>
            \t\t\t<key>other</key>
            \t\t\t<string></string>
            \t\t</dict>
            \t\t<key>empty</key>
            \t\t<dict/>
            \t</dict>
            </dict>
            </plist>

            """)
    }

    /// A random tree (seeded): short and long keys, ASCII and not, emoji, line breaks, escapes, equal texts, and
    /// in the largest enough objects for 2-byte references and enough bytes for 4-byte offsets.
    static func randomTree(
        _ random: inout SeededRandom, depth: Int, width: Int, carriageReturns: Bool = true
    ) -> PropertyListValue {
        let alphabet = Array(("ab %@1$dé€ж\u{1F600}&<>\"'\n\t]]>" + (carriageReturns ? "\r" : "")).unicodeScalars)
        func text() -> String {
            let length = Int(random.next() % 40)
            return String(String.UnicodeScalarView((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
        }
        var pairs: [(String, PropertyListValue)] = []
        var keys = Set<String>()
        for index in 0..<width {
            let key = "\(index)" + text()
            guard keys.insert(key).inserted else { continue }
            let nested = depth > 0 && random.next() % 4 == 0
            let inner = min(width / 4 + 1, 8)
            pairs.append((
                key,
                nested ? randomTree(&random, depth: depth - 1, width: inner, carriageReturns: carriageReturns)
                    : .string(text())))
        }
        return dictionary(pairs)
    }

    @Test(.enabled(if: PythonPlistlib.isAvailable, "needs python3"))
    func pythonAndOurReaderReadWhatIsWritten() throws {
        var random = SeededRandom(seed: 7)
        for (index, width) in [0, 1, 14, 15, 300, 4000].enumerated() {
            let tree = Self.randomTree(&random, depth: 3, width: width)
            for binary in [false, true] {
                let bytes = binary ? try PropertyListWriter.binary(tree) : try PropertyListWriter.xml(tree)
                let ours = PropertyListDocument(bytes: bytes, path: "w.plist")
                #expect(ours.issues.isEmpty, "tree \(index) binary \(binary): \(ours.issues)")
                #expect(ours.root.map { Self.withoutPlaces($0.value) } == tree, "tree \(index) binary \(binary)")
                #expect(PythonPlistlib.same(try PythonPlistlib.read(bytes), Self.foundationValue(tree)),
                        "tree \(index) binary \(binary)")
            }
        }
    }

    @Test(.enabled(if: PythonPlistlib.isAvailable, "needs python3"))
    func ourReaderReadsWhatPythonWritesAsWeWriteIt() throws {
        var random = SeededRandom(seed: 11)
        // Python writes a carriage return as it is, which XML reads back as a line feed.
        let tree = Self.randomTree(&random, depth: 2, width: 40, carriageReturns: false)
        let json = String(decoding: try JSONSerialization.data(withJSONObject: Self.foundationValue(tree)), as: UTF8.self)
        for binary in [false, true] {
            let python = PropertyListDocument(bytes: try PythonPlistlib.write(json: json, binary: binary), path: "p")
            let ours = PropertyListDocument(
                bytes: binary ? try PropertyListWriter.binary(tree) : try PropertyListWriter.xml(tree), path: "p")
            #expect(python.root.map { Self.foundationValue(Self.withoutPlaces($0.value)) }.map {
                PythonPlistlib.same($0, Self.foundationValue(tree))
            } == true)
            #expect(ours.root.map { Self.withoutPlaces($0.value) } == tree)
        }
    }

    @Test func binaryHasAValidTrailerAndSharesEqualStrings() throws {
        let bytes = try PropertyListWriter.binary(Self.dictionary([("a", .string("x")), ("b", .string("x"))]))
        #expect(Array(bytes.prefix(8)) == Array("bplist00".utf8))
        let trailer = Array(bytes.suffix(32))
        // Objects: the dictionary, "a", "x", "b": 4 of them, 1-byte offsets and references, the root first.
        #expect(trailer[6] == 1 && trailer[7] == 1)
        #expect(trailer[8..<16].reduce(0) { $0 << 8 | Int($1) } == 4)
        #expect(trailer[16..<24].allSatisfy { $0 == 0 })
        #expect(trailer[24..<32].reduce(0) { $0 << 8 | Int($1) } == bytes.count - 32 - 4)
    }

    @Test func refusesWhatItCannotWrite() {
        #expect(throws: PropertyListWriterError.unsupportedValue(kind: "an integer")) {
            try PropertyListWriter.xml(Self.dictionary([("n", .integer(1))]))
        }
        #expect(throws: PropertyListWriterError.unsupportedValue(kind: "data")) {
            try PropertyListWriter.binary(Self.dictionary([("n", .data([1]))]))
        }
        #expect(throws: PropertyListWriterError.unrepresentableCharacter(in: "a\u{1}")) {
            try PropertyListWriter.xml(Self.dictionary([("n", .string("a\u{1}"))]))
        }
        // A binary property list holds any text.
        #expect(throws: Never.self) { try PropertyListWriter.binary(Self.dictionary([("n", .string("a\u{1}"))])) }
    }

    /// `value` without the places of its elements, to compare with a tree made in code.
    static func withoutPlaces(_ value: PropertyListValue) -> PropertyListValue {
        guard case .dictionary(let dictionary) = value else { return value }
        return .dictionary(PropertyListDictionary(dictionary.entries.map {
            PropertyListDictionaryEntry(key: $0.key, value: PropertyListNode(withoutPlaces($0.value.value)))
        }, keepsFirstDuplicate: false))
    }

    /// `value` as Foundation holds it: `String` and `[String: Any]`.
    static func foundationValue(_ value: PropertyListValue) -> Any {
        switch value {
        case .dictionary(let dictionary):
            Dictionary(dictionary.entries.map { ($0.key, foundationValue($0.value.value)) }) { _, last in last }
        case .string(let text): text
        default: "\(value)"
        }
    }
}
