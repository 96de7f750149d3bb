/// Turns a check report into the bytes a command prints: UTF-8 text, appended to one buffer.
///
/// A reporter writes straight into the caller's byte buffer, with no intermediate values or strings per finding,
/// so that a report of tens of thousands of findings takes milliseconds; the caller writes the buffer out at once.
public protocol Reporter: Sendable {
    /// The `--format` name (`text`, `json`, `sarif`, `junit`, `github`, `checkstyle`, `codequality`, `html`).
    static var identifier: String { get }

    /// Appends the whole output for a report to `output`, as UTF-8.
    func write(_ report: CheckReport, into output: inout [UInt8])

    /// Appends the whole output for the bundles found under a folder (`l10n-check .` in a repository) to `output`,
    /// as UTF-8.
    func write(_ repository: RepositoryReport, into output: inout [UInt8])
}

extension Reporter {
    /// The whole output for a report, as text.
    public func render(_ report: CheckReport) -> String {
        var bytes: [UInt8] = []
        write(report, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole output for the bundles found under a folder, as text.
    public func render(_ repository: RepositoryReport) -> String {
        var bytes: [UInt8] = []
        write(repository, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Every reporter, by `--format` name.
public enum ReporterRegistry {
    /// All reporters.
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self, GitHubReporter.self,
        CheckstyleReporter.self, CodeQualityReporter.self, HTMLReporter.self,
    ]

    /// The `--format` names.
    public static var identifiers: [String] { all.map { $0.identifier } }
}

/// The tool's name and version, as reports state them.
public enum ToolInfo {
    /// `l10n-check`.
    public static let name = "l10n-check"
    /// The version, following semantic versioning.
    public static let version = "0.1.0"
}
