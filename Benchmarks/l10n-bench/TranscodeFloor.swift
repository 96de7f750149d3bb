/// The least work any `.strings` parser must do on a file's bytes: UTF-16 transcoded to UTF-8, or UTF-8
/// validated, in one tight loop each. A parser's time over this floor's is what it spends parsing.
enum TranscodeFloor {
    /// The file's encoding by its byte order mark, as the reader and CoreFoundation take it.
    enum Encoding: String { case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE" }

    static func encoding(of bytes: [UInt8]) -> Encoding {
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE { return .utf16LE }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF { return .utf16BE }
        return .utf8
    }

    /// Transcodes or validates `bytes` into `scratch` (at least `3 * bytes.count / 2 + 4` bytes); returns the
    /// number of UTF-8 bytes, or of valid bytes, so that the work cannot be optimized away.
    static func run(_ bytes: [UInt8], scratch: UnsafeMutableBufferPointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { input in
            switch encoding(of: bytes) {
            case .utf8: return validateUTF8(input)
            case .utf16LE: return utf16ToUTF8(input, bigEndian: false, into: scratch)
            case .utf16BE: return utf16ToUTF8(input, bigEndian: true, into: scratch)
            }
        }
    }

    /// UTF-16 (after its byte order mark) to UTF-8 in `out`; an unpaired surrogate becomes U+FFFD.
    static func utf16ToUTF8(
        _ input: UnsafeBufferPointer<UInt8>, bigEndian: Bool, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        let count = input.count / 2
        var read = 1
        var written = 0
        @inline(__always) func unit(_ index: Int) -> UInt32 {
            let a = UInt32(input[2 * index]), b = UInt32(input[2 * index + 1])
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        while read < count {
            var scalar = unit(read)
            read += 1
            if scalar < 0x80 {
                out[written] = UInt8(truncatingIfNeeded: scalar)
                written += 1
                continue
            }
            if scalar < 0x800 {
                out[written] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
                out[written + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                written += 2
                continue
            }
            if scalar & 0xFC00 == 0xD800, read < count, unit(read) & 0xFC00 == 0xDC00 {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(read) - 0xDC00)
                read += 1
                out[written] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                out[written + 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
                out[written + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
                out[written + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                written += 4
                continue
            }
            if scalar & 0xF800 == 0xD800 { scalar = 0xFFFD }
            out[written] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            out[written + 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
            out[written + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            written += 3
        }
        return written
    }

    /// The length of the valid UTF-8 prefix of `input` (all of it for valid text), eight ASCII bytes at a time.
    static func validateUTF8(_ input: UnsafeBufferPointer<UInt8>) -> Int {
        let count = input.count
        var index = 0
        guard let base = input.baseAddress else { return 0 }
        while index < count {
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = input[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int, minimum: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return index
            }
            guard index + length <= count else { return index }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let next = input[index + offset]
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, scalar & 0xFFFF_F800 != 0xD800 else { return index }
            index += length
        }
        return index
    }
}
