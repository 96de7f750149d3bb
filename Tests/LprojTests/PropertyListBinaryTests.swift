import Foundation
import Testing

@testable import Lproj
import TestSupport

/// A binary property list made by hand: `objects` in order, 1-byte references and 2-byte offsets by default.
func handMadeBinaryPlist(
    _ objects: [[UInt8]], top: Int = 0, referenceSize: UInt8 = 1, offsetSize: Int = 2, header: String = "bplist00"
) -> [UInt8] {
    var bytes = Array(header.utf8)
    var offsets: [Int] = []
    for object in objects {
        offsets.append(bytes.count)
        bytes += object
    }
    let table = bytes.count
    for offset in offsets { bytes += (0..<offsetSize).reversed().map { UInt8(truncatingIfNeeded: offset >> ($0 * 8)) } }
    func bigEndian(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), referenceSize]
    bytes += bigEndian(objects.count) + bigEndian(top) + bigEndian(table)
    return bytes
}

/// The one reason a binary property list is rejected, or a description of what went wrong instead.
func binaryFailure(_ bytes: [UInt8]) -> String {
    let document = PropertyListDocument(bytes: bytes, path: "b.plist")
    guard document.root == nil, document.issues.count == 1, let issue = document.issues.first,
          case .malformedBinaryPropertyList(let reason) = issue.problem
    else { return "not rejected: \(document.root.map { "\($0.value)" } ?? "nil"), \(document.issues)" }
    #expect(issue.location == nil)
    #expect(issue.consequence == .fileRejected(lostEntries: 0))
    return reason
}

@Suite("PropertyList binary reader")
struct PropertyListBinaryTests {
    @Test("every kind of object")
    func objects() throws {
        let bytes = handMadeBinaryPlist([
            [0xAF, 0x10, 14, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
            [0x00], [0x08], [0x09],
            [0x10, 0xFF], [0x11, 0x01, 0x00], [0x12, 0xFF, 0xFF, 0xFF, 0xFF], [0x13] + [UInt8](repeating: 0xFF, count: 8),
            [0x22, 0x3F, 0xC0, 0x00, 0x00], [0x33, 0x41, 0xC0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
            [0x42, 0xDE, 0xAD], [0x53, 0x61, 0xE9, 0x63], [0x62, 0xD8, 0x3D, 0xDE, 0x00],
            [0x81, 0x01, 0x00], [0xC1, 4],
        ])
        let document = PropertyListDocument(bytes: bytes, path: "b.plist")
        #expect(document.format == .binary)
        #expect(document.encoding == nil)
        #expect(document.issues.isEmpty)
        let values = try #require(document.root?.value.arrayValue).map(\.value)
        #expect(values == [
            .null, .bool(false), .bool(true), .integer(255), .integer(256), .integer(4_294_967_295), .integer(-1),
            .real(1.5), .date(secondsSinceReferenceDate: 536_870_912), .data([0xDE, 0xAD]), .string("aéc"),
            .string("😀"), .uid(256), .set([PropertyListNode(.integer(255))]),
        ])
        #expect(document.root?.location == nil)
    }

    @Test("integers of 16 bytes, lengths after 0xF, references of 2 bytes")
    func sizes() throws {
        var objects: [[UInt8]] = [[0xA3, 0x00, 0x01, 0x00, 0x02, 0x00, 0x03]]
        objects.append([0x14] + [UInt8](repeating: 0, count: 8) + [0x80] + [UInt8](repeating: 0, count: 7))
        objects.append([0x5F, 0x10, 0x03] + Array("abc".utf8))
        objects.append([0x4F, 0x13, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x01, 0x02])
        let bytes = handMadeBinaryPlist(objects, referenceSize: 2)
        let values = try #require(PropertyListDocument(bytes: bytes, path: "b").root?.value.arrayValue).map(\.value)
        #expect(values == [.unsignedInteger(1 << 63), .string("abc"), .data([1, 2])])
    }

    @Test("objects shared by several containers are read once and shared")
    func sharing() throws {
        let bytes = handMadeBinaryPlist([[0xA3, 1, 1, 1], [0x51, 0x78]])
        let values = try #require(PropertyListDocument(bytes: bytes, path: "b").root?.value.arrayValue).map(\.value)
        #expect(values == [.string("x"), .string("x"), .string("x")])
    }

    @Test("duplicate keys: the first wins in a binary file, as CoreFoundation keeps it")
    func duplicateKeys() throws {
        let bytes = handMadeBinaryPlist([[0xD2, 1, 1, 2, 3], [0x51, 0x6B], [0x51, 0x31], [0x51, 0x32]])
        let dictionary = try #require(PropertyListDocument(bytes: bytes, path: "b").root?.value.dictionaryValue)
        #expect(dictionary.entries.count == 2)
        #expect(dictionary["k"]?.value == .string("1"))
        #expect(plistFoundationValue(bytes) == .dictionary(["k": .string("1")]))
        let strings = StringsPropertyListReader.read(bytes, path: "b.strings")
        #expect(strings.entries.map(\.value) == ["1", "2"])
        #expect(strings.runtimeEntryCount == 1)
        #expect(strings.table == ["k": "1"])
        #expect(strings.runtimeTable == ["k": "1"])
        #expect(strings.entriesByKey.mapValues(\.value) == ["k": "1"])
    }

    @Test("a dictionary key that is no string is left out with a warning")
    func nonStringKey() throws {
        let bytes = handMadeBinaryPlist([[0xD2, 1, 2, 3, 3], [0x10, 0x05], [0x51, 0x6B], [0x51, 0x76]])
        let document = PropertyListDocument(bytes: bytes, path: "b.plist")
        #expect(document.root?.value.dictionaryValue?.keys == ["k"])
        #expect(document.issues.map(\.problem) == [
            .malformedBinaryPropertyList("a key of dictionary object 0 is an integer, not a string; the pair is left out"),
        ])
    }

    @Test("an unpaired surrogate in UTF-16 text is read as U+FFFD and reported")
    func unpairedSurrogate() {
        let bytes = handMadeBinaryPlist([[0x62, 0xD8, 0x00, 0x00, 0x41]])
        let document = PropertyListDocument(bytes: bytes, path: "b.plist")
        #expect(document.root?.value == .string("\u{FFFD}A"))
        #expect(document.issues.map(\.problem) == [.unpairedSurrogate(0xD800)])
        #expect(document.issues.first?.consequence == .textChanged)
    }

    @Test("every defect has its reason", arguments: [
        (handMadeBinaryPlist([[0x09]], header: "bplist15"), "version \"15\" is not supported (Apple's parser reads version 0x, as in bplist00)"),
        (Array("bplist00".utf8) + [UInt8](repeating: 0, count: 20), "the file is 28 bytes long, too short for a binary property list"),
        (handMadeBinaryPlist([[0x09]], top: 1), "the root object 1 is not among the 1 objects"),
        (handMadeBinaryPlist([[0x09]], referenceSize: 0), "the trailer gives 0 bytes per object reference"),
        (handMadeBinaryPlist([[0xA1, 0]]), "object 0 contains itself"),
        (handMadeBinaryPlist([[0xA1, 1], [0xD1, 2, 0], [0x51, 0x6B]]), "object 0 contains itself"),
        (handMadeBinaryPlist([[0xA1, 7]]), "object 0 refers to object 7, but there are only 1"),
        (handMadeBinaryPlist([[0xAF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]),
         "object 0 claims a length of 9223372036854775807, more than the file holds"),
        (handMadeBinaryPlist([[0xAF, 0x12, 0x00, 0x10, 0x00, 0x00]]),
         "object 0 claims a length of 1048576, more than the file holds"),
        (handMadeBinaryPlist([[0xAF, 0x10, 0x05]]), "object 0 claims 5 members, but only 0 references fit in the file"),
        (handMadeBinaryPlist([[0xDF, 0x10, 0x02, 1, 1, 1], [0x51, 0x41]]),
         "object 0 refers to object 81, but there are only 2"),
        (handMadeBinaryPlist([[0x5F, 0x10, 0x05, 0x41]]),
         "object 0 needs 5 bytes at byte 11, but only 1 remain before the offset table"),
        (handMadeBinaryPlist([[0x6F, 0x10, 0x02, 0x00, 0x41]]),
         "object 0 needs 4 bytes at byte 11, but only 2 remain before the offset table"),
        (handMadeBinaryPlist([[0x5F, 0x51, 0x41]]), "object 0 has a length that is not an integer object (marker 0x51)"),
        (handMadeBinaryPlist([[0x60]]), "object 0 is an empty UTF-16 string, which Apple's parser rejects"),
        (handMadeBinaryPlist([[0x0F]]), "object 0 has the unknown marker 0x0F"),
        (handMadeBinaryPlist([[0x15, 0]]), "object 0 is an integer of 32 bytes (1 to 16 are valid)"),
        (handMadeBinaryPlist([[0x21, 0, 0]]), "object 0 is a real of 2 bytes (4 or 8 are valid)"),
        (handMadeBinaryPlist([[0x72, 0xC3, 0xA9]]),
         "object 0 is a UTF-8 string (marker 0x7_), which bplist00 does not have; Apple's parser rejects it"),
        (handMadeBinaryPlist([[0x84, 1, 0, 0, 0, 0]]), "object 0 is a UID above 4294967295"),
        (handMadeBinaryPlist([[0xB0]]), "object 0 is an ordered set (marker 0xB_), which Apple's parser rejects"),
        (handMadeBinaryPlist([[0xE0]]), "object 0 has the unknown marker 0xE0"),
        (handMadeBinaryPlist([[0x13, 0, 0]]), "object 0 needs 8 bytes at byte 9, but only 2 remain before the offset table"),
        (handMadeBinaryPlist([[0xD1, 1, 2], [0xA0], [0x09]]), "object 1, a dictionary key, is a container, not a string"),
    ])
    func defects(bytes: [UInt8], reason: String) {
        #expect(binaryFailure(bytes) == reason)
    }

    @Test("the trailer's arithmetic is checked")
    func trailer() {
        var bytes = handMadeBinaryPlist([[0x09]])
        bytes[bytes.count - 24] = 0x40  // 2^62+1 objects
        #expect(binaryFailure(bytes).hasPrefix("the offset table of 4611686018427387905 objects"))
        var wide = handMadeBinaryPlist((0..<300).map { _ in [0x09] }, referenceSize: 1)
        #expect(binaryFailure(wide) == "1-byte object references cannot reach all 300 objects")
        wide = handMadeBinaryPlist([[0x09]], offsetSize: 1)
        #expect(PropertyListDocument(bytes: wide, path: "b").root?.value == .bool(true))
        var early = handMadeBinaryPlist([[0x09]])
        early[early.count - 1] = 5
        #expect(binaryFailure(early) == "the offset table starts at byte 5, outside the objects of the file")
        var far = handMadeBinaryPlist([[0x09], [0x08]])
        far[far.count - 32 - 1] = 0xFF  // the second offset points past the objects
        #expect(binaryFailure(far) == "object 1 is at byte 255, past the objects of the file")
    }

    @Test("nesting deeper than the limit is an error, not a crash")
    func deepNesting() {
        let depth = 2_000
        let objects = (0..<depth).map { index in index + 1 < depth ? [0xA1, 0, 0] : [0xA0] as [UInt8] }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(bytes.count)
            bytes += index + 1 < depth ? [0xA1, UInt8((index + 1) >> 8), UInt8((index + 1) & 0xFF)] : object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2] + [0, 0, 0, 0, 0, 0, UInt8(depth >> 8), UInt8(depth & 0xFF)]
        bytes += [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, UInt8(table >> 8), UInt8(table & 0xFF)]
        #expect(binaryFailure(bytes) == "containers nest deeper than 512 levels")
    }

    @Test("objects shared exponentially are refused before they hang a reader")
    func exponentialSharing() {
        // Object i is an array holding object i+1 twice: 2^60 values once expanded.
        let levels = 60
        let objects = (0..<levels).map { index in
            index + 1 < levels ? [0xA2, UInt8(index + 1), UInt8(index + 1)] : [0x51, 0x78] as [UInt8]
        }
        let started = ContinuousClock.now
        #expect(binaryFailure(handMadeBinaryPlist(objects))
            == "the objects expand to more than 10000000 values (an object shared too often)")
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test("a truncated file is rejected at every length, as Foundation rejects it")
    func truncations() throws {
        let tree: [String: Any] = ["title": "Zürich 😀", "list": [1, 2.5, true, Data([1, 2])], "nested": ["a": "b"]]
        let bytes = try plistFoundationBytes(tree, .binary)
        for length in 0..<bytes.count {
            let prefix = Array(bytes.prefix(length))
            let document = PropertyListDocument(binary: prefix, path: "t.plist")
            #expect(document.root == nil, "length \(length)")
            #expect(document.issues.count == 1, "length \(length)")
            // Up to 8 bytes, Foundation falls back to the old-style text parser and reads a word.
            if length > 8 { #expect(plistFoundationValue(prefix) == nil, "length \(length)") }
        }
        #expect(PropertyListDocument(binary: bytes, path: "t.plist").issues.isEmpty)
    }

    @Test("random bytes after the header never crash or hang the reader")
    func randomBytes() {
        var random = SeededRandom(seed: 42)
        let started = ContinuousClock.now
        for _ in 0..<20_000 {
            let length = Int.random(in: 0..<200, using: &random)
            var bytes = Array("bplist00".utf8) + (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            if Bool.random(using: &random), bytes.count >= 40 {
                // A plausible trailer, so that the objects are read too.
                let objects = UInt8.random(in: 1...8, using: &random)
                let table = UInt8(bytes.count - 32 - Int(objects))
                bytes.replaceSubrange((bytes.count - 32)..., with: [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, objects]
                    + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, max(9, table)])
            }
            let document = PropertyListDocument(bytes: bytes, path: "r.plist")
            #expect(document.root != nil || !document.issues.isEmpty)
        }
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test("mutated files read as Foundation reads them")
    func mutations() throws {
        let tree: [String: Any] = [
            "a": "x & y", "b": [1, 2.5, true, "é", -7, 300, 70_000], "c": ["k": Data([1, 2, 3]), "long": String(repeating: "z", count: 20)],
            "d": Date(timeIntervalSinceReferenceDate: 86_400), "e": "日本",
        ]
        let base = try plistFoundationBytes(tree, .binary)
        var random = SeededRandom(seed: 12)
        var compared = 0
        for _ in 0..<5_000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 8..<bytes.count, using: &random)
                bytes[index] = Bool.random(using: &random)
                    ? UInt8.random(in: 0...255, using: &random) : bytes[index] ^ 1 << UInt8.random(in: 0..<8, using: &random)
            }
            // Foundation on Linux crashes bridging a set (marker 0xC_); keys that are no strings are left out here.
            if bytes.contains(where: { $0 >> 4 == 0xC }) { continue }
            let document = PropertyListDocument(bytes: bytes, path: "m.plist")
            if document.issues.contains(where: { $0.description.contains("not a string") }) { continue }
            compared += 1
            #expect(document.root.map { PlistSnapshot($0.value) } == plistFoundationValue(bytes))
        }
        #expect(compared > 2_000)
    }
}
