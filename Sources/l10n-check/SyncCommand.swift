import ArgumentParser
import L10nRules
import Lproj
import Translation

/// `l10n-check sync BUNDLE`: the base language's new keys added to every language, nothing removed.
struct SyncCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Add the keys the base language has and a language lacks, so translators see what is new.",
        discussion: """
            For every language (or those given with --language) and every .strings table of the base language, \
            the keys the language lacks are appended to its file with the base's comment and the base's text \
            standing in until translated (l10n-check then lists them as untranslated). Plural variants are added for the \
            categories the language has, needed or optional, with the base's same form (or else its other form) as \
            text. Nothing is removed or changed unless --prune is given: keys the base no longer has are only \
            listed. With --prune, the keys the checker calls extra are removed with their comments: keys of objects \
            removed from an Interface Builder file and keys the base no longer has (never a key of another shape \
            in an Interface Builder table, which code looks up); a file that would not write back byte for byte \
            as it was read is left alone and listed. A key added to a table of an Interface Builder file gets \
            ibtool's comment (class, property, base text and ObjectID), as ibtool --export-strings-file writes it. \
            Property lists and .stringsdict files are left alone and listed; a file that cannot be read or \
            has syntax errors is not synced, is listed as an error, and makes the exit status 1.

            Writes are safe to run beside other writers: the bundle is locked while the command reads and writes \
            it (a second command waits, then reads what the first wrote), a file that changed after it was read \
            (an editor) is not replaced but listed, and a kill at any moment \
            leaves every file old or new. Exit status 1 when a file was not written (changed meanwhile, \
            read-only, hard-linked, a link out of the bundle), else 0; --format json lists it all in one object.
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check sync Resources/PopupStrings.bundle --dry-run"),
        HelpExample("l10n-check sync ArcGIS.bundle --language fr --language de"),
        HelpExample("l10n-check sync ArcGIS.bundle --format json"),
        HelpExample("l10n-check sync App/Resources --prune --dry-run", "also remove the keys the checker calls extra"),
    ]

    @Argument(help: ArgumentHelp("The bundle to bring in line with its base language.", valueName: "bundle"))
    var bundle: String

    @Option(help: ArgumentHelp(
        "The base language folder (without .lproj); the default is the checker's. Example: --base en",
        valueName: "language"))
    var base: String?

    @Option(name: .customLong("language"), help: ArgumentHelp(
        "Only this language; repeat for several. Example: --language fr", valueName: "language"))
    var languages: [String] = []

    @Flag(help: ArgumentHelp(
        "Also remove the keys the checker calls extra (removed objects, keys the base no longer has); with "
            + "--dry-run, list them. Example: --prune --dry-run"))
    var prune = false

    @OptionGroup var output: WriteOutputOptions

    func run() throws {
        let lock = try lockForWriting(bundle, dryRun: output.dryRun)
        let plan: SyncPlan
        do {
            plan = try Sync.plan(
                bundlePath: bundle, base: base, languages: languages.isEmpty ? nil : languages, prune: prune)
        } catch {
            throw CommandFailure(error.description)
        }
        if output.format == .text { report(plan) }
        let outcomes = try carryOut(plan.writes, bundle: bundle, lock: lock, dryRun: output.dryRun)
        let result = WriteReport(
            command: "sync", bundle: bundle, dryRun: output.dryRun, outcomes: outcomes, keys: plan.added,
            removedKeys: plan.removed,
            skippedUnits: nil, skippedFiles: plan.skipped.map(SkippedFile.init))
        try result.print(as: output.format)
    }

    /// Lists on standard error the keys kept beyond the base and the files left alone.
    private func report(_ plan: SyncPlan) {
        for (path, keys) in plan.extra.sorted(by: { $0.key < $1.key }) where plan.removed[path] == nil {
            let shown = keys.prefix(5).map(StringsWriter.quoted).joined(separator: ", ")
            let count = keys.count == 1 ? "1 key" : "\(keys.count) keys"
            writeError(TerminalText.visible("\(path): note: kept \(count) the base language does not have: \(shown)"
                + "\(keys.count > 5 ? ", ..." : "")") + "\n")
        }
        for (path, keys) in plan.removed.sorted(by: { $0.key < $1.key }) {
            let verb = output.dryRun ? "would remove" : "removes"
            let list = keys.map(StringsWriter.quoted).joined(separator: ", ")
            writeError(TerminalText.visible("\(path): note: \(verb) \(keys.count == 1 ? "1 key" : "\(keys.count) keys") the base language does not "
                + "have: \(list)") + "\n")
        }
        let stringsdicts = plan.skipped.filter { $0.reason == .stringsdict }
        for file in plan.skipped where file.reason != .stringsdict {
            let verdict = file.reason.isRefusal ? "error: not synced" : "note: left alone"
            writeError(TerminalText.visible("\(file.path): \(verdict): \(file.reason)") + "\n")
        }
        if !stringsdicts.isEmpty {
            writeError("note: \(stringsdicts.count) .stringsdict files left alone (sync adds keys to .strings tables)\n")
        }
    }
}
