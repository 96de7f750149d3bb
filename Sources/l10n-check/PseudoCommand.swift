import ArgumentParser
import L10nRules
import Translation

/// `l10n-check pseudo BUNDLE --language en-XA|ar-XB`: a pseudo-localized language made from the base language.
struct PseudoCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write a pseudo-localized language from the base language, to see truncation, hard-coded texts "
            + "and unmirrored layouts before translating.",
        discussion: """
            Writes BUNDLE/en-XA.lproj or BUNDLE/ar-XB.lproj with every table of the base language (found as the \
            checker finds it), pseudo-localized. en-XA accents every letter (a becomes å), makes each text about 35 % \
            longer with a filler (" one two~") and wraps it in brackets, so a cut text or one that stays English \
            shows at once: "Show more" becomes "[Šĥöŵ ɱöŕé one]". ar-XB wraps each line of text in U+202E \
            RIGHT-TO-LEFT OVERRIDE ... U+202C, letters kept, so a layout that is not mirrored shows. Keys, format \
            specifiers (%@, %1$d, %%), tokens ({FIELD}, ${FIELD}, {0}, ICU arguments), %#@name@ references, HTML tags, \
            entities and escapes are kept exactly. en-XA keeps the base's plural forms; ar-XB gets all six of \
            Arabic, each missing one from the base's other form. Tables kept in String Catalogs are left out and \
            listed: l10n-check has no catalog writer that keeps a catalog's formatting.

            An existing folder of the language is refused (exit status 1) unless --replace is given; then only \
            the pseudo-localized files are replaced, each atomically. Writing is safe beside other writers, as for \
            sync. Exit status 0 when everything planned was written, 1 when a file was refused, 2 for bad arguments \
            (only en-XA and ar-XB, in any case). Run the app with -AppleLanguages "(en-XA)" to see the result.
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check pseudo Resources/PopupStrings.bundle --language en-XA"),
        HelpExample("l10n-check pseudo Resources/PopupStrings.bundle --language ar-XB --dry-run"),
        HelpExample("l10n-check pseudo ArcGIS.bundle --language en-XA --replace --format json"),
    ]

    @Argument(help: ArgumentHelp("The bundle that gets the pseudo-language.", valueName: "bundle"))
    var bundle: String

    @Option(help: ArgumentHelp(
        "en-XA (accented, longer, in brackets) or ar-XB (right to left), in any case. Example: --language en-XA",
        valueName: "language"))
    var language: String

    @Option(help: ArgumentHelp(
        "The base language folder (without .lproj); the default is the checker's. Example: --base en",
        valueName: "language"))
    var base: String?

    @Flag(help: "Replace the pseudo-localized files of an existing folder of the language. Example: --replace")
    var replace = false

    @OptionGroup var output: WriteOutputOptions

    func validate() throws {
        guard PseudoStyle(language: language) != nil else {
            throw ValidationError("unknown pseudo-language \"\(TerminalText.visible(language))\": "
                + "use en-XA (accented) or ar-XB (right to left)")
        }
    }

    func run() throws {
        guard let style = PseudoStyle(language: language) else { throw ExitCode(2) }
        let lock = try lockForWriting(bundle, dryRun: output.dryRun)
        if let lock { FileWriter.removeLeftovers(in: bundle, holding: lock) }
        let plan: PseudoPlan
        do {
            plan = try PseudoLanguage.plan(style, bundlePath: bundle, base: base, replace: replace)
        } catch {
            throw CommandFailure(error.description)
        }
        if output.format == .text { report(plan.skipped) }
        let outcomes = plan.refused + (try carryOut(plan.writes, bundle: bundle, lock: lock, dryRun: output.dryRun))
        let result = WriteReport(
            command: "pseudo", bundle: bundle, dryRun: output.dryRun, outcomes: outcomes, keys: plan.keys,
            skippedUnits: nil, skippedFiles: plan.skipped.map(SkippedFile.init))
        try result.print(as: output.format)
    }

    /// Lists on standard error the files left out: tables kept in String Catalogs (a note) and files that would not
    /// read back (an error).
    private func report(_ skipped: [PseudoSkippedFile]) {
        for file in skipped {
            let verdict = file.reason.isRefusal ? "error" : "note"
            writeError(TerminalText.visible("\(file.path): \(verdict): \(file.reason)") + "\n")
        }
    }
}
