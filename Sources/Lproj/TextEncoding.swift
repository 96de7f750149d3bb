/// The character encoding of a text file, as found from its byte order mark or its content.
public enum TextEncoding: String, Sendable, Hashable, Codable, CaseIterable {
    /// UTF-8, with or without a byte order mark.
    case utf8 = "utf-8"
    /// UTF-16, least significant byte first.
    case utf16LittleEndian = "utf-16le"
    /// UTF-16, most significant byte first.
    case utf16BigEndian = "utf-16be"
    /// UTF-32, least significant byte first.
    case utf32LittleEndian = "utf-32le"
    /// UTF-32, most significant byte first.
    case utf32BigEndian = "utf-32be"

    /// The byte order mark that announces this encoding.
    public var byteOrderMark: [UInt8] {
        switch self {
        case .utf8: [0xEF, 0xBB, 0xBF]
        case .utf16LittleEndian: [0xFF, 0xFE]
        case .utf16BigEndian: [0xFE, 0xFF]
        case .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00]
        case .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF]
        }
    }

    /// Finds the encoding announced by a byte order mark at the start of `bytes`, if there is one.
    ///
    /// UTF-32 LE is tested before UTF-16 LE, whose mark is its prefix.
    public static func fromByteOrderMark<C: Collection<UInt8>>(_ bytes: C) -> TextEncoding? {
        for encoding in [TextEncoding.utf32LittleEndian, .utf32BigEndian, .utf8, .utf16LittleEndian, .utf16BigEndian]
        where bytes.starts(with: encoding.byteOrderMark) {
            return encoding
        }
        return nil
    }
}

/// How lines end in a text file.
public enum LineEnding: String, Sendable, Hashable, Codable {
    /// `\n`, as on Unix and macOS.
    case lf
    /// `\r\n`, as on Windows.
    case crlf
    /// A lone `\r`, as on classic Mac OS.
    case cr
    /// More than one kind in the same file.
    case mixed
    /// The file has no line break at all.
    case none

    /// The characters that end a line in this style; `\n` where the file has none or several.
    public var text: String {
        switch self {
        case .crlf: "\r\n"
        case .cr: "\r"
        case .lf, .mixed, .none: "\n"
        }
    }
}
