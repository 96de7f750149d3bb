import Foundation
import Testing

@testable import Lproj
import TestSupport

@Suite("PropertyList XML reader")
struct PropertyListXMLTests {
    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>Zürich</key>
        \t<string>  spaced\ttext\n  </string>
        \t<key>emoji 😀</key><string/>
        \t<!-- a comment -->
        \t<key>list</key>
        \t<array>
        \t\t<integer>-12</integer>
        \t\t<real>2.5</real>
        \t\t<true/>
        \t\t<date>2024-02-29T12:00:00Z</date>
        \t\t<data>AQID</data>
        \t</array>
        \t<key>Zürich</key>
        \t<string>again &amp; &#233;&#xE9; <![CDATA[<raw>]]></string>
        </dict>
        </plist>

        """

    static func location(_ line: Int, _ column: Int) -> Lproj.SourceLocation {
        Lproj.SourceLocation(file: "s.plist", line: line, column: column)
    }

    @Test("keys and values carry the place of their start tags, columns in Unicode scalars")
    func locations() throws {
        let document = PropertyListDocument(bytes: Array(Self.sample.utf8), path: "s.plist")
        #expect(document.issues.isEmpty)
        #expect(document.format == .xml)
        #expect(document.encoding == .utf8)
        #expect(document.lineEnding == .lf)
        let root = try #require(document.root)
        #expect(root.location == Self.location(4, 1))
        let dictionary = try #require(root.value.dictionaryValue)
        #expect(dictionary.entries.map(\.key) == ["Zürich", "emoji 😀", "list", "Zürich"])
        #expect(dictionary.entries.map(\.keyLocation) == [
            Self.location(5, 2), Self.location(8, 2), Self.location(10, 2), Self.location(18, 2),
        ])
        #expect(dictionary.entries[0].value == PropertyListNode(.string("  spaced\ttext\n  "), location: Self.location(6, 2)))
        // The string above holds a line break. `😀` is one scalar: `<string/>` after `<key>emoji 😀</key>` is at
        // column 2 + 18.
        #expect(dictionary.entries[1].value == PropertyListNode(.string(""), location: Self.location(8, 20)))
        #expect(dictionary.keys == ["Zürich", "emoji 😀", "list"])
        #expect(dictionary.distinctKeyCount == 3)
        #expect(dictionary["Zürich"]?.value == .string("again & éé <raw>"))
        let list = try #require(dictionary["list"]?.value.arrayValue)
        #expect(list.map(\.value) == [
            .integer(-12), .real(2.5), .bool(true), .date(secondsSinceReferenceDate: 730_900_800), .data([1, 2, 3]),
        ])
        #expect(list.map { $0.location?.line } == [12, 13, 14, 15, 16])
        #expect(list.allSatisfy { $0.location?.column == 3 })
        #expect(document.root.map { PlistSnapshot($0.value) } == plistFoundationValue(Array(Self.sample.utf8)))
    }

    @Test("UTF-16 files get the same lines and columns as UTF-8")
    func utf16Locations() throws {
        for (encoding, mark) in [(String.Encoding.utf16LittleEndian, TextEncoding.utf16LittleEndian),
                                 (.utf16BigEndian, .utf16BigEndian)] {
            let bytes = mark.byteOrderMark + Array(Self.sample.data(using: encoding)!)
            let document = PropertyListDocument(bytes: bytes, path: "s.plist")
            #expect(document.encoding == mark)
            #expect(document.hasByteOrderMark)
            let entries = try #require(document.root?.value.dictionaryValue?.entries)
            #expect(entries[1].value.location == Self.location(8, 20))
            #expect(entries[3].keyLocation == Self.location(18, 2))
        }
        let utf8 = PropertyListDocument(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8), path: "s.plist")
        #expect(utf8.hasByteOrderMark)
        #expect(utf8.encoding == .utf8)
        #expect(utf8.root?.value.dictionaryValue?.entries[1].value.location == Self.location(8, 20))
    }

    @Test("CRLF and CR line endings count one line each")
    func lineEndings() throws {
        for (separator, ending) in [("\r\n", LineEnding.crlf), ("\r", .cr)] {
            let text = Self.sample.replacingOccurrences(of: "\n", with: separator)
            let document = PropertyListDocument(bytes: Array(text.utf8), path: "s.plist")
            #expect(document.lineEnding == ending)
            let entries = try #require(document.root?.value.dictionaryValue?.entries)
            #expect(entries.map(\.keyLocation?.line) == [5, 8, 10, 18])
            // Text inside a <string> keeps its line breaks as written, as Apple's parser keeps them.
            #expect(entries[0].value.value == .string("  spaced\ttext\(separator)  "))
        }
    }

    @Test("the format is detected from the first bytes", arguments: [
        ("bplist00", PropertyListFormat.binary), ("  \n<?xml version=\"1.0\"?>", .xml), ("<!DOCTYPE plist PUBLIC>", .xml),
        ("<plist version=\"1.0\">", .xml), ("\"key\" = \"value\";", nil), ("/* comment */ <plist>", nil), ("", nil),
        ("<dict>", nil), ("<!DOCTYPE html>", nil), ("<!DOCTYPE plist\u{301} PUBLIC>", nil), ("<plist\u{301}>", nil),
        (String(repeating: " ", count: 200) + "<plist>", .xml), (String(repeating: " ", count: 256) + "<plist>", nil),
    ])
    func detection(text: String, expected: PropertyListFormat?) {
        #expect(PropertyListFormat.detect(Array(text.utf8)) == expected)
        #expect(PropertyListFormat.detect([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == (expected == .binary ? nil : expected))
        for mark in [TextEncoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian] {
            let units: [UInt8]
            switch mark {
            case .utf16LittleEndian: units = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            case .utf16BigEndian: units = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            case .utf32LittleEndian: units = text.unicodeScalars.flatMap { [UInt8($0.value & 0xFF), UInt8($0.value >> 8 & 0xFF), 0, 0] }
            default: units = text.unicodeScalars.flatMap { [0, 0, UInt8($0.value >> 8 & 0xFF), UInt8($0.value & 0xFF)] }
            }
            #expect(PropertyListFormat.detect(mark.byteOrderMark + units) == (expected == .binary ? nil : expected))
        }
    }

    @Test("single-byte encodings named in the XML declaration")
    func declaredEncodings() throws {
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist><string>".utf8) + [0xE9]
            + Array("</string></plist>".utf8)
        let document = PropertyListDocument(bytes: latin1, path: "l.plist")
        #expect(document.root?.value == .string("é"))
        #expect(document.encoding == nil)
        #expect(document.root?.location?.line == 2)
        let windows = Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?><plist><string>".utf8) + [0x80, 0x93]
            + Array("</string></plist>".utf8)
        #expect(PropertyListDocument(bytes: windows, path: "w.plist").root?.value == .string("€“"))
        #expect(plistFoundationValue(windows) == .string("€“"))
    }

    @Test("a leading U+FEFF in a string is dropped, as Apple drops it, and reported")
    func leadingByteOrderMark() throws {
        let text = "<plist>\n<dict><key>\u{FEFF}k</key><string>\u{FEFF}v\u{FEFF}</string></dict></plist>"
        let document = PropertyListDocument(bytes: Array(text.utf8), path: "b.plist")
        let entry = try #require(document.root?.value.dictionaryValue?.entries.first)
        #expect(entry.key == "k")
        #expect(entry.value.value == .string("v\u{FEFF}"))
        #expect(document.issues.map(\.problem) == [.strayByteOrderMark, .strayByteOrderMark])
        #expect(document.issues.map(\.location?.column) == [7, 20])
        #expect(document.issues.allSatisfy { $0.consequence == .textChanged })
        #expect(plistFoundationValue(Array(text.utf8)) == .dictionary(["k": .string("v\u{FEFF}")]))
    }

    @Test("mutated files read as Foundation reads them")
    func mutations() throws {
        let tree: [String: Any] = [
            "a": "x & y", "b": [1, 2.5, true, "é"], "c": ["k": Data([1, 2, 3])], "d": Date(timeIntervalSinceReferenceDate: 86_400),
        ]
        let bases = [
            try plistFoundationBytes(tree, .xml),
            Array(("<?xml version=\"1.0\"?>\n<!-- c --><plist><array><string>a&#233;<![CDATA[<x>]]>&lt;</string>"
                + "<integer>-0x1F</integer><real> 1e3</real><date>2001-01-01T00:00:00Z</date><key>k</key>"
                + "<dict><key>a</key><key/></dict><false></false><?pi?></array></plist>").utf8),
        ]
        let alphabet = Array("<>/&;#x!-[]?\"' \nakdeystring0123Z=+".utf8) + [0xC3, 0xFF, 0xEF, 0xBB, 0xBF]
        var random = SeededRandom(seed: 7)
        for _ in 0..<5_000 {
            var bytes = bases.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = alphabet.randomElement(using: &random)!
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: index)
                default: bytes.remove(at: index)
                }
            }
            let mine = PropertyListDocument(bytes: bytes, path: "m.plist").root.map { PlistSnapshot($0.value) }
            let theirs = plistFoundationValue(bytes)
            // Foundation on Linux reads a stray 0xA9 byte as U+FFFD, but rejects every other invalid UTF-8.
            if mine == nil, theirs != nil, firstInvalidUTF8(bytes[...]) != nil { continue }
            #expect(mine == theirs, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    @Test("random markup never crashes or hangs the reader")
    func randomMarkup() {
        let pieces = [
            "<plist>", "</plist>", "<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>",
            "<integer>", "</integer>", "<real>", "<date>", "<data>", "</data>", "<true/>", "<string/>", "<!--", "-->",
            "<?", "?>", "<![CDATA[", "]]>", "&", "&#", "&#x", ";", "amp;", "<", ">", "/", " ", "\n", "\r", "é", "😀", "1",
            "x", "<!DOCTYPE plist", "[", "\u{FEFF}", "encoding=\"", "<?xml ",
        ]
        var random = SeededRandom(seed: 99)
        let started = ContinuousClock.now
        for _ in 0..<20_000 {
            var bytes = Array((0..<Int.random(in: 0..<40, using: &random))
                .map { _ in pieces.randomElement(using: &random)! }.joined().utf8)
            if Int.random(in: 0..<4, using: &random) == 0, !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            let document = PropertyListDocument(xml: bytes, path: "r.plist")
            #expect(document.root != nil || !document.issues.isEmpty)
        }
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test("the Info.plist of a real bundle gives its development region")
    func infoPlist() throws {
        let xml = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string>
            <key>CFBundleVersion</key><string>2102</string></dict></plist>
            """.utf8)
        #expect(PropertyListDocument(bytes: xml, path: "Info.plist").string(forKey: "CFBundleDevelopmentRegion") == "en")
        let binary = try plistFoundationBytes(["CFBundleDevelopmentRegion": "fr", "n": 1], .binary)
        let document = PropertyListDocument(bytes: binary, path: "Info.plist")
        #expect(document.string(forKey: "CFBundleDevelopmentRegion") == "fr")
        #expect(document.string(forKey: "n") == nil)
        #expect(document.string(forKey: "missing") == nil)
    }

    @Test("the ArcGIS bundle's Info.plist, when the corpora are present",
          .enabled(if: PlistCorpus.root != nil, "needs ../shared/corpora beside the package"))
    func arcgisInfoPlist() throws {
        let url = try #require(PlistCorpus.root).appendingPathComponent("arcgis-runtime-ios-100.3/ArcGIS.bundle/Info.plist")
        let document = PropertyListDocument(bytes: Array(try Data(contentsOf: url)), path: "Info.plist")
        #expect(document.issues.isEmpty)
        #expect(document.string(forKey: "CFBundleDevelopmentRegion") == "en")
        #expect(document.root.map { PlistSnapshot($0.value) } == plistFoundationValue(Array(try Data(contentsOf: url))))
    }
}

/// `../shared/corpora` beside the package root, found from this file's path, or `nil` when it is absent.
enum PlistCorpus {
    static var root: URL? { SharedFolder.corpora }
}
