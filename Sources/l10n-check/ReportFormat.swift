import ArgumentParser
import L10nRules

/// The `--format` of `check`, and the format of each `--report`: one case per reporter of `ReporterRegistry`.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, junit, github, checkstyle, codequality, html

    /// The reporter that writes this format.
    var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        case .checkstyle: CheckstyleReporter()
        case .codequality: CodeQualityReporter()
        case .html: HTMLReporter()
        }
    }
}

/// One `--report FORMAT=PATH`: a format written to a file besides the terminal's output.
struct ReportDestination: ExpressibleByArgument {
    /// The format written.
    var format: ReportFormat
    /// The file written, relative to the working directory.
    var path: String

    /// Reads `FORMAT=PATH` (`sarif=l10n.sarif`).
    init?(argument: String) {
        guard let separator = argument.firstIndex(of: "="),
              let format = ReportFormat(rawValue: String(argument[..<separator])) else { return nil }
        let path = String(argument[argument.index(after: separator)...])
        guard !path.isEmpty else { return nil }
        self.format = format
        self.path = path
    }
}
