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
        return old + encoding.bytes(of: text)
    }

    private static func endsWithLineBreak(_ bytes: [UInt8], encoding: TextEncoding) -> Bool {
        ["\n", "\r"].map { encoding.bytes(of: $0) }.contains { bytes.suffix($0.count).elementsEqual($0) }
    }
}
