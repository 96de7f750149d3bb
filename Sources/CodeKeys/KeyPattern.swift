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
    }

    /// A pattern nothing of which is known (`*`).
    public static let unknown = KeyPattern(segments: [.wildcard])

    /// The literal pieces, in order.
    public var literals: [String] {
        segments.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// Whether the pattern says enough to match keys: one literal piece at least two characters long. A pattern
    /// that is not usable is "unknown": it could be almost any key.
    public var isUsable: Bool { literals.contains { $0.count >= 2 } }

    /// The pattern as `alert.*.title`.
    public var description: String {
        segments.map { if case .text(let text) = $0 { text } else { "*" } }.joined()
    }

    /// Whether `key` is one the pattern can build: each `*` stands for any run of characters. An unusable pattern
    /// matches nothing, since it cannot tell keys apart.
    public func matches(_ key: String) -> Bool {
        guard isUsable else { return false }
        let key = Array(key.utf8)
        var position = 0
        var anchored = true
        for (index, segment) in segments.enumerated() {
            guard case .text(let text) = segment else {
                anchored = false
                continue
            }
            let piece = Array(text.utf8)
            let isLast = index == segments.count - 1
            if isLast {
                // The last piece ends the key: match it at the end, after what the earlier pieces used.
                guard key.count - piece.count >= position else { return false }
                if anchored && key.count - piece.count != position { return false }
                return key[(key.count - piece.count)...].elementsEqual(piece)
            }
            if anchored {
                guard key.count - position >= piece.count, key[position..<(position + piece.count)].elementsEqual(piece)
                else { return false }
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

    /// Where `piece` first occurs in `key` at or after `start`.
    private static func firstIndex(of piece: [UInt8], in key: [UInt8], from start: Int) -> Int? {
        guard key.count - piece.count >= start else { return nil }
        for candidate in start...(key.count - piece.count)
        where key[candidate..<(candidate + piece.count)].elementsEqual(piece) {
            return candidate
        }
        return nil
    }
}
