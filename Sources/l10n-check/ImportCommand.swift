import ArgumentParser
import L10nRules
import Lproj
import Translation

/// `l10n-check import BUNDLE FILE.xliff`: a translator's XLIFF, PO or `.xcloc` back into the bundle's files.
struct ImportCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring translations from XLIFF, PO or .xcloc back into the bundle, keeping everything else.",
        discussion: """
            Each translated unit updates its key (its resname, else its id) in the file it came from: the \
            language's .strings (of any format; Interface Builder texts go to <lang>.lproj/<name>.strings) or \
            .stringsdict, edited in place, or the String Catalog, written as Xcode formats it; a missing key is \
            added with the base's comment, and every other byte stays as it was. Inline elements of translators' \
            tools (<ph>, <x/>, <g>, <mrk>, ...) read as the original text they stand for. Units are left out, and \
            listed on standard error, when they are not translated (no target, state new or needs-translation \
            without approved="yes"), when the base language has no such key, when the base text changed after \
            the export, or when their format specifiers do not fit the base's (a crash or lost text at run time). \
            Units imported whose state asks for a review, and a target-language matched to the only folder of \
            its language (de-DE into de.lproj), are listed as notes. A file that changed after it was read is not \
            written (run again). Exit status 1 when any unit was refused or any file not written.
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check import ArcGIS.bundle hr.xliff --dry-run"),
        HelpExample("l10n-check import ArcGIS.bundle hr.xliff de.po"),
        HelpExample("l10n-check import ArcGIS.bundle Localizations/fr.xcloc --format json"),
    ]

    @Argument(help: ArgumentHelp("The bundle to import into.", valueName: "bundle"))
    var bundle: String

    @Argument(help: ArgumentHelp(
        "The XLIFF files (1.2, 1.1 or 2.0), gettext PO files (.po), or .xcloc folders (their Localized Contents).",
        valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp(
        "The base language folder; the default is the checker's. Example: --base en", valueName: "language"))
    var base: String?

    @Flag(help: """
        Let an empty target replace a translation, or add an empty translation of a non-empty text; without it such \
        units are left out. Example: --allow-empty
        """)
    var allowEmpty = false

    @OptionGroup var output: WriteOutputOptions

    func run() throws {
        var documents: [XLIFFDocument] = []
        for file in files {
            do {
                let inputs = XclocReader.isPackage(file)
                    ? try XclocReader.xliffFiles(in: file) : [(path: file, bytes: try FileBytes.read(file))]
                for input in inputs {
                    let lowercased = input.path.lowercased()
                    let isPO = lowercased.hasSuffix(".po") || lowercased.hasSuffix(".pot")
                    documents.append(isPO
                        ? try POReader.read(bytes: input.bytes, path: input.path)
                        : try XLIFFReader.read(bytes: input.bytes, path: input.path))
                }
            } catch {
                throw CommandFailure("\(error)")
            }
        }
        let lock = try lockForWriting(bundle, dryRun: output.dryRun)
        let plan: ImportPlan
        do {
            plan = try XLIFFImport.plan(
                documents, bundlePath: bundle, base: base, options: XLIFFImport.Options(allowEmptyTargets: allowEmpty))
        } catch {
            throw CommandFailure(error.description)
        }
        if output.format == .text {
            report(plan.skipped)
            report(plan.notes)
        }
        let outcomes = try carryOut(plan.writes, bundle: bundle, lock: lock, dryRun: output.dryRun)
        let result = WriteReport(
            command: "import", bundle: bundle, dryRun: output.dryRun, outcomes: outcomes, keys: plan.changedKeys,
            skippedUnits: plan.skipped, skippedFiles: nil, notes: plan.notes,
            imported: (plan.applied, plan.unchanged))
        try result.print(as: output.format)
    }

    /// Lists the units left out on standard error, by place, then how many.
    private func report(_ skipped: [ImportSkip]) {
        let ordered = skipped.sorted {
            ($0.location?.file ?? $0.file, $0.location?.line ?? 0, $0.location?.column ?? 0)
                < ($1.location?.file ?? $1.file, $1.location?.line ?? 0, $1.location?.column ?? 0)
        }
        for skip in ordered {
            writeError(TerminalText.visible("\(skip.location?.description ?? skip.file): note: "
                + "\(StringsWriter.quoted(skip.key)) left out: \(skip.reason)") + "\n")
        }
        if !skipped.isEmpty { writeError("\(skipped.count) unit\(skipped.count == 1 ? "" : "s") left out\n") }
    }

    /// Lists what the import notes (units imported for review, languages matched to another folder) on standard
    /// error, by place.
    private func report(_ notes: [ImportNote]) {
        let ordered = notes.sorted {
            ($0.location?.file ?? $0.file, $0.location?.line ?? 0, $0.location?.column ?? 0)
                < ($1.location?.file ?? $1.file, $1.location?.line ?? 0, $1.location?.column ?? 0)
        }
        for note in ordered {
            let subject = note.key.map { "\(StringsWriter.quoted($0)) " } ?? ""
            let place = note.location?.description ?? note.file
            writeError(TerminalText.visible("\(place): note: \(subject)\(note.message)") + "\n")
        }
    }
}
