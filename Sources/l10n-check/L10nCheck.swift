import ArgumentParser
import Foundation
import L10nRules

/// `l10n-check`: checks Apple localization bundles and shows what their files hold.
struct L10nCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n-check",
        abstract: "Check the localizations of an Apple bundle (.lproj folders) as Apple's runtime reads them.",
        discussion: """
            Exit status: 0 when no finding is an error, 1 when at least one is, 2 when the command cannot do its \
            job (bad arguments, a path that does not exist or is no bundle).
            """,
        version: ToolInfo.version,
        subcommands: [
            CheckCommand.self, ParseCommand.self, RulesCommand.self, ConfigCommand.self, PopupCommand.self, NewLanguageCommand.self,
            SyncCommand.self, ExportCommand.self, ImportCommand.self, PseudoCommand.self, ExtractCommand.self,
        ],
        defaultSubcommand: CheckCommand.self)
}

/// Runs the command, mapping every failure to the documented exit status: usage and setup errors are 2.
@main
enum Main {
    static func main() {
        StandardStreams.ignoreBrokenPipeSignal()
        // `--version` alone is answered before the argument parser, whose reflection over the commands is most of
        // the start-up that editors and hooks pay for it; it prints what the parser's own `--version` prints.
        if CommandLine.arguments.dropFirst() == ["--version"] {
            write(ToolInfo.version + "\n")
            return
        }
        BundlePrefetch.start(arguments: CommandLine.arguments) { name in
            name == "help" || L10nCheck.configuration.subcommands.contains { $0.configuration.commandName == name }
        }
        do {
            var command = try L10nCheck.parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            if L10nCheck.exitCode(for: error) == .success {
                write(L10nCheck.fullMessage(for: error) + "\n")
                Foundation.exit(0)
            }
            writeError(L10nCheck.fullMessage(for: error) + "\n")
            Foundation.exit(2)
        }
    }
}

/// A failure that keeps the command from doing its job: printed on standard error, exit status 2.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong, in one sentence.
    var description: String

    /// A failure whose text may name files of the bundle: control characters in it are shown as escapes.
    init(_ description: String) { self.description = TerminalText.visible(description) }
}

/// The `--format` of a command's output.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// Writes text to standard output as it is, without another line break; ends the process with exit status 2 when
/// standard output cannot be written (see `StandardStreams.writeOutput`).
func write(_ text: String) {
    StandardStreams.writeOutput(text)
}

/// Writes bytes to standard output as they are, in one `write(2)` as far as the system takes them; ends the process
/// with exit status 2 when standard output cannot be written.
func write(bytes: [UInt8]) {
    StandardStreams.writeOutput(bytes: bytes)
}

/// Writes text to standard error as it is, without another line break.
func writeError(_ text: String) {
    StandardStreams.writeError(text)
}
