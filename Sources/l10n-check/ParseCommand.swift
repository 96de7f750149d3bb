import ArgumentParser
import CodeKeys
import L10nRules
import Lproj

/// `l10n-check parse FILE`: what a `.strings` or `.stringsdict` file holds, in file order, with its problems; for a
/// storyboard or xib, the texts ibtool exports from it; for a Swift or Objective-C source, its localization calls.
struct ParseCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Show what one .strings, .stringsdict, .xcstrings, .storyboard, .xib or source file holds.",
        discussion: """
            Prints every entry in file order with its line and column, then the problems found. Exit status 1 when \
            a problem loses or garbles text at run time.

            For a .storyboard or .xib, prints the .strings table `ibtool --export-strings-file` writes from it \
            (each text under ibtool's comment), so that one can be made without Xcode; with --format json, the \
            texts in document order, each at its element's line.

            For a .swift, .m, .mm or .h source, prints the localization calls genstrings would read \
            (NSLocalizedString, String(localized:), SwiftUI's Text("..."), ...): each key at its line and column, \
            with its table, value and comment; a key built at run time is shown as a pattern (alert.*.title).
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check parse ArcGIS.bundle/fr.lproj/Localizable.strings"),
        HelpExample("l10n-check parse ArcGIS.bundle/fr.lproj/Localizable.strings --format json"),
        HelpExample("l10n-check parse App/Base.lproj/Main.storyboard > Main.strings", "the table ibtool exports from a storyboard"),
        HelpExample("l10n-check parse App/Sources/AppDelegate.swift", "the localization calls of a source file"),
    ]

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
        if let language = SourceLanguage(path: file) {
            let source = ParsedSource(SourceScanner.scan(bytes: bytes, path: file, language: language), path: file)
            write(format == .json ? source.json.serialized() + "\n" : source.text)
            return
        }
        let parsed = file.hasSuffix(".stringsdict")
            ? ParsedFile(StringsdictDocument(bytes: bytes, path: file))
            : file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
            ? ParsedFile(InterfaceBuilderDocument(bytes: bytes, path: file))
            : file.hasSuffix(".xcstrings")
            ? ParsedFile(StringCatalog(bytes: bytes, path: file))
            : ParsedFile(StringsFileReader.read(bytes: bytes, path: file))
        write(format == .json ? parsed.json.serialized() + "\n" : parsed.text)
        if parsed.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
