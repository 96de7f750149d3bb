extension JUnitReporter {
    /// One `<testsuites>` with each bundle's suites in turn, their `package` the bundle's path relative to the folder
    /// searched; failure texts name files as seen from the working directory.
    public func render(_ repository: RepositoryReport) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>"]
        var nextID = 0
        for bundle in repository.bundles {
            var report = bundle.report
            report.bundleName = bundle.path
            let suites = suitesLines(report, firstID: nextID)
            lines += suites.lines
            nextID += suites.suites
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
