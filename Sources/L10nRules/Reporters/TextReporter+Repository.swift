import Lproj

extension TextReporter {
    /// One section per bundle, headed by `== <bundle path> ==` and laid out as a single bundle's report (its lines
    /// naming files as seen from the working directory), then one line of totals over all bundles.
    public func render(_ repository: RepositoryReport) -> String {
        var text = ""
        for bundle in repository.bundles {
            text += "== \(TerminalText.visible(bundle.report.bundlePath.isEmpty ? "." : bundle.report.bundlePath)) ==\n"
            text += render(bundle.report) + "\n"
        }
        let counts = [
            (repository.count(.error), "error"), (repository.count(.warning), "warning"),
            (repository.count(.note), "note"),
        ]
        let parts = counts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        let bundles = repository.bundles.count
        return text + parts.joined(separator: ", ")
            + " in \(bundles) bundle\(bundles == 1 ? "" : "s") under \(TerminalText.visible(repository.root))\n"
    }
}
