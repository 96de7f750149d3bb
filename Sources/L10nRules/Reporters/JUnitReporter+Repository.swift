extension JUnitReporter {
    /// Appends one `<testsuites>` with each bundle's suites in turn, their `package` the bundle's path relative to
    /// the folder searched; failure texts name files as seen from the working directory.
    public func write(_ repository: RepositoryReport, into output: inout [UInt8]) {
        ByteSink.write(into: &output, capacity: repository.estimatedOutputSize(bytesPerFinding: 100)) { sink in
            sink.append(utf8: Self.header)
            var nextID = 0
            for bundle in repository.bundles {
                var report = bundle.report
                report.bundleName = bundle.path
                nextID += writeSuites(report, firstID: nextID, into: &sink)
            }
            sink.append(literal: "</testsuites>\n")
        }
    }
}
