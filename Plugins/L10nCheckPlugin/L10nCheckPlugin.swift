import Foundation
import PackagePlugin

/// `swift package plugin l10n-check [BUNDLE] [OPTIONS]`: builds `l10n-check` and runs it in the package's folder with
/// the arguments given, or on the whole package (every bundle under it) when none are. Its exit status is the
/// checker's: 1 when a finding is an error.
@main
struct L10nCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "l10n-check")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["."] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("l10n-check exited with status \(process.terminationStatus)")
            throw CheckFailed(status: process.terminationStatus)
        }
    }

    /// The checker ended with a status other than 0.
    struct CheckFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "l10n-check exited with status \(status)" }
    }
}
