/// How much a finding matters, from most to least: CI fails on errors only.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Text is lost or garbled, or the app may crash: CI fails.
    case error
    /// Suspicious, and probably a defect.
    case warning
    /// Worth knowing; nothing is wrong at run time.
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
