/// Works out what Apple's parser keeps of a file: where it first fails or stops, and what each problem costs.
enum RuntimeConsequences {
    /// Turns pending issues into issues with consequences, and counts the leading entries Apple keeps.
    ///
    /// The first problem that rejects the file or stops the reading decides; later ones are unreached. Encoding
    /// problems that reject the file decide wherever they are, since Apple decodes before it parses.
    static func resolve(
        _ pending: [PendingIssue], entries: StringsTextEntries, file: String
    ) -> (issues: [ParseIssue], runtimePrefix: Int) {
        guard !pending.isEmpty else { return ([], entries.count) }
        let keys = entries.slots.indices.map { entries.key(at: $0) }
        let allKeys = Set(keys)
        let decisiveIndex = pending.firstIndex { $0.effect == .rejects && $0.problem.ruleID == "encoding" }
            ?? pending.indices.filter { pending[$0].effect == .rejects || pending[$0].effect == .stops }
                .min { pending[$0].offset < pending[$1].offset }
        var runtimePrefix = entries.count
        var decisiveConsequence = RuntimeConsequence.none
        if let index = decisiveIndex {
            let decisive = pending[index]
            if decisive.effect == .rejects {
                runtimePrefix = 0
                decisiveConsequence = .fileRejected(lostEntries: allKeys.count)
            } else {
                runtimePrefix = entries.slots.prefix { Int($0.start) < decisive.offset }.count
                let kept = Set(keys.prefix(runtimePrefix))
                decisiveConsequence = .readingStops(lostEntries: allKeys.subtracting(kept).count)
            }
        }
        let issues = pending.enumerated().map { index, issue in
            let consequence: RuntimeConsequence
            if index == decisiveIndex {
                consequence = decisiveConsequence
            } else if let decisive = decisiveIndex.map({ pending[$0] }), issue.effect != .none,
                      decisive.effect == .rejects || issue.offset > decisive.offset {
                consequence = issue.problem.ruleID == "encoding" ? .none : .unreached
            } else {
                switch issue.effect {
                case .changesText: consequence = .textChanged
                case .rejects: consequence = .fileRejected(lostEntries: allKeys.count)
                case .stops, .none: consequence = .none
                }
            }
            return ParseIssue(issue.problem, file: file, location: issue.location, consequence: consequence)
        }
        return (issues.sorted(by: inFileOrder), runtimePrefix)
    }

    private static func inFileOrder(_ lhs: ParseIssue, _ rhs: ParseIssue) -> Bool {
        let left = lhs.location.map { ($0.line, $0.column) } ?? (0, 0)
        let right = rhs.location.map { ($0.line, $0.column) } ?? (0, 0)
        return left < right
    }
}
