import ArgumentParser
import L10nRules
import Lproj

/// `l10n-check parse FILE`: what a `.strings` or `.stringsdict` file holds, in file order, with its problems.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Show what one .strings, .stringsdict or .xcstrings file holds, as Apple's runtime reads it.",
        discussion: """
            Prints every entry in file order with its line and column, then the problems found. Exit status 1 when \
            a problem loses or garbles text at run time.

            Examples:
              l10n-check parse fr.lproj/Localizable.strings
              l10n-check parse fr.lproj/Localizable.strings --format json | jq '.entries | length'
            """)

    @Argument(help: ArgumentHelp("The file to read.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp(
        "Output: text, or json ({format, encoding, entries: [{key, value, line, column}], diagnostics}). "
            + "Example: --format json",
        valueName: "format"))
    var format: OutputFormat = .text

    func run() throws {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(file)
        } catch {
            throw CommandFailure(error.description)
        }
        let parsed = file.hasSuffix(".stringsdict")
            ? ParsedFile(StringsdictDocument(bytes: bytes, path: file))
            : file.hasSuffix(".xcstrings")
            ? ParsedFile(StringCatalog(bytes: bytes, path: file))
            : ParsedFile(StringsFileReader.read(bytes: bytes, path: file))
        write(format == .json ? parsed.json.serialized() + "\n" : parsed.text)
        if parsed.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
