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

/// Turns the reader's problems of one rule id into findings at their own severity. An empty file of a table the
/// language lacks is missing-table's one finding, not a second one here.
func diagnostics<R: Rule>(of rule: R, from context: CheckContext) -> [Diagnostic] {
    let issues = context.parseIssues().filter { $0.issue.ruleID == R.description.id }
    let missingTables = issues.contains { $0.issue.problem == .emptyFile }
        ? Set(context.comparisons.filter(\.isTableMissing).map { $0.language.name + "\u{0}" + $0.table }) : []
    return issues.filter { found in
        found.issue.problem != .emptyFile || !missingTables.contains(found.language + "\u{0}" + found.table)
    }.map { found in
        rule.diagnostic(
            found.issue.message, file: found.issue.file, location: found.issue.location, language: found.language,
            table: found.table, severity: found.issue.severity)
    }
}
