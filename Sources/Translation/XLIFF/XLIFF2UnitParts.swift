import Lproj

/// The `<segment>` and `<ignorable>` elements of one XLIFF 2.0 `<unit>`, read, and the unit's text, target and state
/// assembled from them.
///
/// The source is every part's source in document order. The target is every part's target, each at the place its
/// `order` gives (its own place without one); an `<ignorable>` without a target is its source. A unit whose
/// segments have no target has none; one whose segments are translated only in part is refused, since a `.strings`
/// value takes the whole text. The state is the least advanced state of the segments (see `XLIFF2SegmentState`).
struct XLIFF2UnitParts {
    /// One `<segment>` or `<ignorable>`.
    struct Part {
        /// Whether it is a `<segment>`.
        var isSegment: Bool
        /// Where its tag starts.
        var location: SourceLocation
        /// Its `state`, lowercased: one of `XLIFF2SegmentState.values`.
        var state: String?
        /// Its `subState`.
        var subState: String?
        /// Its `<source>` and `<target>`, once read.
        var source: XLIFF2InlineText?
        var target: XLIFF2InlineText?
        /// The target's `order`: its place among the unit's parts, from 1.
        var order: Int?
        /// Where the target starts.
        var targetLocation: SourceLocation?
    }

    /// The parts in document order.
    var parts: [Part] = []

    /// The unit's source, its target (`nil` when untranslated), and the failure of the first code that has no
    /// original text, or a refusal of the whole target.
    func texts(data: [String: [UInt8]]) throws(TranslationError) -> Texts {
        var texts = Texts()
        var source: [UInt8] = []
        for part in parts {
            source += resolve(part.source ?? XLIFF2InlineText(), data: data, failure: &texts.failure)
        }
        texts.source = String(decoding: source, as: UTF8.self)
        let segments = parts.filter(\.isSegment)
        let translated = segments.filter { $0.target != nil }.count
        guard translated > 0 else { return texts }
        guard translated == segments.count else {
            texts.refusal = "the unit's segments are translated only in part (\(translated) of \(segments.count) "
                + "<segment> elements have a <target>); a .strings value takes the whole text, so translate every "
                + "segment"
            return texts
        }
        var placed: [(position: Int, bytes: [UInt8])] = []
        var positions = Set<Int>()
        for (index, part) in parts.enumerated() {
            let position = part.order ?? index + 1
            guard (1...parts.count).contains(position), positions.insert(position).inserted else {
                throw .malformed(
                    part.targetLocation ?? part.location,
                    reason: "the <target> has the order \(position), which is no free place among the unit's "
                        + "\(parts.count) <segment> and <ignorable> elements")
            }
            let text = part.target ?? part.source ?? XLIFF2InlineText()
            placed.append((position, resolve(text, data: data, failure: &texts.failure)))
        }
        texts.target = String(decoding: placed.sorted { $0.position < $1.position }.flatMap(\.bytes), as: UTF8.self)
        return texts
    }

    /// The state and approval of the unit: those of its least advanced segment with a `state`.
    func state(hasTarget: Bool) -> (state: XLIFFTargetState?, isApproved: Bool) {
        let ranked = parts.compactMap { part -> (rank: Int, part: Part)? in
            guard part.isSegment, let state = part.state,
                  let rank = XLIFF2SegmentState.values.firstIndex(of: state) else { return nil }
            return (rank, part)
        }
        guard let least = ranked.min(by: { $0.rank < $1.rank })?.part, let state = least.state else {
            return (nil, false)
        }
        return XLIFF2SegmentState.read(state, subState: least.subState, hasTarget: hasTarget)
    }

    /// What ``texts(data:)`` gives.
    struct Texts {
        var source = ""
        var target: String?
        /// The first code without original text.
        var failure: XLIFF2InlineText.CodeFailure?
        /// Why the target cannot be taken, when it cannot.
        var refusal: String?
    }

    private func resolve(
        _ text: XLIFF2InlineText, data: [String: [UInt8]], failure: inout XLIFF2InlineText.CodeFailure?
    ) -> [UInt8] {
        switch text.resolved(data: data) {
        case .success(let bytes): return bytes
        case .failure(let codeFailure):
            if failure == nil { failure = codeFailure }
            return text.bytes
        }
    }
}
