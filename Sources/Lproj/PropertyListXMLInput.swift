/// The bytes of an XML property list as UTF-8 text, with the encoding they were stored in.
///
/// The byte order mark decides (UTF-8, UTF-16, UTF-32); without one, the `encoding` of the XML declaration
/// (UTF-8, US-ASCII, ISO-8859-1 and Windows-1252 are supported, as CoreFoundation on Linux supports them).
struct PropertyListXMLInput {
    /// The text in UTF-8, without a byte order mark; up to the failure when there is one.
    var text: [UInt8] = []
    /// The encoding, or `nil` for a single-byte encoding that `TextEncoding` does not name.
    var encoding: TextEncoding? = .utf8
    /// Whether the bytes start with a byte order mark.
    var hasByteOrderMark = false
    /// Problems that do not stop reading (an odd byte at the end of UTF-16).
    var warnings: [ParseProblem] = []
    /// Why the bytes cannot be read as text; its offset is the end of `text`.
    var failure: PropertyListReadError?

    init(_ bytes: [UInt8]) {
        if let mark = TextEncoding.fromByteOrderMark(bytes) {
            hasByteOrderMark = true
            encoding = mark
            let body = bytes[mark.byteOrderMark.count...]
            switch mark {
            case .utf8: text = Array(body)
            case .utf16LittleEndian, .utf16BigEndian: decodeUTF16(body, littleEndian: mark == .utf16LittleEndian)
            case .utf32LittleEndian, .utf32BigEndian: decodeUTF32(body, littleEndian: mark == .utf32LittleEndian)
            }
            return
        }
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) {
            failure = PropertyListReadError(
                "UTF-16 text without a byte order mark", at: 0, problem: .unmarkedUTF16(littleEndian: bytes[1] == 0))
            return
        }
        text = bytes
        guard let (name, offset) = Self.declaredEncoding(bytes) else { return }
        switch Self.normalizedEncodingName(name) {
        case "utf8", "usascii", "ascii":
            break
        case "iso88591", "latin1", "isolatin1", "l1":
            encoding = nil
            text = Self.transcode(bytes) { Unicode.Scalar($0) }
        case "windows1252", "cp1252":
            encoding = nil
            text = Self.transcode(bytes, windows1252)
        default:
            text = Array(bytes[..<offset])
            failure = PropertyListReadError(
                "the declared encoding \(StringsWriter.quoted(name)) is not supported", at: offset)
        }
    }

    private mutating func decodeUTF16(_ body: ArraySlice<UInt8>, littleEndian: Bool) {
        if body.count % 2 == 1 { warnings.append(.truncatedUTF16) }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index + 1 < body.endIndex {
            let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        text.reserveCapacity(units.count)
        var position = 0
        while position < units.count {
            let unit = units[position]
            if UTF16.isLeadSurrogate(unit), position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) {
                let value = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(units[position + 1]) - 0xDC00)
                text.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
                position += 2
            } else if let scalar = Unicode.Scalar(unit) {
                text.append(contentsOf: UTF8.encode(scalar)!)
                position += 1
            } else {
                failure = PropertyListReadError(
                    "unpaired UTF-16 surrogate 0x\(String(unit, radix: 16, uppercase: true))", at: text.count)
                return
            }
        }
    }

    private mutating func decodeUTF32(_ body: ArraySlice<UInt8>, littleEndian: Bool) {
        var index = body.startIndex
        while index + 3 < body.endIndex {
            let quad = body[index..<index + 4].map(UInt32.init)
            let value = littleEndian
                ? quad[0] | quad[1] << 8 | quad[2] << 16 | quad[3] << 24
                : quad[0] << 24 | quad[1] << 16 | quad[2] << 8 | quad[3]
            guard let scalar = Unicode.Scalar(value) else {
                failure = PropertyListReadError(
                    "not a Unicode scalar in UTF-32", at: text.count, problem: .invalidUTF32)
                return
            }
            text.append(contentsOf: UTF8.encode(scalar)!)
            index += 4
        }
        if index != body.endIndex {
            failure = PropertyListReadError("UTF-32 length", at: text.count, problem: .invalidUTF32)
        }
    }

    /// The value of `encoding="..."` in an XML declaration at the very start, and the offset where it starts.
    ///
    /// Scanned as Apple's parser scans it: `encoding=` and a quote must follow each other directly, the search
    /// stops at the first `?` or `>`, and the name runs to the next matching quote.
    private static func declaredEncoding(_ bytes: [UInt8]) -> (String, Int)? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        var index = 5
        while true {
            guard index + 9 < bytes.count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: ">") else {
                return nil
            }
            if bytes[index..<(index + 9)].elementsEqual("encoding=".utf8) {
                index += 9
                break
            }
            index += 1
        }
        guard bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'"),
              let close = bytes[(index + 1)...].firstIndex(of: bytes[index])
        else { return nil }
        return (String(decoding: bytes[(index + 1)..<close], as: UTF8.self), index + 1)
    }

    /// An encoding name as Apple compares them: ASCII letters in lowercase and digits, with everything else and
    /// the leading zeros of a number left out (`ISO_8859-01` is `iso88591`); `nil` when it holds non-ASCII text.
    private static func normalizedEncodingName(_ name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        guard scalars.allSatisfy(\.isASCII) else { return nil }
        func isDigit(_ index: Int) -> Bool { index < scalars.count && ("0"..."9").contains(scalars[index]) }
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            if scalar == "0", !(index > 0 && isDigit(index - 1)), isDigit(index + 1) { continue }
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) { result.unicodeScalars.append(scalar) }
            if ("A"..."Z").contains(scalar) { result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) | 0x20)) }
        }
        return result
    }

    private static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (haystack.startIndex...(haystack.endIndex - needle.count)).first {
            haystack[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }

    private static func transcode(_ bytes: [UInt8], _ map: (UInt8) -> Unicode.Scalar) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte < 0x80 { out.append(byte) } else { out.append(contentsOf: UTF8.encode(map(byte))!) }
        }
        return out
    }
}

/// Windows-1252: Latin-1 except for 0x80...0x9F (the five undefined bytes map to C1 controls, as Windows does).
private func windows1252(_ byte: UInt8) -> Unicode.Scalar {
    let high: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ]
    guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
    return Unicode.Scalar(high[Int(byte) - 0x80])!
}
