import ArgumentParser
import Foundation
import L10nRules
import Translation

/// `l10n-check export BUNDLE --language fr`: a language's strings as XLIFF 1.2 for a translator.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a language's strings as XLIFF 1.2, the format translation tools (and Xcode) exchange.",
        discussion: """
            One <file> per .strings table of the base language, one unit per key the language should have: the \
            base's text as source, the language's translation as target (marked needs-translation while it \
            equals the source), the base's comment as note. Plural variants follow the language's plural \
            categories, optional ones included, plus any other form its file has. Without --output (or with \
            --output -) the XLIFF goes to standard output; an existing regular file is never replaced unless \
            --replace is given, and then atomically; a FIFO or device is written to as a stream.

            Examples:
              l10n-check export Resources/PopupStrings.bundle --language hr > hr.xlf
              l10n-check export ArcGIS.bundle --language fr --output fr.xlf
            """)

    @Argument(help: ArgumentHelp("The bundle to export from.", valueName: "bundle"))
    var bundle: String

    @Option(help: ArgumentHelp("The language folder to export (without .lproj). Example: --language fr",
                               valueName: "language"))
    var language: String

    @Option(help: ArgumentHelp(
        "The base language folder; the default is the checker's. Example: --base en", valueName: "language"))
    var base: String?

    @Option(help: ArgumentHelp("The XLIFF file to write. Example: --output fr.xlf", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the --output file if it exists. Example: --replace")
    var replace = false

    func run() throws {
        let text: String
        do {
            let document = try XLIFFExport.document(bundlePath: bundle, base: base, language: language)
            text = XLIFFWriter.text(of: document, toolVersion: ToolInfo.version)
        } catch {
            throw CommandFailure(error.description)
        }
        guard let output else {
            write(text)
            return
        }
        // A FIFO, a device or `-` is written as a stream, never replaced; a regular file only with --replace.
        if OutputFile.kind(of: output) == .regularFile && !replace {
            throw CommandFailure("\(output) exists; give --replace to replace it")
        }
        do {
            try OutputFile.write(Array(text.utf8), to: output)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
