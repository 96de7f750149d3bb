import Foundation
import Lproj

/// Checkstyle XML, which GitLab, Jenkins' Warnings plugin, reviewdog and many editors read: one `<file>` per file
/// with findings, in the order the report first names it, and one `<error>` per finding.
///
/// `name` is the file's path from the working directory; `line` and `column` are written when the finding has them
/// (a finding about a whole file or folder has neither); `severity` is `error`, `warning` or `info`; `source` is
/// `l10n-check.` and the rule id.
public struct CheckstyleReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "checkstyle"

    /// The folder paths are made relative to.
    public let workingDirectory: String

    /// Creates the reporter; paths are made relative to `workingDirectory` (the process's, by default).
    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
    }

    /// Appends the whole output for a report.
    public func write(_ report: CheckReport, into output: inout [UInt8]) {
        write(report, root: report.bundlePath, into: &output)
    }

    /// Appends the whole output for the bundles found under a folder.
    public func write(_ repository: RepositoryReport, into output: inout [UInt8]) {
        write(repository.merged(), root: repository.root, into: &output)
    }

    private func write(_ report: CheckReport, root: String, into output: inout [UInt8]) {
        let paths = FindingPath(root: root, workingDirectory: workingDirectory)
        // Findings by file, in the order the report first names each file.
        var order: [String] = []
        var byFile: [String: [Int]] = [:]
        for index in report.diagnostics.indices {
            let file = report.diagnostics[index].file
            if byFile[file] == nil { order.append(file) }
            byFile[file, default: []].append(index)
        }
        ByteSink.write(into: &output, capacity: report.estimatedOutputSize(bytesPerFinding: 220)) { sink in
            sink.append(literal: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"8.0\">\n")
            for file in order {
                sink.append(literal: "  <file name=\"")
                XMLEscaping.appendAttribute(paths.path(of: file), to: &sink)
                sink.append(literal: "\">\n")
                for index in byFile[file] ?? [] { Self.appendError(report.diagnostics[index], to: &sink) }
                sink.append(literal: "  </file>\n")
            }
            sink.append(literal: "</checkstyle>\n")
        }
    }

    private static func appendError(_ diagnostic: Diagnostic, to sink: inout ByteSink) {
        sink.append(literal: "    <error")
        if let line = diagnostic.line {
            sink.append(literal: " line=\"")
            sink.append(decimal: line)
            sink.append(UInt8(ascii: "\""))
            if let column = diagnostic.column {
                sink.append(literal: " column=\"")
                sink.append(decimal: column)
                sink.append(UInt8(ascii: "\""))
            }
        }
        sink.append(literal: " severity=\"")
        sink.append(utf8: severity(diagnostic.severity))
        sink.append(literal: "\" message=\"")
        XMLEscaping.appendAttribute(diagnostic.message, to: &sink)
        sink.append(literal: "\" source=\"l10n-check.")
        XMLEscaping.appendAttribute(diagnostic.rule, to: &sink)
        sink.append(literal: "\"/>\n")
    }

    /// Checkstyle's name of a severity.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
