extension TextEncoding {
    /// `text` in this encoding, without a byte order mark.
    public func bytes(of text: String) -> [UInt8] {
        switch self {
        case .utf8: Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian: bytes(ofUTF16: text.utf16)
        case .utf32LittleEndian, .utf32BigEndian:
            text.unicodeScalars.flatMap { scalar -> [UInt8] in
                let little = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
                return self == .utf32LittleEndian ? little : little.reversed()
            }
        }
    }

    /// UTF-16 code units in this encoding: copied in its byte order for UTF-16, transcoded otherwise (an unpaired
    /// surrogate becomes U+FFFD).
    func bytes<Units: Collection<UInt16>>(ofUTF16 units: Units) -> [UInt8] {
        switch self {
        case .utf16LittleEndian: units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian: units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        default: bytes(of: String(decoding: units, as: UTF16.self))
        }
    }
}
