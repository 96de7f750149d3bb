import ArgumentParser
import L10nRules

/// The `--format` of `check`: one case per reporter of `ReporterRegistry`.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, junit

    /// The reporter that writes this format.
    var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        }
    }
}
