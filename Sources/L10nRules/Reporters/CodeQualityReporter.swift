import Foundation
import Lproj

/// GitLab's code quality report (a subset of Code Climate's format): a JSON array with one issue per finding, which
/// GitLab shows in merge requests when a job lists the file under `artifacts: reports: codequality`.
///
/// Each issue has `description`, `check_name` (the rule id), a `fingerprint` that stays the same from run to run
/// (the SARIF fingerprint), `severity` (`major` for errors, `minor` for warnings, `info` for notes) and `location`
/// with the path from the working directory and the line (1 for a finding of no line).
public struct CodeQualityReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "codequality"

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
        var occurrences: [UInt64: Int] = [:]
        JSONWriter.write(into: &output, capacity: report.estimatedOutputSize(bytesPerFinding: 300)) { json in
            json.openArray()
            for diagnostic in report.diagnostics {
                let hash = SARIFReporter.identityHashValue(of: diagnostic)
                let occurrence = occurrences.countOccurrence(of: hash)
                json.openObject()
                json.string("type", "issue")
                json.string("description", diagnostic.message)
                json.string("check_name", diagnostic.rule)
                json.plainString("fingerprint") { SARIFReporter.appendFingerprint(hash, occurrence, to: &$0) }
                json.string("severity", Self.severity(diagnostic.severity))
                json.openObject("location")
                json.string("path", paths.path(of: diagnostic.file))
                json.openObject("lines")
                json.int("begin", diagnostic.line ?? 1)
                json.closeObject()
                json.closeObject()
                json.closeObject()
            }
            json.closeArray()
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// GitLab's name of a severity.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}
