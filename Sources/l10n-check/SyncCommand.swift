import ArgumentParser
import Lproj
import Translation

/// `l10n-check sync BUNDLE`: the base language's new keys added to every language, nothing removed.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Add the keys the base language has and a language lacks, so translators see what is new.",
        discussion: """
            For every language (or those given with --language) and every .strings table of the base language, \
            the keys the language lacks are appended to its file with the base's comment and the base's text \
            standing in until translated (l10n-check then lists them as untranslated). Plural variants are added for the \
            categories the language has, needed or optional, with the base's same form (or else its other form) as \
            text. Nothing is removed or changed: keys the base no longer has are only \
            listed. Files with syntax errors, property lists and .stringsdict files are left alone and listed.

            Examples:
              l10n-check sync Resources/PopupStrings.bundle --dry-run
              l10n-check sync ArcGIS.bundle --language fr --language de
            """)

    @Argument(help: ArgumentHelp("The bundle to bring in line with its base language.", valueName: "bundle"))
    var bundle: String

    @Option(help: ArgumentHelp(
        "The base language folder (without .lproj); the default is the checker's. Example: --base en",
        valueName: "language"))
    var base: String?

    @Option(name: .customLong("language"), help: ArgumentHelp(
        "Only this language; repeat for several. Example: --language fr", valueName: "language"))
    var languages: [String] = []

    @Flag(help: "Say what would be written, and write nothing. Example: --dry-run")
    var dryRun = false

    func run() throws {
        let plan: SyncPlan
        do {
            plan = try Sync.plan(bundlePath: bundle, base: base, languages: languages.isEmpty ? nil : languages)
        } catch {
            throw CommandFailure(error.description)
        }
        report(plan)
        try apply(plan.writes, dryRun: dryRun)
    }

    /// Lists on standard error the keys kept beyond the base and the files left alone.
    private func report(_ plan: SyncPlan) {
        for (path, keys) in plan.extra.sorted(by: { $0.key < $1.key }) {
            let shown = keys.prefix(5).map(StringsWriter.quoted).joined(separator: ", ")
            let count = keys.count == 1 ? "1 key" : "\(keys.count) keys"
            writeError("\(path): note: kept \(count) the base language does not have: \(shown)"
                + "\(keys.count > 5 ? ", ..." : "")\n")
        }
        let stringsdicts = plan.skipped.filter { $0.reason == .stringsdict }
        for file in plan.skipped where file.reason != .stringsdict {
            writeError("\(file.path): note: left alone: \(file.reason)\n")
        }
        if !stringsdicts.isEmpty {
            writeError("note: \(stringsdicts.count) .stringsdict files left alone (sync adds keys to .strings tables)\n")
        }
    }
}
