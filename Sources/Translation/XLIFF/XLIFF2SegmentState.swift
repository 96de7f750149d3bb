/// How a unit's XLIFF 1.2 state and approval become the `state` and `subState` of an XLIFF 2.0 `<segment>`, and
/// back.
///
/// XLIFF 2.0 has four states where 1.2 has ten and an `approved` flag. Written:
///
/// | unit | `state` |
/// |---|---|
/// | `new`, `needs-translation` | `initial` |
/// | `needs-review-*`, `needs-adaptation`, `needs-l10n`, `translated`, an `x-` state | `translated` |
/// | `final`, `signed-off`, or approved (whatever its state) | `final` |
/// | no state | no `state` attribute |
///
/// Read, as a translator's tool means it: `initial` is `new`, `translated` and `reviewed` are `translated`, `final`
/// is `final`. Where that would not give the unit's own state and approval back, the writer adds a `subState` of
/// its own (XLIFF 2.0's `prefix:value`, which tools keep and whose prefix is the writer's): `l10n-check:` and the
/// 1.2 state (`l10n-check:needs-review-translation`), `approved`, or `approved+` and the state, with `%` and `:` of
/// an `x-` state percent-encoded. The reader takes such a `subState` only when the `state` beside it is the one the
/// writer would write for it (a tool that changes the state without updating the `subState` has changed the
/// state); every other `subState` is ignored. A unit with no target has no state, as in XLIFF 1.2; its approval,
/// if any, is written as `state="initial"` with `subState="l10n-check:approved"`.
enum XLIFF2SegmentState {
    /// The `state` and `subState` attributes.
    struct Attributes {
        /// `initial`, `translated`, `reviewed` or `final`.
        var state: String
        /// The `subState`, or `nil` when the segment has none.
        var subState: String?
    }

    /// The four values of `state`, least advanced first.
    static let values = ["initial", "translated", "reviewed", "final"]
    /// What starts the writer's `subState` values.
    static let subStatePrefix = "l10n-check:"

    /// The attributes that stand for a unit's state and approval, or `nil` when the segment needs none.
    static func attributes(state: XLIFFTargetState?, isApproved: Bool, hasTarget: Bool) -> Attributes? {
        let value: String
        if !hasTarget {
            guard isApproved else { return nil }
            value = "initial"
        } else if isApproved {
            value = "final"
        } else if let state {
            value = switch state.progress {
            case .notTranslated: "initial"
            case .needsReview: "translated"
            case .translated: state == .final || state == .signedOff ? "final" : "translated"
            }
        } else {
            return nil
        }
        let plain = read(value, hasTarget: hasTarget)
        guard plain.state != (hasTarget ? state : nil) || plain.isApproved != isApproved else {
            return Attributes(state: value, subState: nil)
        }
        let subState = subValue(state: hasTarget ? state : nil, isApproved: isApproved)
        return Attributes(state: value, subState: subStatePrefix + subState)
    }

    /// The state and approval a segment's attributes stand for; `state` is one of ``values``.
    static func read(
        _ state: String, subState: String?, hasTarget: Bool
    ) -> (state: XLIFFTargetState?, isApproved: Bool) {
        if let subState, subState.hasPrefix(subStatePrefix),
           let own = parse(subState.dropFirst(subStatePrefix.count)),
           attributes(state: own.state, isApproved: own.isApproved, hasTarget: hasTarget)?.state == state {
            return (hasTarget ? own.state : nil, own.isApproved)
        }
        return read(state, hasTarget: hasTarget)
    }

    /// What a `state` alone means.
    private static func read(_ state: String, hasTarget: Bool) -> (state: XLIFFTargetState?, isApproved: Bool) {
        guard hasTarget else { return (nil, false) }
        return switch state {
        case "initial": (.new, false)
        case "final": (.final, false)
        default: (.translated, false)
        }
    }

    private static func subValue(state: XLIFFTargetState?, isApproved: Bool) -> String {
        let escaped = state.map {
            $0.rawValue.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ":", with: "%3A")
        }
        guard isApproved else { return escaped ?? "" }
        return escaped.map { "approved+" + $0 } ?? "approved"
    }

    private static func parse(_ value: Substring) -> (state: XLIFFTargetState?, isApproved: Bool)? {
        if value == "approved" { return (nil, true) }
        let isApproved = value.hasPrefix("approved+")
        let raw = (isApproved ? value.dropFirst("approved+".count) : value)
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%25", with: "%")
        return XLIFFTargetState(rawValue: raw).map { ($0, isApproved) }
    }
}
