/// Findings accepted as known, so that CI fails only on new ones: what `--write-baseline` records and
/// `--baseline` leaves out.
///
/// A finding is identified by its rule, file, key and message, never by its line, so that edits elsewhere in
/// a file do not turn known findings into new ones. Line numbers inside a message (`first at line 3`) are
/// left out of the identity for the same reason. Identities are counted: a baseline with one
/// `duplicate-key` for a key accepts one such finding, and a second one is new.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Comparable {
        /// The rule id.
        public var rule: String
        /// The file, relative to the bundle.
        public var file: String
        /// The key, when the finding is about one.
        public var key: String?
        /// The finding's message.
        public var message: String

        /// Creates an entry.
        public init(rule: String, file: String, key: String?, message: String) {
            self.rule = rule
            self.file = file
            self.key = key
            self.message = message
        }

        /// The entry that records `diagnostic`.
        public init(_ diagnostic: Diagnostic) {
            self.init(rule: diagnostic.rule, file: diagnostic.file, key: diagnostic.key, message: diagnostic.message)
        }

        /// Orders by file, rule, key and message, as the file lists them.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.key ?? "", lhs.message) < (rhs.file, rhs.rule, rhs.key ?? "", rhs.message)
        }

        /// What two findings must share to be the same finding: everything but line numbers.
        var identity: Entry {
            Entry(rule: rule, file: file, key: key, message: Self.withoutLineNumbers(message))
        }

        /// `message` with the digits after each `line ` replaced by `#`.
        static func withoutLineNumbers(_ message: String) -> String {
            var result = ""
            var rest = Substring(message)
            while let range = rest.range(of: "line ") {
                result += rest[..<range.upperBound]
                rest = rest[range.upperBound...]
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                if !digits.isEmpty {
                    result += "#"
                    rest = rest.dropFirst(digits.count)
                }
            }
            return result + rest
        }
    }

    /// The accepted findings, sorted.
    public var entries: [Entry]

    /// A baseline accepting `entries`.
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline accepting every finding of `diagnostics`.
    public init(accepting diagnostics: [Diagnostic]) {
        self.init(entries: diagnostics.map(Entry.init))
    }

    /// Splits `diagnostics` into new findings and known ones, and lists the entries no finding matched.
    public func compare(_ diagnostics: [Diagnostic]) -> BaselineComparison {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry.identity, default: 0] += 1 }
        var new: [Diagnostic] = []
        var known = 0
        for diagnostic in diagnostics {
            let identity = Entry(diagnostic).identity
            if let count = remaining[identity], count > 0 {
                remaining[identity] = count - 1
                known += 1
            } else {
                new.append(diagnostic)
            }
        }
        var fixed: [Entry] = []
        for entry in entries {
            let identity = entry.identity
            if let count = remaining[identity], count > 0 {
                remaining[identity] = count - 1
                fixed.append(entry)
            }
        }
        return BaselineComparison(new: new, knownCount: known, fixed: fixed)
    }
}

/// What comparing findings with a baseline gives.
public struct BaselineComparison: Sendable, Equatable {
    /// The findings the baseline does not accept, in their order.
    public var new: [Diagnostic]
    /// How many findings the baseline accepted.
    public var knownCount: Int
    /// The baseline's entries that no finding matched: fixed since the baseline was written.
    public var fixed: [Baseline.Entry]
}
