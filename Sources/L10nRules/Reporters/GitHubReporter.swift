import Foundation
import Lproj

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding, which the runner
/// turns into annotations on the pull request's files, then one `::notice` with the totals.
///
/// Paths are relative to the working directory (a job runs in the repository's root), so annotations land on the
/// files of the pull request. Property values have `%`, `\r`, `\n`, `:` and `,` percent-encoded and messages `%`,
/// `\r` and `\n`, as the runner decodes them.
public struct GitHubReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "github"

    /// The folder paths are made relative to.
    public let workingDirectory: String

    /// Creates the reporter; paths are made relative to `workingDirectory` (the process's, by default).
    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
    }

    /// Appends the whole output for a report.
    public func write(_ report: CheckReport, into output: inout [UInt8]) {
        write(report, root: report.bundlePath, scope: report.bundleName, into: &output)
    }

    /// Appends the whole output for the bundles found under a folder: their findings, then one summary.
    public func write(_ repository: RepositoryReport, into output: inout [UInt8]) {
        let count = repository.bundles.count
        write(repository.merged(), root: repository.root,
              scope: "\(count) bundle\(count == 1 ? "" : "s") under \(repository.root)", into: &output)
    }

    private func write(_ report: CheckReport, root: String, scope: String, into output: inout [UInt8]) {
        let paths = FindingPath(root: root, workingDirectory: workingDirectory)
        ByteSink.write(into: &output, capacity: report.estimatedOutputSize(bytesPerFinding: 200)) { sink in
            for diagnostic in report.diagnostics {
                sink.append(literal: "::")
                sink.append(utf8: Self.command(diagnostic.severity))
                sink.append(literal: " file=")
                Self.appendEscaped(paths.path(of: diagnostic.file), property: true, to: &sink)
                if let line = diagnostic.line {
                    sink.append(literal: ",line=")
                    sink.append(decimal: line)
                    if let column = diagnostic.column {
                        sink.append(literal: ",col=")
                        sink.append(decimal: column)
                    }
                }
                sink.append(literal: ",title=")
                Self.appendEscaped("l10n-check " + diagnostic.rule, property: true, to: &sink)
                sink.append(literal: "::")
                Self.appendEscaped(diagnostic.message, property: false, to: &sink)
                sink.append(UInt8(ascii: "\n"))
            }
            sink.append(literal: "::notice title=l10n-check::")
            let totals = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].map { severity, name in
                let count = report.count(severity)
                return "\(count) \(name)\(count == 1 ? "" : "s")"
            }
            Self.appendEscaped("\(scope): \(totals.joined(separator: ", "))", property: false, to: &sink)
            sink.append(UInt8(ascii: "\n"))
        }
    }

    /// The workflow command of a severity.
    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Appends `text` with the characters the runner decodes percent-encoded: `%`, `\r` and `\n` everywhere, and
    /// `:` and `,` in a property's value.
    static func appendEscaped<Output: ReportOutput & ~Copyable>(_ text: String, property: Bool, to output: inout Output) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "%"): output.append(literal: "%25")
            case UInt8(ascii: "\r"): output.append(literal: "%0D")
            case UInt8(ascii: "\n"): output.append(literal: "%0A")
            case UInt8(ascii: ":") where property: output.append(literal: "%3A")
            case UInt8(ascii: ",") where property: output.append(literal: "%2C")
            default: output.append(byte)
            }
        }
    }
}
