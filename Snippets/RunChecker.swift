// Runs the checker from a tool of your own: a bundle (here made in memory; give a bundle's path as the argument to
// check that one instead), settings as a `.l10n-check.yml` file holds them, the rules, and the findings.
import L10nRules
import Lproj

// snippet.hide
import Foundation
// snippet.show

// snippet.bundle
let files: [String: [UInt8]] = [
    "en.lproj/Localizable.strings": Array("""
        "greeting" = "Hello, %@!";
        "files.one" = "%d file";
        "files.other" = "%d files";
        "email" = "Email";
        "cancel" = "Cancel";
        """.utf8),
    "de.lproj/Localizable.strings": Array("""
        "greeting" = "Hallo, %d!";
        "files.one" = "%d Datei";
        "email" = "Email";
        """.utf8),
]
let bundle: LocalizationBundle
do {
    bundle = try CommandLine.arguments.dropFirst().first.map { try BundleReader.read(path: $0) }
        ?? BundleReader.read(files: files, name: "Example.bundle")
} catch {
    print("error: \(error)")
    exit(2)
}
// snippet.end

// snippet.configure
let configuration = try Configuration.parse(yaml: """
    base: en
    rules:
      missing-key: {severity: warning}
    allow_untranslated: [Email]   # the same in German: no `untranslated` note
    """, path: ".l10n-check.yml")
let policy = CheckPolicy(configuration: configuration)
let checker = Checker(disabledRules: configuration.rulesTurnedOff, policy: policy)
// snippet.end

// snippet.check
var context: CheckContext
do {
    context = try CheckContext(bundle: bundle, base: configuration.base)
} catch {
    print("error: \(error)")  // no folder for the base language
    exit(2)
}
context.allowedUntranslated = Set(configuration.allowUntranslated)
var report = checker.check(context)
// The exit policy (`min_complete`, `strict`, `max_warnings`) adds its findings after the rules ran.
report.diagnostics += PolicyRules.findings(in: report, warnings: report.count(.warning), policy: policy)
// snippet.end

// snippet.findings
for finding in report.diagnostics {
    let place = [finding.file, finding.line.map(String.init), finding.column.map(String.init)]
        .compactMap { $0 }.joined(separator: ":")
    print("\(place): \(finding.severity.rawValue) [\(finding.rule)] \(finding.message)")
}
for language in report.languages {
    print("\(language.language): \(language.keys) keys, \(language.missing) missing, "
        + "\(Int(language.percentComplete.rounded())) % complete")
}
print("errors: \(report.count(.error)), warnings: \(report.count(.warning)); fails CI: \(report.hasErrors)")
// snippet.end

// snippet.report
// The command line's own output formats: TextReporter, JSONReporter, SARIFReporter, JUnitReporter, ...
print(TextReporter().render(report))
// snippet.end
