/// The code units of a decoded text file: UTF-8 bytes or UTF-16 code units, without the byte order mark.
enum DecodedUnits: Sendable {
    case utf8([UInt8])
    case utf16([UInt16])
}

/// Text decoded from a file's bytes for the `.strings` parser, with the encoding problems found on the way. Units are
/// UTF-8 for a UTF-8 file and for well-formed UTF-16 (transcoded); `encoding` is the file's own.
struct DecodedText: Sendable {
    var units: DecodedUnits
    var encoding: TextEncoding
    var hasByteOrderMark: Bool
    var issues: [PendingIssue]
}

/// Decodes the bytes of a text file: the encoding from its byte order mark, else UTF-8, with UTF-16 that lacks a
/// mark recognised and reported.
enum TextDecoder {
    /// The most invalid byte sequences reported for one file; the rest are like them.
    static let maximumReportedSequences = 10

    /// Decodes `bytes`, reporting problems against `file`.
    static func decode(_ bytes: [UInt8], file: String) -> DecodedText {
        if let encoding = TextEncoding.fromByteOrderMark(bytes) {
            let markLength = encoding.byteOrderMark.count
            if encoding == .utf16LittleEndian || encoding == .utf16BigEndian {
                return decodeUTF16(
                    bytes, from: markLength, bigEndian: encoding == .utf16BigEndian, hasByteOrderMark: true, file: file)
            }
            return decode(Array(bytes.dropFirst(markLength)), as: encoding, hasByteOrderMark: true, file: file)
        }
        if let littleEndian = unmarkedUTF16Order(bytes) {
            let encoding: TextEncoding = littleEndian ? .utf16LittleEndian : .utf16BigEndian
            var text = decode(bytes, as: encoding, hasByteOrderMark: false, file: file)
            let issue = PendingIssue(
                problem: .unmarkedUTF16(littleEndian: littleEndian), location: nil, offset: 0, effect: .rejects)
            text.issues.insert(issue, at: 0)
            return text
        }
        return decode(bytes, as: .utf8, hasByteOrderMark: false, file: file)
    }

    private static func decode(
        _ body: [UInt8], as encoding: TextEncoding, hasByteOrderMark: Bool, file: String
    ) -> DecodedText {
        switch encoding {
        case .utf8:
            let issues = invalidUTF8Issues(body, file: file)
            return DecodedText(units: .utf8(body), encoding: encoding, hasByteOrderMark: hasByteOrderMark, issues: issues)
        case .utf16LittleEndian, .utf16BigEndian:
            return decodeUTF16(
                body, from: 0, bigEndian: encoding == .utf16BigEndian, hasByteOrderMark: hasByteOrderMark, file: file)
        case .utf32LittleEndian, .utf32BigEndian:
            return decodeUTF32(body, bigEndian: encoding == .utf32BigEndian, hasByteOrderMark: hasByteOrderMark, file: file)
        }
    }

    /// Whether BOM-less bytes look like UTF-16: NUL in every other byte of ASCII-heavy text. `true` for little-endian.
    static func unmarkedUTF16Order(_ bytes: [UInt8]) -> Bool? {
        let sample = bytes.prefix(1024)
        guard sample.count >= 4 else { return nil }
        var evenZeros = 0
        var oddZeros = 0
        for (index, byte) in sample.enumerated() where byte == 0 {
            if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let pairs = sample.count / 2
        if oddZeros * 3 >= pairs && evenZeros * 20 < oddZeros { return true }
        if evenZeros * 3 >= pairs && oddZeros * 20 < evenZeros { return false }
        return nil
    }

    private static func invalidUTF8Issues(_ bytes: [UInt8], file: String) -> [PendingIssue] {
        var issues: [PendingIssue] = []
        bytes.withUnsafeBufferPointer { buffer in
            var counter = LineColumnCounter<UInt8>()
            var index = 0
            while true {
                index = validUTF8End(buffer, from: index)
                guard index < buffer.count else { break }
                if issues.count < maximumReportedSequences {
                    let (line, column) = counter.position(of: index, in: buffer)
                    issues.append(PendingIssue(
                        problem: .invalidUTF8(byte: buffer[index]),
                        location: SourceLocation(file: file, line: line, column: column),
                        offset: index, effect: .rejects))
                }
                index += 1
            }
        }
        return issues
    }

    /// The offset of the first byte at or after `index` that does not start a valid UTF-8 sequence (the end when all
    /// do): ASCII eight bytes at a time, two- and three-byte sequences checked inline.
    private static func validUTF8End(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return index }
        let count = bytes.count
        var index = index
        while index < count {
            if index + 8 <= count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let high = word & 0x8080_8080_8080_8080
                if high == 0 {
                    index += 8
                    continue
                }
                index += high.trailingZeroBitCount / 8
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
            } else if lead >= 0xC2 && lead <= 0xDF && index + 1 < count && bytes[index + 1] & 0xC0 == 0x80 {
                index += 2
            } else if lead >= 0xE1 && lead <= 0xEC && index + 2 < count && bytes[index + 1] & 0xC0 == 0x80
                        && bytes[index + 2] & 0xC0 == 0x80 {
                index += 3
            } else {
                let length = validUTF8SequenceLength(bytes, at: index)
                guard length > 0 else { return index }
                index += length
            }
        }
        return index
    }

    /// The length of the valid UTF-8 sequence at `index` (whose first byte is not ASCII), or 0 when it is invalid.
    static func validUTF8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= lower && second <= upper else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// Decodes UTF-16 after `start`: well-formed text is transcoded to UTF-8 in one pass, so that the parser reads
    /// bytes as for a UTF-8 file; text with an unpaired surrogate or an odd byte is kept as code units, so that the
    /// problem is reported where it is and the writer gives the same units back.
    private static func decodeUTF16(
        _ bytes: [UInt8], from start: Int, bigEndian: Bool, hasByteOrderMark: Bool, file: String
    ) -> DecodedText {
        let encoding: TextEncoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
        let transcoded = bytes.withUnsafeBytes { raw in
            UTF16Transcoding.utf8(of: UnsafeRawBufferPointer(rebasing: raw[start...]), bigEndian: bigEndian)
        }
        if let transcoded {
            return DecodedText(units: .utf8(transcoded), encoding: encoding, hasByteOrderMark: hasByteOrderMark, issues: [])
        }
        let count = (bytes.count - start) / 2
        let swapped = bigEndian != (UInt16(bigEndian: 1) == 1)
        // The code units copied as they are, then put in the machine's order when it differs from the file's.
        let units = [UInt16](unsafeUninitializedCapacity: count) { out, initialized in
            bytes.withUnsafeBytes { raw in
                UnsafeMutableRawBufferPointer(out).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: raw[start..<(start + 2 * count)]))
            }
            if swapped {
                for index in 0..<count { out[index] = out[index].byteSwapped }
            }
            initialized = count
        }
        var issues = unpairedSurrogateIssues(units, file: file)
        if (bytes.count - start) % 2 == 1 {
            let location = units.withUnsafeBufferPointer { buffer in
                var counter = LineColumnCounter<UInt16>()
                let (line, column) = counter.position(of: count, in: buffer)
                return SourceLocation(file: file, line: line, column: column)
            }
            issues.append(PendingIssue(problem: .truncatedUTF16, location: location, offset: count, effect: .none))
        }
        return DecodedText(units: .utf16(units), encoding: encoding, hasByteOrderMark: hasByteOrderMark, issues: issues)
    }

    private static func unpairedSurrogateIssues(_ units: [UInt16], file: String) -> [PendingIssue] {
        var issues: [PendingIssue] = []
        // Most files have no surrogate at all: one pass with no branch finds out.
        guard units.withUnsafeBufferPointer(UInt16.hasSurrogate) else { return [] }
        units.withUnsafeBufferPointer { buffer in
            var counter = LineColumnCounter<UInt16>()
            var index = 0
            while index < buffer.count {
                let unit = buffer[index]
                if unit & 0xF800 != 0xD800 {
                    index += 1
                    continue
                }
                if unit < 0xDC00, index + 1 < buffer.count, buffer[index + 1] & 0xFC00 == 0xDC00 {
                    index += 2
                    continue
                }
                if issues.count < maximumReportedSequences {
                    let (line, column) = counter.position(of: index, in: buffer)
                    issues.append(PendingIssue(
                        problem: .unpairedSurrogate(unit),
                        location: SourceLocation(file: file, line: line, column: column),
                        offset: index, effect: .changesText))
                }
                index += 1
            }
        }
        return issues
    }

    private static func decodeUTF32(
        _ body: [UInt8], bigEndian: Bool, hasByteOrderMark: Bool, file: String
    ) -> DecodedText {
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var valid = body.count % 4 == 0
        var index = 0
        while index + 4 <= body.count {
            let bytes = (0..<4).map { UInt32(body[index + $0]) }
            let value = bigEndian
                ? bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
                : bytes[3] << 24 | bytes[2] << 16 | bytes[1] << 8 | bytes[0]
            if let scalar = Unicode.Scalar(value) {
                units.append(contentsOf: UTF16.encode(scalar)!)
            } else {
                units.append(0xFFFD)
                valid = false
            }
            index += 4
        }
        let issues = valid ? [] : [PendingIssue(problem: .invalidUTF32, location: nil, offset: 0, effect: .rejects)]
        let encoding: TextEncoding = bigEndian ? .utf32BigEndian : .utf32LittleEndian
        return DecodedText(units: .utf16(units), encoding: encoding, hasByteOrderMark: hasByteOrderMark, issues: issues)
    }
}
