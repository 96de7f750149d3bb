import ArgumentParser
import L10nRules
import Translation

/// `l10n-check new-language BUNDLE LANG`: a new language folder from the bundle's base language, or from templates.
struct NewLanguageCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "new-language",
        abstract: "Add a language to a bundle from its base language, with the plural forms the language has.",
        discussion: """
            Creates BUNDLE/LANG.lproj from the bundle's own base language, the base's texts standing in until \
            translated (l10n-check lists them as untranslated): every .strings table of the base (the texts of a \
            Base.lproj storyboard or xib included, with ibtool's comments) becomes the language's, in the base \
            file's encoding (UTF-16 stays UTF-16) with the base's comments, or as a property list when the base's is \
            one (XML stays XML, binary stays binary); every .stringsdict file becomes the language's as an XML \
            property list with the base's keys and format keys; and each String Catalog (.xcstrings) gains the \
            language's units with state new (a catalog that has the language already is left alone). With \
            --templates, every .strings file of that folder is copied instead (a curated set such as \
            lproj-templates). Plural forms (stem.one, stem.few, ...; .stringsdict and catalog plural variations) are \
            made for exactly the categories ICU's plural rules give the language, needed or optional (French many, \
            from 1,000,000 up). \
            LANG must be a valid language ID (checked with ICU) that the bundle does not have yet; nothing is \
            ever overwritten. The folder is made aside and renamed into the bundle at once: a killed run leaves \
            no half folder, and running again finishes the job.
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check new-language ArcGIS.bundle --language hr --dry-run"),
        HelpExample("l10n-check new-language ArcGIS.bundle --language hr"),
        HelpExample("l10n-check new-language ArcGIS.bundle --language sk --format json"),
        HelpExample("l10n-check new-language ArcGIS.bundle --language pt-PT \\\n    --templates lproj-templates --dry-run", "from a curated folder of templates"),
    ]

    @Argument(help: ArgumentHelp("The bundle that gets the language.", valueName: "bundle"))
    var bundle: String

    @Argument(help: ArgumentHelp(
        "The language ID, which names the folder: hr, pt-BR, zh-Hant (or give it with --language). Example: hr",
        valueName: "language"))
    var languageArgument: String?

    @Option(name: .customLong("language"), help: ArgumentHelp(
        "The language ID, as the other commands take it. Example: --language hr", valueName: "language"))
    var languageOption: String?

    @Option(help: ArgumentHelp(
        "The base language folder (without .lproj); the default is the checker's. Example: --base en",
        valueName: "language"))
    var base: String?

    @Option(help: ArgumentHelp(
        "A folder of template .strings files to copy instead of the base language's tables. "
            + "Example: --templates lproj-templates", valueName: "folder"))
    var templates: String?

    @OptionGroup var output: WriteOutputOptions

    func validate() throws {
        switch (languageArgument, languageOption) {
        case (nil, nil): throw ValidationError("Give the language: new-language BUNDLE LANG, or --language LANG.")
        case (let argument?, let option?) where argument != option:
            throw ValidationError("Two languages given (\(argument) and --language \(option)); give one.")
        default: break
        }
    }

    func run() throws {
        let language = languageOption ?? languageArgument ?? ""
        let lock = try lockForWriting(bundle, dryRun: output.dryRun)
        if let lock { FileWriter.removeLeftovers(in: bundle, holding: lock) }
        var plan = SyncPlan()
        do {
            if let templates {
                plan.writes = try NewLanguage.plan(language: language, bundlePath: bundle, templatesPath: templates)
            } else {
                plan = try NewLanguage.planFromBase(language: language, bundlePath: bundle, base: base)
            }
        } catch {
            throw CommandFailure(error.description)
        }
        if output.format == .text {
            for file in plan.skipped { writeError(TerminalText.visible("\(file.path): note: left alone: \(file.reason)") + "\n") }
        }
        let outcomes = try carryOut(plan.writes, bundle: bundle, lock: lock, dryRun: output.dryRun)
        let result = WriteReport(
            command: "new-language", bundle: bundle, dryRun: output.dryRun, outcomes: outcomes, keys: plan.added,
            skippedUnits: nil, skippedFiles: plan.skipped.map(SkippedFile.init))
        try result.print(as: output.format)
    }
}
