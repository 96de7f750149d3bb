/// Where one text of an entry is, in UTF-8: a range of the source's bytes (a UTF-8 file's text with no escape), or of
/// the arena of ``StringsTextEntries`` (a text an escape changed, and every text of a UTF-16 file, transcoded once).
@usableFromInline
struct TextSpan: Sendable, Hashable {
    /// The first byte, with the top bit set when the bytes are in the arena.
    @usableFromInline var tagged: UInt32
    /// The byte after the last.
    @usableFromInline var end: UInt32

    /// A span of the source (`inArena: false`) or of the arena.
    init(_ range: Range<Int>, inArena: Bool) {
        tagged = UInt32(truncatingIfNeeded: range.lowerBound) | (inArena ? 0x8000_0000 : 0)
        end = UInt32(truncatingIfNeeded: range.upperBound)
    }

    /// Whether the bytes are in the arena rather than the source.
    @inlinable var isInArena: Bool { tagged & 0x8000_0000 != 0 }
    /// The bytes' range, in the source or the arena.
    @inlinable var range: Range<Int> { Int(tagged & 0x7FFF_FFFF)..<Int(end) }
    /// How many UTF-8 bytes the text has.
    var count: Int { range.count }
}

/// One entry of a text `.strings` file as the parser found it: offsets into the source, and no string. Strings,
/// locations and comments are made from it when they are asked for.
@usableFromInline
struct StringsEntrySlot: Sendable, Hashable {
    /// The key's text.
    @usableFromInline var key: TextSpan
    /// The value's text (the key's, for an entry written as `"key";`).
    @usableFromInline var value: TextSpan
    /// Where the entry starts in the source's code units: its key token, where its location is.
    var start: UInt32
    /// Where it ends: after its `;`, or after its value when the `;` is missing.
    var end: UInt32
    /// Where the trivia before it starts (the end of the previous entry, or of the file's header).
    var triviaStart: UInt32
    /// Where its value token starts, for the value's location (equal to `start` for `"key";`).
    var valueStart: UInt32
    /// The code units of the last comment before it, or an empty range at 0 when there is none.
    var commentStart: UInt32
    var commentEnd: UInt32

    /// The comment's code units, or `nil` when the entry has no comment before it.
    var comment: Range<Int>? { commentEnd > commentStart ? Int(commentStart)..<Int(commentEnd) : nil }
}
