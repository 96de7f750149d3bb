import ArgumentParser
import Foundation
import L10nRules
import Lproj
import Translation

/// `l10n-check [check] BUNDLE`: every rule over a bundle, as compiler-style lines or JSON.
struct CheckCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a bundle: every language against the base language (the default command).",
        discussion: """
            BUNDLE is a folder holding <language>.lproj folders (such as ArcGIS.bundle or a Resources folder), String \
            Catalogs (.xcstrings) or both, or one .xcstrings file. Every .strings, .stringsdict and .xcstrings file \
            is read as Apple's runtime (or Xcode) reads it; each language is compared with the base language.

            Any other folder, such as a repository's root, is searched for bundles (not following links, skipping \
            hidden folders, .build, DerivedData, Pods, Carthage, node_modules and the configuration's exclude \
            globs); each is checked with its own base language, in a section of its own.
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check Resources/PopupStrings.bundle"),
        HelpExample("l10n-check ArcGIS.bundle --base en --format json > report.json"),
        HelpExample("l10n-check ArcGIS.bundle --format sarif > l10n.sarif", "SARIF for GitHub code scanning"),
        HelpExample("l10n-check ArcGIS.bundle --format junit > l10n.xml", "JUnit XML for GitLab and Jenkins test reports"),
        HelpExample("l10n-check ArcGIS.bundle --format github", "annotations in GitHub Actions"),
        HelpExample("l10n-check ArcGIS.bundle --report sarif=l10n.sarif --report html=l10n.html", "several reports from one run"),
        HelpExample("l10n-check ArcGIS.bundle --strict", "warnings fail the run too"),
        HelpExample("l10n-check ArcGIS.bundle --disable extra-key"),
        HelpExample("l10n-check App/Localizable.xcstrings"),
        HelpExample("l10n-check .", "every bundle below the current folder, such as a repository's root"),
        HelpExample("l10n-check ArcGIS.bundle --write-baseline l10n-baseline.json", "accept today's findings..."),
        HelpExample("l10n-check ArcGIS.bundle --baseline l10n-baseline.json", "...then fail only on new ones"),
    ]

    @Argument(help: ArgumentHelp(
        "The bundle folder to check, or a folder (such as a repository's root) to search for bundles.",
        valueName: "bundle"))
    var bundle: String

    @Option(help: ArgumentHelp(
        "The base language folder (without .lproj). Default: the development language as Xcode knows it: "
            + "CFBundleDevelopmentRegion of the bundle's Info.plist ($(DEVELOPMENT_LANGUAGE) resolved through the "
            + "enclosing .xcodeproj), else the Info.plist of the project's target, else the project's "
            + "developmentRegion, else the String Catalogs' source language, else the language folder holding the "
            + "tables Base.lproj lacks (en first), else en. Base.lproj is the Interface Builder part of the base, "
            + "never a language. Example: --base en",
        valueName: "language"))
    var base: String?

    @Option(help: ArgumentHelp(
        "Output: text (compiler-style lines and a summary table), json (the documented CI contract), sarif (SARIF "
            + "2.1.0 for GitHub code scanning), junit (JUnit XML, a test case per rule and language), github "
            + "(GitHub Actions annotations), checkstyle (Checkstyle XML for GitLab, Jenkins, reviewdog), "
            + "codequality (GitLab code quality) or html (a self-contained coverage page). "
            + "Example: --format sarif > l10n.sarif",
        valueName: "format"))
    var format: ReportFormat = .text

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "Also write a report in FORMAT to the file PATH (any --format name); repeat for several. The terminal still "
            + "gets --format. Example: --report sarif=l10n.sarif --report junit=l10n.xml",
        valueName: "format=path"))
    var reports: [ReportDestination] = []

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Warnings fail the run too (a `strict` finding says so); --no-strict overrides `strict: true` of the "
            + "configuration. Example: --strict"))
    var strict: Bool?

    @Option(help: ArgumentHelp(
        "More warnings than this fail the run (a `max-warnings` finding says so); baselined warnings do not count. "
            + "Example: --max-warnings 20",
        valueName: "count"))
    var maxWarnings: Int?

    @Option(name: .customLong("disable"), help: ArgumentHelp(
        "A rule not to run; repeat for several. `l10n-check rules` lists them. Example: --disable extra-key",
        valueName: "rule-id"))
    var disabledRules: [String] = []

    @Option(name: .customLong("allow-untranslated"), help: ArgumentHelp(
        "A text that may stay the same as the base language's (a name, a code); repeat for several. "
            + "Example: --allow-untranslated OK",
        valueName: "text"))
    var allowedUntranslated: [String] = []

    @Option(help: ArgumentHelp(
        "A configuration file (base, rules, languages, strict, max_warnings, allow_untranslated, baseline, exclude, "
            + "sources, localization_functions; "
            + "`l10n-check config --print` shows the settings in effect). Default: .l10n-check.yml "
            + "beside the bundle (in the folder searched, for a repository), else in the current folder. "
            + "Example: --config ci/l10n-check.yml",
        valueName: "file"))
    var config: String?

    @Option(name: .customLong("sources"), help: ArgumentHelp(
        "A folder (or file) of the app's Swift and Objective-C sources, scanned for the keys the code looks up: "
            + "they are never extra-key, unused-key and key-not-in-tables judge them; repeat for several. For a bundle "
            + "it replaces the configuration's sources; a folder searched for bundles has its own sources scanned "
            + "without it, and it adds folders. Example: --sources App/Sources",
        valueName: "folder"))
    var sources: [String] = []

    @Flag(help: ArgumentHelp(
        "Also check the built products a repository has checked in (*.framework, *.xcframework, *.app, *.appex), "
            + "which a search leaves out by default: they are another project's output. Example: --include-vendored"))
    var includeVendored = false

    @Option(help: ArgumentHelp(
        "A baseline of known findings (written by --write-baseline): they are left out of the report and the exit "
            + "status, so only new findings fail. Example: --baseline l10n-baseline.json",
        valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp(
        "Write every finding of this check to a baseline file (replacing it), then report as usual. "
            + "Example: --write-baseline l10n-baseline.json",
        valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp(
        "At most this many findings of one rule in one file are listed; one note says how many more there are, and "
            + "the totals and exit status count them all. 0 lists every finding. Example: --max-findings-per-file 20",
        valueName: "count"))
    var maxFindingsPerFile: Int = CheckReport.defaultFindingsLimit

    @Option(name: .customLong("max-input-size"), help: ArgumentHelp(
        "The most the bundle's files may hold together; a larger bundle is not read (exit 2). Bytes, or a number "
            + "with K, M or G (powers of 1024). Each file may hold at most 1G. Example: --max-input-size 256M",
        valueName: "size"))
    var maxInputSize = ByteCount(bytes: BundleReader.defaultMaximumInputSize)

    func validate() throws {
        guard maxFindingsPerFile >= 0 else {
            throw ValidationError("--max-findings-per-file must be 0 (no limit) or more")
        }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        for rule in disabledRules where RuleRegistry.rule(id: rule) == nil {
            throw ValidationError(
                "unknown rule '\(rule)'; rules: \(RuleRegistry.all.map { $0.description.id }.joined(separator: ", "))")
        }
    }

    func run() throws {
        let (settings, file) = try loadConfiguration()
        let configurationFolder = file.map(ConfigurationFile.parent(of:)) ?? ""
        if isRepository { return try runRepository(settings, configurationFolder: configurationFolder) }
        let model: LocalizationBundle
        var context: CheckContext
        var sourcesRead: SourcesSummary?
        do {
            // The sources are read first, while the bundle is still being read in the background when it was
            // the first argument (a read started while the command line was parsed). `--sources` replaces the
            // configuration's `sources:`, as `--base` replaces `base:`.
            let usage: CodeUsage?
            let fileCount: Int
            if sources.isEmpty {
                let files = try CodeSources.files(
                    matching: settings.sources, in: configurationFolder, excluding: settings.exclude)
                usage = files.isEmpty ? nil : CodeSources.usage(
                    paths: files, naming: { [relativizer = PathRelativizer(folder: bundle)] in
                        relativizer.relative(files[$0])
                    },
                    isTest: { RepositoryLayout.isInTestFolder(files[$0]) }, functions: settings.scannedFunctions,
                    notApp: settings.notAppCodeInEffect)
                fileCount = files.count
            } else {
                let walked = try CodeSources.usage(
                    walking: sources, excluding: settings.exclude, from: bundle, functions: settings.scannedFunctions,
                    notApp: settings.notAppCodeInEffect)
                usage = walked?.usage
                fileCount = walked?.files ?? 0
            }
            sourcesRead = usage.map { CodeSources.summary(of: $0, files: fileCount, projects: []) }
            model = try BundlePrefetch.take(path: bundle, maximumInputSize: maxInputSize.bytes)?.get()
                ?? BundleReader.read(path: bundle, maximumInputSize: maxInputSize.bytes)
            context = try CheckContext(bundle: model, base: base ?? settings.base, codeUsage: usage)
            context.allowedUntranslated = Set(allowedUntranslated + settings.allowUntranslated)
        } catch let error as BundleError {
            throw CommandFailure(error.description)
        } catch let error as CheckSetupError {
            throw CommandFailure("\(bundle): \(error.description)")
        }
        let policy = self.policy(settings)
        var report = checker(settings, policy).check(context)
        report.sources = sourcesRead
        if let writeBaseline {
            try record(Baseline(accepting: report.diagnostics), to: writeBaseline)
        }
        if let path = baseline ?? settings.baseline {
            report.diagnostics = try leaveOutKnownFindings(report.diagnostics, baselinePath: path)
        }
        report.diagnostics += PolicyRules.findings(in: report, warnings: report.count(.warning), policy: policy)
        try emit { format, output in
            format.reporter.write(
                report.limitingFindings(perRuleAndFile: maxFindingsPerFile, exceptGrouped: format == .text),
                into: &output)
        }
        // The process ends here, with the bundle's model still alive: it is hundreds of thousands of values, and
        // freeing them one by one on the way out took longer than writing the report.
        withExtendedLifetime((model, context, report)) { Foundation.exit(report.hasErrors ? 1 : 0) }
    }

    /// The configuration's policy, with `--strict` and `--max-warnings` over the file's settings.
    func policy(_ settings: Configuration) -> CheckPolicy {
        CheckPolicy(configuration: settings, strict: strict, maxWarnings: maxWarnings)
    }

    /// A checker without the rules `--disable` or the configuration turns off, applying `policy`.
    func checker(_ settings: Configuration, _ policy: CheckPolicy) -> Checker {
        Checker(disabledRules: Set(disabledRules).union(settings.rulesTurnedOff), policy: policy)
    }

    /// Writes each `--report` to its file (atomically), then `--format` to standard output; `write` appends a
    /// format's whole output. A report file that cannot be written stops the command (exit 2) after the others.
    func emit(_ write: (ReportFormat, inout [UInt8]) -> Void) throws {
        var failures: [String] = []
        for destination in reports {
            var bytes: [UInt8] = []
            write(destination.format, &bytes)
            do {
                try OutputFile.write(bytes, to: destination.path)
                writeNote("wrote the \(destination.format.rawValue) report \(destination.path)")
            } catch {
                failures.append("\(destination.path): cannot write the \(destination.format.rawValue) report: "
                    + error.description)
            }
        }
        var output: [UInt8] = []
        write(format, &output)
        StandardStreams.writeOutput(bytes: output)
        if !failures.isEmpty { throw CommandFailure(failures.joined(separator: "\n")) }
    }

    /// The configuration: `--config`, else `.l10n-check.yml` beside the bundle (in the folder, for a repository),
    /// else in the current folder, else none.
    private func loadConfiguration() throws -> (configuration: Configuration, path: String?) {
        try ConfigurationFile.load(explicit: config, for: bundle, isRepository: isRepository)
    }
}
