/// Turns a check report into the text a command prints.
public protocol Reporter: Sendable {
    /// The `--format` name (`text`, `json`, `sarif`, `junit`).
    static var identifier: String { get }

    /// The whole output for a report.
    func render(_ report: CheckReport) -> String

    /// The whole output for the bundles found under a folder (`l10n-check .` in a repository).
    func render(_ repository: RepositoryReport) -> String
}

/// Every reporter, by `--format` name.
public enum ReporterRegistry {
    /// All reporters.
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self,
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
