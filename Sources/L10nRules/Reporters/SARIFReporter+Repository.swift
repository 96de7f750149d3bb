extension SARIFReporter {
    /// Appends one run with every bundle's results; each artifact URI is the folder as given joined with the file's
    /// path relative to it, so from a repository's root (`l10n-check .`) URIs are relative to the repository root, as
    /// code scanning resolves them.
    public func write(_ repository: RepositoryReport, into output: inout [UInt8]) {
        write(repository.merged(), into: &output)
    }
}
