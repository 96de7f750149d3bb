/// What happens to a file's entries at run time because of a problem, as Apple's parser reads the file.
public enum RuntimeConsequence: Sendable, Hashable {
    /// Apple reads the file as it was meant; the problem is cosmetic or only a risk.
    case none
    /// Apple's parser rejects the whole file: every entry of the table is lost.
    case fileRejected(lostEntries: Int)
    /// Apple's parser stops here without an error: the entries after this point are lost.
    case readingStops(lostEntries: Int)
    /// Text is read, but not as written (a replacement character, an ignored byte).
    case textChanged
    /// Apple's parser loses this part of the file anyway, to another problem that rejects the file or stops the
    /// reading first.
    case unreached
}

/// A problem found while reading a localization file, with its place and its effect at run time.
public struct ParseIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var problem: ParseProblem
    /// The file's path, as it was given to the reader.
    public var file: String
    /// Where, or `nil` when the problem concerns the whole file (or a binary file, which has no lines).
    public var location: SourceLocation?
    /// What Apple's runtime makes of it.
    public var consequence: RuntimeConsequence

    /// Creates an issue.
    public init(_ problem: ParseProblem, file: String, location: SourceLocation?, consequence: RuntimeConsequence) {
        self.problem = problem
        self.file = file
        self.location = location
        self.consequence = consequence
    }

    /// The rule that reports it: `syntax-error` or `encoding`.
    public var ruleID: String { problem.ruleID }

    /// An error when text is lost or garbled at run time, or the file is wrong in a way that will lose text once an
    /// earlier problem is fixed; a warning when nothing is lost.
    public var severity: Severity {
        switch consequence {
        case .fileRejected:
            problem == .emptyFile ? .warning : .error
        case .readingStops(let lost):
            lost > 0 ? .error : .warning
        case .unreached, .textChanged:
            .error
        case .none:
            isAlwaysError ? .error : .warning
        }
    }

    private var isAlwaysError: Bool {
        switch problem {
        case .nonStringValue, .nonStringEntry, .topLevelNotDictionary, .unmarkedUTF16, .invalidUTF8, .invalidUTF32,
             .malformedJSON:
            true
        default: false
        }
    }

    /// The problem and what it does at run time, in one sentence.
    public var message: String {
        let summary = problem.summary
        switch consequence {
        case .none:
            return summary
        case .fileRejected(let lost):
            return lost == 0
                ? "\(summary); Apple's parser rejects the file"
                : lost == 1
                    ? "\(summary); Apple's parser rejects the whole file, so its only entry is lost at run time"
                    : "\(summary); Apple's parser rejects the whole file, so all \(lost) entries are lost at run time"
        case .readingStops(let lost):
            return lost == 0
                ? "\(summary); Apple's parser silently stops reading here (nothing follows, so nothing is lost)"
                : "\(summary); Apple's parser silently stops reading here and drops the \(entries(lost)) after it"
        case .textChanged:
            return "\(summary); the text at run time differs from the file"
        case .unreached:
            return "\(summary); Apple's parser loses this part of the file anyway, to another problem reported here"
        }
    }

    /// `file:line:column: severity: message`, or `file: severity: message` without a line.
    public var description: String {
        let place = location.map(\.description) ?? file
        return "\(place): \(severity.rawValue): \(message)"
    }
}

private func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
