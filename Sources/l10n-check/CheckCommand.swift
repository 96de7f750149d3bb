import ArgumentParser
import L10nRules
import Lproj

/// `l10n-check [check] BUNDLE`: every rule over a bundle, as compiler-style lines or JSON.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a bundle: every language against the base language (the default command).",
        discussion: """
            BUNDLE is a folder holding <language>.lproj folders, such as ArcGIS.bundle or a Resources folder. Every \
            .strings and .stringsdict file is read as Apple's runtime reads it; each language is compared with the \
            base language.

            Examples:
              l10n-check Resources/PopupStrings.bundle
              l10n-check ArcGIS.bundle --base en --format json > report.json
              l10n-check ArcGIS.bundle --disable extra-key
            """)

    @Argument(help: ArgumentHelp("The bundle folder to check.", valueName: "bundle"))
    var bundle: String

    @Option(help: ArgumentHelp(
        "The base language folder (without .lproj). Default: CFBundleDevelopmentRegion of the bundle's Info.plist, "
            + "else Base.lproj, else en. Example: --base en",
        valueName: "language"))
    var base: String?

    @Option(help: ArgumentHelp(
        "Output: text (compiler-style lines and a summary table) or json (the documented CI contract). "
            + "Example: --format json",
        valueName: "format"))
    var format: OutputFormat = .text

    @Option(name: .customLong("disable"), help: ArgumentHelp(
        "A rule not to run; repeat for several. `l10n-check rules` lists them. Example: --disable extra-key",
        valueName: "rule-id"))
    var disabledRules: [String] = []

    func validate() throws {
        for rule in disabledRules where RuleRegistry.rule(id: rule) == nil {
            throw ValidationError(
                "unknown rule '\(rule)'; rules: \(RuleRegistry.all.map { $0.description.id }.joined(separator: ", "))")
        }
    }

    func run() throws {
        let model: LocalizationBundle
        let context: CheckContext
        do {
            model = try BundleReader.read(path: bundle)
            context = try CheckContext(bundle: model, base: base)
        } catch let error as BundleError {
            throw CommandFailure(error.description)
        } catch let error as CheckSetupError {
            throw CommandFailure("\(bundle): \(error.description)")
        }
        let report = Checker(disabledRules: Set(disabledRules)).check(context)
        let reporter: any Reporter = format == .json ? JSONReporter() : TextReporter()
        write(reporter.render(report))
        if report.hasErrors { throw ExitCode(1) }
    }
}
