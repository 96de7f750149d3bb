/// A key built at run time, known only by its literal pieces: `"alert.\(kind).title"` is `alert.*.title`.
public struct KeyPattern: Sendable, Hashable, CustomStringConvertible {
    /// One piece of a pattern: text the key holds as written, or a run of characters unknown until run time.
    public enum Segment: Sendable, Hashable {
        /// Text written in the source.
        case text(String)
        /// Any run of characters, the empty one among them (`*`).
        case wildcard
    }

    /// The pieces in order; adjacent texts are joined and adjacent wildcards are one.
    public let segments: [Segment]
    /// The UTF-8 of each piece, `nil` for a wildcard, made once: patterns are tried on thousands of keys.
    private let pieceBytes: [[UInt8]?]

    /// Creates a pattern from pieces, joining adjacent texts and adjacent wildcards and dropping empty texts.
    public init(segments: [Segment]) {
        var joined: [Segment] = []
        for segment in segments {
            switch (segment, joined.last) {
            case (.text(let text), _) where text.isEmpty: continue
            case (.text(let text), .text(let previous)?): joined[joined.count - 1] = .text(previous + text)
            case (.wildcard, .wildcard?): continue
            default: joined.append(segment)
            }
        }
        self.segments = joined
        pieceBytes = joined.map { if case .text(let text) = $0 { Array(text.utf8) } else { nil } }
        isUsable = joined.contains { if case .text(let text) = $0 { text.count >= 2 } else { false } }
    }

    /// Equal pieces.
    public static func == (left: KeyPattern, right: KeyPattern) -> Bool { left.segments == right.segments }

    /// Hashes the pieces.
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    /// A pattern nothing of which is known (`*`).
    public static let unknown = KeyPattern(segments: [.wildcard])

    /// The literal pieces, in order.
    public var literals: [String] {
        segments.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// Whether the pattern says enough to match keys: one literal piece at least two characters long. A pattern
    /// that is not usable is "unknown": it could be almost any key.
    public let isUsable: Bool

    /// The pattern as `alert.*.title`.
    public var description: String {
        segments.map { if case .text(let text) = $0 { text } else { "*" } }.joined()
    }

    /// Whether `key` is one the pattern can build: each `*` stands for any run of characters. An unusable pattern
    /// matches nothing, since it cannot tell keys apart.
    public func matches(_ key: String) -> Bool {
        guard isUsable else { return false }
        var key = key
        return key.withUTF8 { matches(utf8: $0) }
    }

    /// ``matches(_:)`` on a key's UTF-8, the key's bytes read in place.
    private func matches(utf8 key: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        var anchored = true
        for (index, bytes) in pieceBytes.enumerated() {
            guard let piece = bytes else {
                anchored = false
                continue
            }
            let isLast = index == pieceBytes.count - 1
            if isLast {
                // The last piece ends the key: match it at the end, after what the earlier pieces used.
                guard key.count - piece.count >= position else { return false }
                if anchored && key.count - piece.count != position { return false }
                return Self.equal(key, from: key.count - piece.count, piece)
            }
            if anchored {
                guard key.count - position >= piece.count, Self.equal(key, from: position, piece) else { return false }
                position += piece.count
            } else {
                guard let found = Self.firstIndex(of: piece, in: key, from: position) else { return false }
                position = found + piece.count
            }
            anchored = true
        }
        // The pattern ends with a wildcard (anything goes), or the last text piece was matched up to the key's end.
        return !anchored || position == key.count
    }

    /// Whether `key` holds `piece` at `start` (which leaves room for it).
    private static func equal(_ key: UnsafeBufferPointer<UInt8>, from start: Int, _ piece: [UInt8]) -> Bool {
        for offset in piece.indices where key[start + offset] != piece[offset] { return false }
        return true
    }

    /// Where `piece` first occurs in `key` at or after `start`.
    private static func firstIndex(of piece: [UInt8], in key: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard key.count - piece.count >= start else { return nil }
        for candidate in start...(key.count - piece.count) where equal(key, from: candidate, piece) {
            return candidate
        }
        return nil
    }
}
