import Lproj

extension TextReporter {
    /// Appends one section per bundle, headed by `== <bundle path> ==` and laid out as a single bundle's report (its
    /// lines naming files as seen from the working directory), then one line of totals over all bundles.
    public func write(_ repository: RepositoryReport, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + repository.estimatedOutputSize(bytesPerFinding: 100))
        for bundle in repository.bundles {
            output.append(literal: "== ")
            TerminalText.appendVisible(bundle.report.bundlePath.isEmpty ? "." : bundle.report.bundlePath, to: &output)
            output.append(literal: " ==\n")
            write(bundle.report, into: &output)
            output.append(UInt8(ascii: "\n"))
        }
        let counts = [
            (repository.count(.error), "error"), (repository.count(.warning), "warning"),
            (repository.count(.note), "note"),
        ]
        let parts = counts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        let bundles = repository.bundles.count
        output.append(utf8: parts.joined(separator: ", ")
            + " in \(bundles) bundle\(bundles == 1 ? "" : "s") under \(TerminalText.visible(repository.root))\n")
    }
}
