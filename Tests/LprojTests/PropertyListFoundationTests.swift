import Foundation
import Testing

@testable import Lproj
import TestSupport

/// A property-list value without places, with dictionaries as Apple builds them (the last duplicate wins),
/// so that the readers' results and Foundation's can be compared.
enum PlistSnapshot: Hashable, CustomStringConvertible {
    case string(String)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case real(Double)
    case bool(Bool)
    case date(Double)
    case data([UInt8])
    case array([PlistSnapshot])
    case dictionary([String: PlistSnapshot])
    case other(String)

    init(_ value: PropertyListValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .integer(number)
        case .unsignedInteger(let number): self = .unsignedInteger(number)
        case .real(let number): self = .real(number)
        case .bool(let flag): self = .bool(flag)
        case .date(let seconds): self = .date(seconds)
        case .data(let bytes): self = .data(bytes)
        case .array(let nodes), .set(let nodes): self = .array(nodes.map { PlistSnapshot($0.value) })
        case .dictionary(let dictionary):
            var result: [String: PlistSnapshot] = [:]
            for entry in dictionary.effectiveEntries { result[entry.key] = PlistSnapshot(entry.value.value) }
            self = .dictionary(result)
        case .uid, .null: self = .other(value.kindDescription)
        }
    }

    /// What Foundation's `PropertyListSerialization` returned.
    init(foundation object: Any) {
        switch object {
        case let flag as Bool where type(of: object) == Bool.self: self = .bool(flag)
        case let text as String: self = .string(text)
        case let date as Date: self = .date(date.timeIntervalSinceReferenceDate)
        case let data as Data: self = .data(Array(data))
        case let array as [Any]: self = .array(array.map { PlistSnapshot(foundation: $0) })
        case let dictionary as [AnyHashable: Any]:
            self = .dictionary(Dictionary(uniqueKeysWithValues: dictionary.map {
                ("\($0.key)", PlistSnapshot(foundation: $0.value))
            }))
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "f", "d": self = .real(number.doubleValue)
            case "Q" where number.uint64Value > UInt64(Int64.max): self = .unsignedInteger(number.uint64Value)
            case "c" where type(of: object) == Bool.self: self = .bool(number.boolValue)
            default: self = .integer(number.int64Value)
            }
        case is NSNull: self = .other("null")
        case _ where "\(type(of: object))".contains("KeyedArchiverUID"): self = .other("a UID")
        default: self = .other("\(type(of: object))")
        }
    }

    /// NaN equals NaN here, so that a tree holding one compares equal to itself.
    static func == (lhs: PlistSnapshot, rhs: PlistSnapshot) -> Bool {
        switch (lhs, rhs) {
        case (.real(let a), .real(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.unsignedInteger(let a), .unsignedInteger(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.date(let a), .date(let b)): a == b || (a.isNaN && b.isNaN)
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.other(let a), .other(let b)): a == b
        default: false
        }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(description) }

    var description: String {
        switch self {
        case .string(let text): text.debugDescription
        case .integer(let number): "\(number)"
        case .unsignedInteger(let number): "\(number)u"
        case .real(let number): "\(number)r"
        case .bool(let flag): "\(flag)"
        case .date(let seconds): "date(\(seconds))"
        case .data(let bytes): "data\(bytes)"
        case .array(let values): "[\(values.map(\.description).joined(separator: ", "))]"
        case .dictionary(let pairs):
            "{\(pairs.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", "))}"
        case .other(let kind): "<\(kind)>"
        }
    }
}

/// The result of reading `bytes` with Foundation, or `nil` when it fails.
func plistFoundationValue(_ bytes: [UInt8]) -> PlistSnapshot? {
    (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
        .map { PlistSnapshot(foundation: $0) }
}

/// `bytes` of `object` written by Foundation in `format`.
func plistFoundationBytes(_ object: Any, _ format: PropertyListSerialization.PropertyListFormat) throws -> [UInt8] {
    Array(try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0))
}

@Suite("PropertyList readers against Foundation")
struct PropertyListFoundationTests {
    /// Text that needs care: non-ASCII, emoji (outside the BMP), XML's special characters, whitespace.
    static let awkwardStrings = [
        "", "plain", "café", "日本語のテキスト", "👍🏽 thumbs", "👨‍👩‍👧", "a < b & c > d", "]]>", "'quoted' \"double\"",
        "  leading and trailing  ", "line\nbreak", "tab\there", "crlf\r\nline", "%1$@ of %2$d", "&amp; literal",
        "\u{FEFF}bom inside", "زبان فارسی", "ÅÄÖ åäö", "\u{1F600}\u{1F601}", "null\u{0}char",
    ]

    static func randomTree(_ random: inout SeededRandom, depth: Int, forXML: Bool) -> Any {
        let pick = depth > 3 ? Int.random(in: 0..<7, using: &random) : Int.random(in: 0..<9, using: &random)
        switch pick {
        case 0: return awkwardStrings.randomElement(using: &random)!
        case 1: return Int64.random(in: Int64.min...Int64.max, using: &random)
        case 2: return [0, 1, -1, 255, 256, 65_535, 65_536, Int64(Int32.max), Int64.max, Int64.min]
            .randomElement(using: &random)!
        case 3: return [0.5, -1.25, 3.141592653589793, 1e300, -0.0, Double.infinity, 123_456.789]
            .randomElement(using: &random)!
        case 4: return Bool.random(using: &random)
        case 5:
            let seconds = Double(Int.random(in: -4_000_000_000...4_000_000_000, using: &random))
            return Date(timeIntervalSinceReferenceDate: forXML ? seconds : seconds + 0.25)
        case 6: return Data((0..<Int.random(in: 0..<40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
        case 7:
            return (0..<Int.random(in: 0..<5, using: &random)).map { _ in
                randomTree(&random, depth: depth + 1, forXML: forXML)
            }
        default:
            var dictionary: [String: Any] = [:]
            for index in 0..<Int.random(in: 0..<6, using: &random) {
                let key = awkwardStrings.randomElement(using: &random)! + "\(index)"
                dictionary[key] = randomTree(&random, depth: depth + 1, forXML: forXML)
            }
            return dictionary
        }
    }

    @Test("random trees written by Foundation read the same", arguments: [PropertyListFormat.xml, .binary])
    func randomTrees(format: PropertyListFormat) throws {
        var random = SeededRandom(seed: format == .xml ? 1 : 2)
        for _ in 0..<300 {
            let tree = Self.randomTree(&random, depth: 0, forXML: format == .xml)
            let bytes = try plistFoundationBytes(tree, format == .xml ? .xml : .binary)
            let document = PropertyListDocument(bytes: bytes, path: "t.plist")
            #expect(document.format == format)
            #expect(document.issues.allSatisfy { $0.problem == .strayByteOrderMark }, "\(document.issues)")
            let mine = document.root.map { PlistSnapshot($0.value) }
            #expect(mine == plistFoundationValue(bytes), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test("numbers at the edges of their sizes")
    func numbers() throws {
        let tree: [String: Any] = [
            "u64": UInt64.max, "i64min": Int64.min, "i64max": Int64.max, "u32": UInt32.max, "i8": Int8.min,
            "float": Float(2.5), "double": 0.1, "nan": Double.nan, "inf": -Double.infinity, "zero": 0,
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let bytes = try plistFoundationBytes(tree, format)
            let document = PropertyListDocument(bytes: bytes, path: "n.plist")
            #expect(document.issues.isEmpty)
            #expect(document.root.map { PlistSnapshot($0.value) } == plistFoundationValue(bytes))
            let root = try #require(document.root?.value.dictionaryValue)
            #expect(root["u64"]?.value == .unsignedInteger(.max))
            #expect(root["i64min"]?.value == .integer(.min))
            #expect(root["double"]?.value == .real(0.1))
        }
    }

    @Test("XML in UTF-16 with a byte order mark, both byte orders")
    func utf16() throws {
        let tree: [String: Any] = ["key é": "value 😀", "list": ["a", "ü"]]
        let utf8 = String(decoding: try plistFoundationBytes(tree, .xml), as: UTF8.self)
        for (encoding, name) in [(String.Encoding.utf16LittleEndian, TextEncoding.utf16LittleEndian),
                                 (.utf16BigEndian, .utf16BigEndian)] {
            let bytes = name.byteOrderMark + Array(utf8.data(using: encoding)!)
            let document = PropertyListDocument(bytes: bytes, path: "u.plist")
            #expect(document.encoding == name)
            #expect(document.hasByteOrderMark)
            #expect(document.issues.isEmpty)
            #expect(document.root.map { PlistSnapshot($0.value) } == plistFoundationValue(bytes))
        }
    }

    @Test("the real-number forms Foundation accepts and rejects")
    func realForms() {
        for text in ["1.5", "-2", "+3.25e2", ".5", "5.", "1e400", "-1e400", "1e-400", "NaN", "inf", "-INFINITY",
                     "+infinity", "0x1p3", " 1", "\n\t 1", " +1", " inf", " nan", "1 ", "infx", "-nan", "1e+", "1.5E-3", "007", "", "1e", "e5", "--1", "1.2.3", "+", "."] {
            let bytes = Array("<plist><real>\(text)</real></plist>".utf8)
            let mine = PropertyListDocument(bytes: bytes, path: "r.plist").root.map { PlistSnapshot($0.value) }
            #expect(mine == plistFoundationValue(bytes), "\(text.debugDescription)")
        }
    }

    @Test("the integer forms Foundation accepts and rejects")
    func integerForms() {
        for text in ["0", "-0", "+7", " 5", "5 ", "- 7", "0x1F", "0X1f", "-0x10", "000", "0x", "1a", "-", "",
                     "18446744073709551615", "18446744073709551616", "-9223372036854775808", "-9223372036854775809",
                     "0xFFFFFFFFFFFFFFFF", "1&#48;"] {
            let bytes = Array("<plist><integer>\(text)</integer></plist>".utf8)
            let mine = PropertyListDocument(bytes: bytes, path: "i.plist").root.map { PlistSnapshot($0.value) }
            #expect(mine == plistFoundationValue(bytes), "\(text.debugDescription)")
        }
    }

    @Test("the date forms Foundation accepts and rejects, and what they mean")
    func dateForms() {
        for text in ["2001-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "2024-02-29T23:59:59Z", "1600-02-29T12:34:56Z",
                     "-0001-01-01T00:00:00Z", "0000-01-01T00:00:00Z", "12345-06-07T08:09:10Z", "2001-13-01T00:00:00Z",
                     "2004-13-01T00:00:00Z", "2001-14-01T00:00:00Z", "2001-00-01T00:00:00Z", "2001-02-30T00:00:00Z",
                     "2001-01-99T99:99:99Z", "2001-1-01T00:00:00Z", "2001-01-01", "2001-01-01T00:00:00",
                     "2001-01-01T00:00:00.5Z", " 2001-01-01T00:00:00Z", "2001-01-01T00:00:00Zx", "+2001-01-01T00:00:00Z"] {
            let bytes = Array("<plist><date>\(text)</date></plist>".utf8)
            let mine = PropertyListDocument(bytes: bytes, path: "d.plist").root.map { PlistSnapshot($0.value) }
            #expect(mine == plistFoundationValue(bytes), "\(text)")
        }
    }

    @Test("base64 in <data> is read as leniently as Foundation reads it")
    func dataForms() {
        for text in ["", "AQID", "AQ==", "AQI=", "\n\tAQ ID\n", "AA*AA\n=", "A", "AAECA", "AA==AAEC", "!!!!", "AQID===="] {
            let bytes = Array("<plist><data>\(text)</data></plist>".utf8)
            let mine = PropertyListDocument(bytes: bytes, path: "b.plist").root.map { PlistSnapshot($0.value) }
            #expect(mine == plistFoundationValue(bytes), "\(text.debugDescription)")
        }
    }

    @Test("XML that Foundation accepts, and that the reader reads the same")
    func acceptedOddities() {
        let bodies = [
            "<string>&#x1F600;|&#233;|&#xe9;|&#;</string>", "<string>a<![CDATA[<&>]]>b</string>", "<string>a>b]]>c</string>",
            "<dict><!-- c --><key>a</key><?pi x?><string>b</string></dict>", "<string >x</string >",
            "<true></true>", "<true x='1'/>", "<dict a=b></dict>", "<array><plist><string/></plist></array>",
            "<dict><key/><string>x</string><key>a</key><string>1</string><key>a</key><string>2</string></dict>",
            "<string>a\r\nb\rc</string>", "<string\t>x</string>", "<key>a</key>",
            "<dict><key>a</key><key>b</key></dict>", "<array><key>b</key><key/></array>", "<string>\u{FEFF}x</string>",
            "<string>\u{FEFF}\u{FEFF}x</string>", "<string>a\u{FEFF}b</string>", "<string>&#xFEFF;x</string>",
            "<string><![CDATA[\u{FEFF}x]]></string>", "<dict><key>\u{FEFF}k</key><string>v</string></dict>",
        ]
        for body in bodies {
            let bytes = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\(body)</plist>".utf8)
            let document = PropertyListDocument(bytes: bytes, path: "o.plist")
            let mine = document.root.map { PlistSnapshot($0.value) }
            #expect(mine == plistFoundationValue(bytes), "\(body)")
        }
    }

    @Test("XML that Foundation rejects is rejected with a reason")
    func rejected() {
        let bodies = [
            "", "<dict/><dict/>", "<foo/>", "<DICT/>", "<dict><key>a</key></dict>", "<dict><string>a</string></dict>",
            "<dict>x<key>a</key><string>b</string></dict>", "<string>&foo;</string>", "<string>a & b</string>",
            "<string>&#xD800;</string>", "<string>&#x110000;</string>", "<string>&#X41;</string>", "<string>&#65</string>",
            "<string>a<!-- x -->b</string>", "<string>x</key>", "<true>x</true>", "<string>a<b/></string>",
            "<dict><key><array/></key><string>x</string></dict>", "<string><![CDATA[abc</string>", "<integer/>",
            "<date/>", "<real/>", "<data/>", "<data x='1'/>", "<true//>", "<plist/version=\"1.0\"><dict/></plist>",
        ]
        for body in bodies {
            let bytes = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\(body)</plist>".utf8)
            #expect(plistFoundationValue(bytes) == nil, "\(body)")
            let document = PropertyListDocument(bytes: bytes, path: "o.plist")
            #expect(document.root == nil, "\(body)")
            #expect(document.issues.count == 1, "\(body)")
            #expect(document.issues.first?.consequence == .fileRejected(lostEntries: 0))
        }
    }

    @Test("whole files: prologs, encodings and trailing text as Foundation reads them")
    func wholeFiles() {
        let latin1: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>".utf8) + [0xE9, 0x80]
            + Array("</string></plist>".utf8)
        let windows1252: [UInt8] = Array("<?xml version='1.0' encoding='windows-1252'?><plist><string>".utf8)
            + [0x80, 0x9F, 0xE9] + Array("</string></plist>".utf8)
        let files: [[UInt8]] = [
            Array("<dict><key>a</key><string>b</string></dict>".utf8),
            Array("\n\n<?xml version=\"1.0\"?><plist><string>x</string></plist>".utf8),
            Array("<plist><dict/></plist>junk".utf8),
            Array("<plist><string>x</string></plist>\n<!-- c -->\n".utf8),
            [0xEF, 0xBB, 0xBF] + Array("<plist><string>x</string></plist>".utf8),
            Array("<!-- ".utf8) + [0xFF] + Array(" --><plist><string>x</string></plist>".utf8),
            latin1, windows1252,
        ]
        for bytes in files {
            let mine = PropertyListDocument(bytes: bytes, path: "f.plist").root.map { PlistSnapshot($0.value) }
            let theirs = plistFoundationValue(bytes)
            #expect(theirs != nil)
            #expect(mine == theirs, "\(String(decoding: bytes, as: UTF8.self))")
        }
        let broken: [[UInt8]] = [
            Array("<!DOCTYPE plist [ <!ENTITY x 'y'> ]><plist><string>x</string></plist>".utf8),
            Array("x<plist><string>x</string></plist>".utf8),
            Array("<plist><string>x</string> y</plist>".utf8),
            Array("<?xml version=\"1.0\" encoding=\"bogus\"?><plist><string>x</string></plist>".utf8),
            Array("<plist><string>".utf8) + [0xC3] + Array("</string></plist>".utf8),
            Array("<?xml version=\"1.0\"?>".utf8),
            Array("<plist><string/>".utf8),
            Array("<?xml version=\"1.0\"?><plist><string>x</string></plist>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
        ]
        for bytes in broken {
            #expect(plistFoundationValue(bytes) == nil)
            let document = PropertyListDocument(bytes: bytes, path: "f.plist")
            #expect(document.root == nil)
            #expect(document.issues.count == 1)
        }
    }
}
