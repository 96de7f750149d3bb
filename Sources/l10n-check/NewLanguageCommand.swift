import ArgumentParser
import Translation

/// `l10n-check new-language BUNDLE LANG`: a new language folder from the translation templates.
struct NewLanguageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-language",
        abstract: "Add a language to a bundle from the translation templates, with the plural forms it has.",
        discussion: """
            Creates BUNDLE/LANG.lproj with a copy of every .strings file of the templates folder. Plural variants \
            (stem.one, stem.few, ...) are kept for the categories ICU's plural rules give the language, needed or \
            optional (French many, from 1,000,000 up). \
            LANG must be a valid language ID (checked with ICU) that the bundle does not have yet; nothing is \
            ever overwritten. The folder is made aside and renamed into the bundle at once: a killed run leaves \
            no half folder, and running again finishes the job.

            Examples:
              l10n-check new-language Resources/PopupStrings.bundle hr
              l10n-check new-language Resources/PopupStrings.bundle pt-PT --templates lproj-templates --dry-run
            """)

    @Argument(help: ArgumentHelp("The bundle that gets the language.", valueName: "bundle"))
    var bundle: String

    @Argument(help: ArgumentHelp(
        "The language ID, which names the folder: hr, pt-BR, zh-Hant. Example: hr", valueName: "language"))
    var language: String

    @Option(help: ArgumentHelp(
        "The folder of template .strings files. Example: --templates lproj-templates", valueName: "folder"))
    var templates = "lproj-templates"

    @Flag(help: "Say what would be written, and write nothing. Example: --dry-run")
    var dryRun = false

    func run() throws {
        let lock = try lockForWriting(bundle, dryRun: dryRun)
        let writes: [FileWrite]
        if let lock { FileWriter.removeLeftovers(in: bundle, holding: lock) }
        do {
            writes = try NewLanguage.plan(language: language, bundlePath: bundle, templatesPath: templates)
        } catch {
            throw CommandFailure(error.description)
        }
        try apply(writes, bundle: bundle, lock: lock, dryRun: dryRun)
    }
}
