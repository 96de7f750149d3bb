@_spi(Engine) import Lproj

/// The `.strings` entries of a table as the rules read them: a text file's from the parser's offsets, so that no
/// string is made for an entry no rule reports on; any other file's (property lists, catalogs) from its entries.
struct TableEntries: Sendable {
    private let text: StringsTextEntries?
    private let made: [StringsEntry]

    /// The entries of `document`, none without one.
    init(_ document: StringsDocument?) {
        text = document?.textEntries
        made = text == nil ? document?.entries ?? [] : []
    }

    /// How many entries there are, duplicates included.
    var count: Int { text?.count ?? made.count }

    /// The indices of the entries, in file order.
    var indices: Range<Int> { 0..<count }

    /// The key of the entry at `index`.
    func key(at index: Int) -> String { text?.key(at: index) ?? made[index].key }

    /// The value of the entry at `index`.
    func value(at index: Int) -> String { text?.value(at: index) ?? made[index].value }

    /// Where the key of the entry at `index` is.
    func location(at index: Int) -> SourceLocation? { text?.location(at: index) ?? made[index].location }

    /// Where the value of the entry at `index` is.
    func valueLocation(at index: Int) -> SourceLocation? {
        text?.valueLocation(at: index) ?? made[index].valueLocation
    }

    /// The indices of the entries whose source text (key through `;`) holds a backslash followed by a code unit for
    /// which `escaped` is true, in order; none for entries not read from text.
    func indicesWithSourceEscape(where escaped: (UInt32) -> Bool) -> [Int] {
        text?.indicesWithSourceEscape(where: escaped) ?? []
    }

    /// The source text of the entry at `index` (key through `;`, escapes unresolved); `nil` for entries not read
    /// from text.
    func sourceText(at index: Int) -> String? { text?.sourceText(at: index) }

    /// Calls `body` with the UTF-8 bytes of the key of the entry at `index`.
    @inline(__always)
    func withKeyUTF8<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let text { return text.withKeyUTF8(at: index, body) }
        var key = made[index].key
        return key.withUTF8(body)
    }

    /// Calls `body` with the UTF-8 bytes of the value of the entry at `index`.
    @inline(__always)
    func withValueUTF8<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let text { return text.withValueUTF8(at: index, body) }
        var value = made[index].value
        return value.withUTF8(body)
    }

    /// Whether the value of the entry at `index` holds the byte `byte`.
    func valueContains(_ byte: UInt8, at index: Int) -> Bool {
        withValueUTF8(at: index) { $0.containsByte(byte) }
    }

    /// Whether the value of the entry at `index` is empty or white space only, as `String.isBlank` reads it.
    @inline(__always)
    func valueIsBlank(at index: Int) -> Bool {
        let quickAnswer = withValueUTF8(at: index) { bytes -> Bool? in
            // The first scalar starts the first character: when it is no white space, the text is not blank.
            if let first = bytes.first, first >= 0x80, let scalar = UTF8Scalars.first(of: bytes) {
                // Unicode's White_Space property holds no character above U+3000 and none from U+00A1 to U+167F
                // (PropList.txt): the letters of most scripts need no property lookup.
                let value = scalar.value
                return value > 0x3000 || (0xA1..<0x1680).contains(value) || !scalar.properties.isWhitespace
                    ? false : nil
            }
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if !(byte == 0x20 || (0x09...0x0D).contains(byte)) { return false }
            }
            return true
        }
        return quickAnswer ?? value(at: index).isBlank
    }
}
