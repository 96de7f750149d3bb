/// ASCII character classes used by the tokenizer and text helpers, as the HTML standard defines them.
enum ASCII {
    /// Whether `byte` is HTML whitespace: space, tab, line feed, form feed or carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C || byte == 0x0D
    }

    /// Whether `scalar` is HTML whitespace.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isWhitespace(UInt8(truncatingIfNeeded: scalar.value))
    }

    /// Whether `byte` is an ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= 0x61 && lower <= 0x7A
    }

    /// `byte` with ASCII upper-case letters lower-cased.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// `scalar` with ASCII upper-case letters lower-cased.
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0x41...0x5A).contains(scalar.value), let lower = Unicode.Scalar(scalar.value + 0x20) else { return scalar }
        return lower
    }
}
