import ArgumentParser
import Foundation
import L10nRules
import Lproj
import Translation

/// `l10n-check extract ROOT`: genstrings on Linux; the keys the sources look up are added to the development
/// language's tables of the bundles under a folder.
struct ExtractCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Add the keys the sources look up to the development language's tables, as genstrings does.",
        discussion: """
            The .swift, .m, .mm and .h files under the folder are scanned and its bundles found, as the checker's \
            repository mode does. Each table the calls look up is updated in the bundle whose base language has \
            it (of several, the one nearest the calling source file); a table no bundle has goes to the bundle \
            nearest the calls, which is said. A .strings table gets the keys it lacks appended after its entries \
            (every old byte kept), sorted by key, each with its comment above it as genstrings writes it \
            (/* No comment provided by engineer. */ when the call has none) and the call's value: or else the key \
            as text; a new table is a UTF-8 file. A String Catalog gets the new keys as Xcode adds them (their \
            comment; a default value as the source language's new unit, extracted_with_value), and the keys that \
            came from code and no call uses any more are marked stale (never a key of an Interface Builder \
            object, an Info.plist key or an App Shortcut phrase). Keys built at run time or in a table not \
            written as a literal are not written; they are listed. Nothing is removed. A table whose base is an \
            Interface Builder file is left alone, and listed.

            Writes are as safe as sync's: each bundle is locked while it is read and written, a file changed \
            meanwhile is not replaced but listed, and a kill leaves every file old or new. Running extract again \
            writes nothing. Exit status 1 when a file was not written, else 0; --format json lists it all in one \
            object.
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check extract App --dry-run", "list the keys that would be added or marked stale"),
        HelpExample("l10n-check extract App --format json"),
    ]

    @Argument(help: ArgumentHelp("The folder whose sources and bundles to bring together.", valueName: "root"))
    var root: String

    @Option(help: ArgumentHelp("The configuration file; the default is .l10n-check.yml in the folder. Example: "
        + "--config ci.yml", valueName: "file"))
    var config: String?

    @OptionGroup var output: WriteOutputOptions

    func run() throws {
        let settings = try ConfigurationFile.load(explicit: config, for: root, isRepository: true).configuration
        var locks: [String: BundleLock] = [:]
        let found = try ExtractSources.find(
            root: root, excluding: settings.exclude, base: settings.base, functions: settings.scannedFunctions
        ) { path in
            locks[path] = try lockForWriting(path, dryRun: output.dryRun)
        }
        var outcomes: [WriteOutcome] = []
        var added: [String: [String]] = [:]
        var stale: [String: [String]] = [:]
        var skipped: [SkippedFile] = found.skipped
        for note in found.notes { writeError("note: \(note)\n") }
        for (folder, context) in found.bundles {
            let path = found.place(folder)
            let plan = Extract.plan(context: context, keys: found.keysByBundle[folder] ?? [:], usage: found.usage)
            outcomes += try carryOut(plan.writes, bundle: path, lock: locks[path], dryRun: output.dryRun)
            added.merge(plan.added) { first, _ in first }
            stale.merge(plan.markedStale) { first, _ in first }
            skipped += plan.skipped.map(SkippedFile.init)
        }
        if output.format == .text { report(stale: stale, skipped: skipped) }
        let result = WriteReport(
            command: "extract", bundle: root, dryRun: output.dryRun, outcomes: outcomes, keys: added, staleKeys: stale,
            skippedUnits: nil, skippedFiles: skipped, messages: found.notes)
        try result.print(as: output.format)
    }

    /// Lists on standard error the keys marked stale and the tables and calls left alone.
    private func report(stale: [String: [String]], skipped: [SkippedFile]) {
        for (path, keys) in stale.sorted(by: { $0.key < $1.key }) {
            let verb = output.dryRun ? "would mark" : "marks"
            let list = keys.prefix(5).map(StringsWriter.quoted).joined(separator: ", ")
            writeError(TerminalText.visible("\(path): note: \(verb) stale \(keys.count == 1 ? "1 key" : "\(keys.count) keys") "
                + "no call uses: \(list)\(keys.count > 5 ? ", ..." : "")") + "\n")
        }
        for file in skipped {
            let verdict = file.refused ? "error: not written" : "note: left alone"
            writeError(TerminalText.visible("\(file.path): \(verdict): \(file.reason)") + "\n")
        }
    }
}
