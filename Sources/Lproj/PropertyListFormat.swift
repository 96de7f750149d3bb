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
        let prefix = leadingScalars(of: bytes, limit: 256)
        var index = prefix.startIndex
        while index < prefix.endIndex, [" ", "\t", "\r", "\n"].contains(prefix[index]) { index += 1 }
        // The longest mark has 15 scalars: the text is made of them and the next one, which must not change the
        // last character (a combining mark would), not of all 256 (every `.strings` file is asked).
        let start = String(String.UnicodeScalarView(prefix[index..<min(prefix.endIndex, index + 16)]))
        return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { start.hasPrefix($0) } ? .xml : nil
    }
}

/// The first `limit` scalars of text in the encoding its byte order mark announces (UTF-8 without one),
/// stopping early at anything that does not decode.
private func leadingScalars(of bytes: [UInt8], limit: Int) -> [Unicode.Scalar] {
    let encoding = TextEncoding.fromByteOrderMark(bytes) ?? .utf8
    let start = TextEncoding.fromByteOrderMark(bytes)?.byteOrderMark.count ?? 0
    let body = bytes[start..<min(bytes.count, start + limit * 4)]
    var scalars: [Unicode.Scalar] = []
    func collect<Codec: UnicodeCodec>(_ codec: Codec.Type, _ units: some Sequence<Codec.CodeUnit>) {
        var decoder = Codec()
        var iterator = units.makeIterator()
        while scalars.count < limit, case .scalarValue(let scalar) = decoder.decode(&iterator) {
            scalars.append(scalar)
        }
    }
    switch encoding {
    case .utf8:
        collect(UTF8.self, body)
    case .utf16LittleEndian, .utf16BigEndian:
        let little = encoding == .utf16LittleEndian
        let units = stride(from: body.startIndex, to: body.endIndex - 1, by: 2).map { index in
            let pair = (UInt16(body[index]), UInt16(body[index + 1]))
            return little ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1
        }
        collect(UTF16.self, units)
    case .utf32LittleEndian, .utf32BigEndian:
        let little = encoding == .utf32LittleEndian
        let units = stride(from: body.startIndex, to: body.endIndex - 3, by: 4).map { index in
            let quad = body[index..<index + 4].map(UInt32.init)
            return little
                ? quad[0] | quad[1] << 8 | quad[2] << 16 | quad[3] << 24
                : quad[0] << 24 | quad[1] << 16 | quad[2] << 8 | quad[3]
        }
        collect(UTF32.self, units)
    }
    return scalars
}
