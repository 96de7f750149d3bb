/// Re-encodes the generator's UTF-8 text as UTF-16LE with a byte order mark, as `.strings` files from older
/// Xcode versions are.
enum UTF16LittleEndian {
    /// `utf8` (valid UTF-8) as UTF-16LE bytes after `FF FE`.
    static func encode(utf8: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xFE]
        out.reserveCapacity(2 + utf8.count * 2)
        func unit(_ value: UInt32) {
            out.append(UInt8(truncatingIfNeeded: value))
            out.append(UInt8(truncatingIfNeeded: value >> 8))
        }
        var index = 0
        while index < utf8.count {
            let lead = UInt32(utf8[index])
            var scalar: UInt32
            switch lead {
            case 0..<0x80: scalar = lead; index += 1
            case 0xC0..<0xE0:
                scalar = (lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
                index += 2
            case 0xE0..<0xF0:
                scalar = (lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                index += 3
            default:
                scalar = (lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12
                    | UInt32(utf8[index + 2] & 0x3F) << 6 | UInt32(utf8[index + 3] & 0x3F)
                index += 4
            }
            if scalar >= 0x10000 {
                scalar -= 0x10000
                unit(0xD800 | scalar >> 10)
                unit(0xDC00 | scalar & 0x3FF)
            } else {
                unit(scalar)
            }
        }
        return out
    }
}
