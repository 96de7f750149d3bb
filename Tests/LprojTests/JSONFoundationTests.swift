import Foundation
import Testing

@testable import Lproj
import TestSupport

/// Writes random JSON documents, with random whitespace and escapes, and records the line and column of every key
/// and value it writes.
struct JSONSampleWriter {
    var random: SeededRandom
    private(set) var text = ""
    /// The `line:column` of every value and key, in the order the parser meets them.
    private(set) var places: [String] = []
    private var line = 1
    private var column = 1
    private var afterCarriageReturn = false

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// Scalars that strings are made of: ASCII, escapes, controls, accents, other scripts, astral characters.
    static let pool = Array(
        ("aZ09 _-.,:{}[]\"\\/\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}"
            + "éÅßπ€漢字\u{301}\u{2028}\u{FEFF}\u{FFFF}😀𝄞\u{10FFFF}").unicodeScalars)
    /// Keys are plain, so that no two differ only in normalization (Foundation's dictionaries would merge them).
    static let keys = ["a", "b", "key", "é", "%lld items", "😀", "a\"q", "tab\t", "€"]

    mutating func document(depth: Int) -> String {
        whitespace()
        value(depth: depth)
        whitespace()
        return text
    }

    private mutating func emit(_ piece: String) {
        for scalar in piece.unicodeScalars {
            text.unicodeScalars.append(scalar)
            switch scalar {
            case "\n" where afterCarriageReturn: break
            case "\n", "\r": (line, column) = (line + 1, 1)
            default: column += 1
            }
            afterCarriageReturn = scalar == "\r"
        }
    }

    private mutating func mark() { places.append("\(line):\(column)") }

    private mutating func whitespace() {
        let choices = ["", "", " ", "\n", "\r\n", "\t", "  \n\t", "\r", " \r\n  "]
        emit(choices.randomElement(using: &random)!)
    }

    private mutating func value(depth: Int) {
        mark()
        switch Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &random) {
        case 0, 1, 4: string(randomString())
        case 2: emit(number())
        case 3: emit(["true", "false", "null"].randomElement(using: &random)!)
        case 5, 6: array(depth: depth - 1)
        default: object(depth: depth - 1)
        }
    }

    private mutating func array(depth: Int) {
        emit("[")
        whitespace()
        let count = Int.random(in: 0...4, using: &random)
        for index in 0..<count {
            if index > 0 {
                emit(",")
                whitespace()
            }
            value(depth: depth)
            whitespace()
        }
        emit("]")
    }

    private mutating func object(depth: Int) {
        emit("{")
        whitespace()
        let count = Int.random(in: 0...4, using: &random)
        for index in 0..<count {
            if index > 0 {
                emit(",")
                whitespace()
            }
            mark()
            string(Self.keys.randomElement(using: &random)!)
            whitespace()
            emit(":")
            whitespace()
            value(depth: depth)
            whitespace()
        }
        emit("}")
    }

    private mutating func randomString() -> String {
        var result = ""
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            result.unicodeScalars.append(Self.pool.randomElement(using: &random)!)
        }
        return result
    }

    /// Writes `content` as a JSON string, each scalar written as itself or escaped, at random.
    private mutating func string(_ content: String) {
        var written = "\""
        for scalar in content.unicodeScalars {
            written += encode(scalar)
        }
        emit(written + "\"")
    }

    private mutating func encode(_ scalar: Unicode.Scalar) -> String {
        let short: [Unicode.Scalar: String] = [
            "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\u{8}": "\\b", "\u{C}": "\\f", "\n": "\\n", "\r": "\\r",
            "\t": "\\t",
        ]
        // Foundation on Linux drops a U+FEFF written as itself inside a string, so the oracle sees it escaped only.
        let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar == "\u{FEFF}"
        let style = Int.random(in: 0..<4, using: &random)
        if !mustEscape && style < 2 { return String(scalar) }
        if let escape = short[scalar], style != 3 { return escape }
        return String(scalar).utf16.map { unit in
            let digits = String(unit, radix: 16, uppercase: Bool.random(using: &random))
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }.joined()
    }

    private mutating func number() -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return String(Int.random(in: -1000...1000, using: &random))
        case 1: return String(Int64.random(in: .min ... .max, using: &random))
        case 2: return "\(Int.random(in: -99...99, using: &random)).\(Int.random(in: 0...99_999, using: &random))"
        case 3:
            let exponent = ["e", "E", "e+", "e-", "E-"].randomElement(using: &random)!
            return "\(Int.random(in: 0...9, using: &random)).\(Int.random(in: 0...999, using: &random))\(exponent)"
                + "\(Int.random(in: 0...300, using: &random))"
        case 4: return ["0", "-0", "0.0", "1e0", "-0.5", "18446744073709551615"].randomElement(using: &random)!
        default: return String(Double.random(in: -1e9...1e9, using: &random))
        }
    }
}

@Suite("JSON parser against Foundation's JSONSerialization")
struct JSONFoundationTests {
    /// Whether a node holds what Foundation read: the same scalars, numbers, booleans, nulls; arrays element by
    /// element; objects key by key, the last duplicate winning.
    static func matches(_ node: JSONNode, _ object: Any) -> Bool {
        switch node.value {
        case .string(let text):
            guard let other = object as? String else { return false }
            return Array(text.unicodeScalars) == Array(other.unicodeScalars)
        case .number(let text):
            guard let number = object as? NSNumber, !isBoolean(number), let value = Double(text) else { return false }
            return value == number.doubleValue || abs(value - number.doubleValue) <= abs(value) * 1e-15
        case .bool(let flag):
            guard let number = object as? NSNumber, isBoolean(number) else { return false }
            return number.boolValue == flag
        case .null:
            return object is NSNull
        case .array(let elements):
            guard let others = object as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { matches($0, $1) }
        case .object(let members):
            guard let others = object as? [String: Any] else { return false }
            let mine = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
            return mine.count == others.count
                && mine.allSatisfy { key, value in others[key].map { matches(value, $0) } ?? false }
        }
    }

    static func isBoolean(_ number: NSNumber) -> Bool { String(cString: number.objCType) == "c" }

    /// Foundation's reading of `bytes`, or `nil` when it rejects them.
    static func foundation(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    /// The places of every value and key, in the order the parser meets them.
    static func places(_ node: JSONNode) -> [String] {
        var result = [place(node.location)]
        switch node.value {
        case .array(let elements): result += elements.flatMap(places)
        case .object(let members):
            for member in members { result += [place(member.keyLocation)] + places(member.value) }
        default: break
        }
        return result
    }

    @Test("generated documents read as Foundation reads them, every place where it was written")
    func generatedDocuments() throws {
        let count = Int(ProcessInfo.processInfo.environment["L10N_FUZZ_CASES"] ?? "") ?? 600
        for seed in 0..<UInt64(count) {
            var writer = JSONSampleWriter(seed: seed)
            let text = writer.document(depth: Int(seed % 6))
            let document = readJSON(text)
            let root = try #require(document.root, "seed \(seed): \(document.issues)")
            let oracle = try #require(Self.foundation(Array(text.utf8)), "seed \(seed): Foundation rejects it")
            #expect(Self.matches(root, oracle), "seed \(seed): \(text.debugDescription)")
            #expect(Self.places(root) == writer.places, "seed \(seed): \(text.debugDescription)")
        }
    }

    @Test("the same documents with a byte order mark")
    func withByteOrderMark() throws {
        for seed in 0..<UInt64(50) {
            var writer = JSONSampleWriter(seed: seed + 10_000)
            let bytes = [0xEF, 0xBB, 0xBF] + Array(writer.document(depth: 3).utf8)
            let document = JSONDocument(bytes: bytes, path: "b.json")
            let root = try #require(document.root)
            #expect(Self.matches(root, try #require(Self.foundation(bytes))))
            #expect(Self.places(root) == writer.places)
        }
    }
}
