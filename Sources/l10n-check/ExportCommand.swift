import ArgumentParser
import Foundation
import L10nRules
import Translation

/// `l10n-check export BUNDLE --language fr`: a language's strings for a translator, as XLIFF, PO or `.xcloc`.
struct ExportCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write languages' strings for translators: XLIFF 1.2 (as Xcode writes it), XLIFF 2.0, PO, or .xcloc folders.",
        discussion: """
            One <file> per table of the base language (.strings in any format, Interface Builder files, \
            .stringsdict files and String Catalogs, with Xcode's ids), one unit per text the language should \
            have: the base's text as source, the language's translation as target (state new while it equals \
            the source, else translated and approved), the base's comment as note, the base file and line as \
            location. Plural variants follow the language's plural categories, \
            optional ones included, plus any other form its file has.

            One language goes to standard output, or to --output; several (or --all-languages) go into \
            --output-dir as <language>.xliff, or as <language>.xcloc folders with --xcloc. An existing file or \
            package is never replaced unless --replace is given, and then atomically.
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check export ArcGIS.bundle --language hr > hr.xliff"),
        HelpExample("l10n-check export ArcGIS.bundle --language hr --only untranslated \\\n    --output hr-todo.xliff"),
        HelpExample("l10n-check export ArcGIS.bundle --language de --format po --output de.po"),
        HelpExample("l10n-check export ArcGIS.bundle --all-languages --xcloc \\\n    --output-dir Localizations"),
        HelpExample("l10n-check export ArcGIS.bundle --all-languages --dry-run"),
    ]

    @Argument(help: ArgumentHelp("The bundle to export from.", valueName: "bundle"))
    var bundle: String

    @Option(help: ArgumentHelp(
        "A language folder to export (without .lproj); repeat for several. Example: --language fr",
        valueName: "language"))
    var language: [String] = []

    @Flag(help: "Export every language but the base. Example: --all-languages")
    var allLanguages = false

    @Option(help: ArgumentHelp(
        "The base language folder; the default is the checker's. Example: --base en", valueName: "language"))
    var base: String?

    @Option(help: ArgumentHelp(
        "The file format: xliff (XLIFF 1.2, the default), xliff2 (XLIFF 2.0) or po (gettext, with the language's "
            + "Plural-Forms). Example: --format po",
        valueName: "format"))
    var format: ExchangeFormat = .xliff

    @Option(help: ArgumentHelp(
        "Which units: all, untranslated (no translation yet) or stale (translations to review: the checker "
            + "finds their format specifiers or tokens no longer fit, or their state asks for a review). "
            + "Example: --only untranslated", valueName: "units"))
    var only: ExportSelection = .all

    @Option(help: ArgumentHelp(
        "A table to export (Localizable, Main); repeat for several; all tables when not given. "
            + "Example: --table Localizable", valueName: "name"))
    var table: [String] = []

    @Flag(help: "Write an .xcloc localization catalog per language into --output-dir. Example: --xcloc")
    var xcloc = false

    @Option(help: ArgumentHelp("The file to write, for one language. Example: --output fr.xliff", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp(
        "The folder to write one file (or .xcloc) per language into, made when missing. Example: --output-dir out",
        valueName: "folder"))
    var outputDir: String?

    @Flag(help: "Replace the output files or packages that exist. Example: --replace")
    var replace = false

    @Flag(help: "Say what would be written, and write nothing.")
    var dryRun = false

    func validate() throws {
        if allLanguages && !language.isEmpty {
            throw ValidationError("give either --language or --all-languages, not both")
        }
        if !allLanguages && language.isEmpty { throw ValidationError("give --language (or --all-languages)") }
        if output != nil && outputDir != nil { throw ValidationError("give either --output or --output-dir") }
        if output != nil && (allLanguages || language.count > 1) {
            throw ValidationError("several languages are written into a folder: give --output-dir")
        }
        if xcloc && output != nil { throw ValidationError("--xcloc writes folders: give --output-dir") }
        if xcloc && format != .xliff { throw ValidationError("an .xcloc holds XLIFF 1.2; leave out --format") }
    }

    func run() throws {
        let exports: [LanguageExport]
        do {
            exports = try XLIFFExport.documents(
                bundlePath: bundle, base: base, languages: allLanguages ? [] : language,
                options: ExportOptions(selection: only, tables: Set(table)))
        } catch {
            throw CommandFailure(error.description)
        }
        let toFolder = xcloc || outputDir != nil || allLanguages || language.count > 1
        if toFolder, let outputDir, !dryRun { try makeFolder(outputDir) }
        for export in exports {
            for note in export.notes { writeError(TerminalText.visible("note: \(note)") + "\n") }
            guard !export.document.files.isEmpty else {
                writeError("note: nothing to export for \(export.folder): no unit is \(only.rawValue)\n")
                continue
            }
            if dryRun {
                let units = export.document.files.reduce(0) { $0 + $1.units.count }
                let path = toFolder
                    ? (outputDir ?? ".") + "/" + export.tag + "." + (xcloc ? "xcloc" : format.fileExtension)
                    : output ?? "standard output"
                write(TerminalText.visible("would write \(path): \(units) units of \(export.folder)") + "\n")
            } else if toFolder {
                try save(export, into: outputDir ?? ".")
            } else {
                try emit(try format.bytes(of: export, project: project), to: output)
            }
        }
    }

    /// The bundle's folder name, which names the project in a PO header.
    private var project: String {
        bundle.split(separator: "/").last.map(String.init) ?? bundle
    }

    /// Makes `folder` (and the folders above it) when it is missing; anything else there is an error.
    private func makeFolder(_ folder: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw CommandFailure("\(folder) exists and is no folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(folder): cannot be made: \(error.localizedDescription)")
        }
    }

    /// Writes one language's export into `folder`, as a file or an `.xcloc`.
    private func save(_ export: LanguageExport, into folder: String) throws {
        guard xcloc else {
            try emit(try format.bytes(of: export, project: project), to: folder + "/" + export.tag + "." + format.fileExtension)
            return
        }
        do {
            let package = try XclocPackage(
                export: export, xliff: XLIFFWriter.bytes(of: export.document, toolVersion: ToolInfo.version),
                bundlePath: bundle)
            let path = try XclocWriter.write(package, into: folder, replace: replace, toolVersion: ToolInfo.version)
            writeError("wrote \(path)\n")
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Writes `bytes` to `path`, or to standard output when there is none.
    private func emit(_ bytes: [UInt8], to path: String?) throws {
        guard let path else {
            write(bytes: bytes)
            return
        }
        // A FIFO, a device or `-` is written as a stream, never replaced; a regular file only with --replace.
        if OutputFile.kind(of: path) == .regularFile && !replace {
            throw CommandFailure("\(path) exists; give --replace to replace it")
        }
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
