import ArgumentParser
import Foundation
import L10nRules
import Lproj

/// `l10n-check config`: the configuration a check of a path would use, with where each setting comes from, or the
/// JSON schema of the configuration file.
struct ConfigCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the configuration in effect for a check, with where each setting comes from.",
        discussion: """
            Finds the configuration as `l10n-check PATH` does (--config, else .l10n-check.yml beside the bundle or in \
            the folder searched, else in the current folder) and prints every setting as YAML: the file's, the \
            command line's (--strict, --max-warnings, --base) over them, and the defaults, each with a comment \
            naming its file, line and column, its option, or `default`. A mistake in the file is an error naming \
            its line and column (exit 2).
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check config --print"),
        HelpExample("l10n-check config --print ArcGIS.bundle --strict"),
        HelpExample("l10n-check config --schema > .l10n-check.schema.json", "the schema editors read, beside .l10n-check.yml"),
    ]

    @Argument(help: ArgumentHelp("The bundle or folder a check would be given (default: the current folder).",
                                 valueName: "path"))
    var path: String = "."

    @Flag(help: "Print the settings in effect (the default).")
    var print = false

    @Flag(help: "Print the JSON schema of the configuration file instead, for editors that complete YAML.")
    var schema = false

    @Option(help: ArgumentHelp("A configuration file, as for the check.", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The base language, as for the check.", valueName: "language"))
    var base: String?

    @Flag(inversion: .prefixedNo, help: "Warnings fail the run, as for the check.")
    var strict: Bool?

    @Option(help: ArgumentHelp("The most warnings that pass, as for the check.", valueName: "count"))
    var maxWarnings: Int?

    func validate() throws {
        if print && schema { throw ValidationError("--print and --schema cannot be given together") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
    }

    func run() throws {
        if schema { return write(ConfigurationSchema.json) }
        var isFolder: ObjCBool = false
        let isRepository = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            && !BundleDiscovery.isBundle(path: path)
        var (configuration, file) = try ConfigurationFile.load(explicit: config, for: path, isRepository: isRepository)
        var options: [String: String] = [:]
        if let base {
            configuration.base = base
            options["base"] = "--base"
        }
        if let strict { options["strict"] = strict ? "--strict" : "--no-strict" }
        if maxWarnings != nil { options["max_warnings"] = "--max-warnings" }
        let policy = CheckPolicy(configuration: configuration, strict: strict, maxWarnings: maxWarnings)
        write("# l10n-check configuration for \(path): "
            + (file.map { "from \($0)" } ?? "no configuration file, so defaults") + "\n")
        write(ConfigurationPrinter(configuration: configuration, policy: policy, options: options).render())
    }
}
