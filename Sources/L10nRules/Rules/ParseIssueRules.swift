import Lproj

extension CheckContext {
    /// Every problem found while reading the bundle's files, with the language and table of each file.
    func parseIssues() -> [(issue: ParseIssue, language: String, table: String)] {
        languages.flatMap { language in
            language.folder.tables.values.flatMap { table in
                let issues = (table.strings?.issues ?? []) + (table.stringsdict?.issues ?? [])
                return issues.map { (issue: $0, language: language.name, table: table.name) }
            }
        }
    }
}

/// Turns the reader's problems of one rule id into findings at their own severity.
func diagnostics<R: Rule>(of rule: R, from context: CheckContext) -> [Diagnostic] {
    context.parseIssues().filter { $0.issue.ruleID == R.description.id }.map { found in
        rule.diagnostic(
            found.issue.message, file: found.issue.file, location: found.issue.location, language: found.language,
            table: found.table, severity: found.issue.severity)
    }
}
