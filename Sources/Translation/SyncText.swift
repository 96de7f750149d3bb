import Lproj

/// The text sync appends to a `.strings` file: new entries, each after a blank line with its comment above it.
enum SyncText {
    /// `old` followed by `entries`, in `encoding` with `lineEnding`; a line break comes first when `old` does not end
    /// with one. An empty `old` gives a new file of just the entries.
    static func appending(
        _ entries: [StringsEntry], to old: [UInt8], encoding: TextEncoding, lineEnding: String
    ) -> [UInt8] {
        var text = old.isEmpty || endsWithLineBreak(old, encoding: encoding) ? "" : lineEnding
        for (index, entry) in entries.enumerated() {
            if !old.isEmpty || index > 0 { text += lineEnding }
            if let comment = entry.comment {
                text += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */" + lineEnding
            }
            text += StringsWriter.render(entry) + lineEnding
        }
        return old + encode(text, as: encoding)
    }

    private static func endsWithLineBreak(_ bytes: [UInt8], encoding: TextEncoding) -> Bool {
        ["\n", "\r"].map { encode($0, as: encoding) }.contains { bytes.suffix($0.count).elementsEqual($0) }
    }

    /// `text` in `encoding`, without a byte order mark.
    static func encode(_ text: String, as encoding: TextEncoding) -> [UInt8] {
        switch encoding {
        case .utf8:
            Array(text.utf8)
        case .utf16LittleEndian:
            text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian:
            text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .utf32LittleEndian, .utf32BigEndian:
            text.unicodeScalars.flatMap { scalar -> [UInt8] in
                let little = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
                return encoding == .utf32LittleEndian ? little : little.reversed()
            }
        }
    }
}
