import Lproj

extension Checker {
    /// For each `.strings` file with more syntax problems than the reader keeps (see
    /// `StringsDocument.unrecordedIssueCount`): a note that says how many more there are, and the count for the
    /// report's totals, as errors (beyond the first problem that loses the file, every problem is one).
    static func unrecordedProblems(_ context: CheckContext) -> [(note: Diagnostic, omitted: OmittedFindings)] {
        context.languages.flatMap { language in
            language.folder.tables.values.sorted { $0.name < $1.name }.compactMap { table in
                guard let strings = table.strings, strings.unrecordedIssueCount > 0 else { return nil }
                let count = strings.unrecordedIssueCount
                var omitted = OmittedFindings(rule: SyntaxErrorRule.description.id, file: strings.path)
                omitted.counts[.error] = count
                let note = Diagnostic(
                    rule: SyntaxErrorRule.description.id, severity: .note,
                    message: "\(count) more syntax problem\(count == 1 ? "" : "s") after the first "
                        + "\(strings.issues.count) of this file were counted but not recorded; the totals count "
                        + "them as errors",
                    file: strings.path, language: language.name, table: table.name)
                return (note, omitted)
            }
        }
    }
}
