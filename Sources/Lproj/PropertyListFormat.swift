/// How a property list is stored: XML text or binary (`bplist00`).
public enum PropertyListFormat: String, Sendable, Hashable, Codable {
    /// An XML property list.
    case xml
    /// A binary property list.
    case binary

    /// The matching `.strings` storage format.
    public var stringsFormat: StringsFormat {
        switch self {
        case .xml: .xml
        case .binary: .binary
        }
    }

    /// Whether `bytes` hold a property list, and which kind.
    ///
    /// Binary when the data starts with `bplist`; XML when, after an optional byte order mark (UTF-8, UTF-16 or
    /// UTF-32) and whitespace, it starts with `<?xml`, `<!DOCTYPE plist` or `<plist`. Anything else (such as an
    /// old-style `.strings` text) gives `nil`.
    public static func detect(_ bytes: [UInt8]) -> PropertyListFormat? {
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        // The longest mark has 15 scalars: the text is made of them and the next one, which must not change the
        // last character (a combining mark would), after the white space among the first 256 scalars; no more is
        // decoded (every `.strings` file is asked).
        var mark: [Unicode.Scalar] = []
        forEachLeadingScalar(of: bytes, limit: 256) { scalar in
            if mark.isEmpty && [" ", "\t", "\r", "\n"].contains(scalar) { return true }
            mark.append(scalar)
            return mark.count < 16
        }
        let start = String(String.UnicodeScalarView(mark))
        return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { start.hasPrefix($0) } ? .xml : nil
    }
}

/// Calls `body` with each of the first `limit` scalars of text in the encoding its byte order mark announces (UTF-8
/// without one), until `body` returns `false` or a scalar does not decode; the text is decoded only as far as that.
private func forEachLeadingScalar(of bytes: [UInt8], limit: Int, _ body: (Unicode.Scalar) -> Bool) {
    let announced = TextEncoding.fromByteOrderMark(bytes)
    let encoding = announced ?? .utf8
    let start = announced?.byteOrderMark.count ?? 0
    let text = bytes[start..<min(bytes.count, start + limit * 4)]
    func decode<Codec: UnicodeCodec>(_ codec: Codec.Type, _ units: some Sequence<Codec.CodeUnit>) {
        var decoder = Codec()
        var iterator = units.makeIterator()
        for _ in 0..<limit {
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), body(scalar) else { return }
        }
    }
    switch encoding {
    case .utf8:
        decode(UTF8.self, text)
    case .utf16LittleEndian, .utf16BigEndian:
        let little = encoding == .utf16LittleEndian
        let units = stride(from: text.startIndex, to: text.endIndex - 1, by: 2).lazy.map { index in
            let pair = (UInt16(text[index]), UInt16(text[index + 1]))
            return little ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1
        }
        decode(UTF16.self, units)
    case .utf32LittleEndian, .utf32BigEndian:
        let little = encoding == .utf32LittleEndian
        let units = stride(from: text.startIndex, to: text.endIndex - 3, by: 4).lazy.map { index in
            let quad = text[index..<index + 4].map(UInt32.init)
            return little
                ? quad[0] | quad[1] << 8 | quad[2] << 16 | quad[3] << 24
                : quad[0] << 24 | quad[1] << 16 | quad[2] << 8 | quad[3]
        }
        decode(UTF32.self, units)
    }
}
