extension CheckReport {
    /// About how many bytes a reporter writes for this report when each finding takes `bytesPerFinding` beside its
    /// message, file and key: what to reserve in the output buffer up front, so that it grows once.
    func estimatedOutputSize(bytesPerFinding: Int) -> Int {
        diagnostics.reduce(4_096 + 256 * languages.count) { total, diagnostic in
            total + bytesPerFinding + diagnostic.message.utf8.count + diagnostic.file.utf8.count
                + (diagnostic.key?.utf8.count ?? 0)
        }
    }
}

extension RepositoryReport {
    /// About how many bytes a reporter writes for all bundles (see ``CheckReport/estimatedOutputSize(bytesPerFinding:)``).
    func estimatedOutputSize(bytesPerFinding: Int) -> Int {
        bundles.reduce(4_096) { $0 + $1.report.estimatedOutputSize(bytesPerFinding: bytesPerFinding) }
    }
}
