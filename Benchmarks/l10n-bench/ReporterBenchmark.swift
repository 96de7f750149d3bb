import Foundation
import L10nRules
import Lproj

/// Reporter throughput: how long each `--format` takes to write the bytes of one synthetic report with many findings.
enum ReporterBenchmark {
    /// How many timed runs each reporter gets; the median is kept.
    static let rounds = 7

    /// Each reporter's median time to write a synthetic report of `findings` findings into a fresh byte buffer
    /// (what `l10n-check` prints), in seconds, and the size of the output in megabytes (10^6 bytes).
    static func rows(findings: Int) -> [(format: String, seconds: Double, megabytes: Double)] {
        let report = syntheticReport(findings: findings)
        let reporters: [any Reporter] = [
            TextReporter(), JSONReporter(), SARIFReporter(),
            JUnitReporter(hostname: "bench", timestamp: Date(timeIntervalSince1970: 1_767_225_600)), HTMLReporter(),
        ]
        return reporters.map { reporter in
            var size = 0
            let seconds = median {
                let bytes = output(of: reporter, for: report)
                size = bytes.count
            }
            return (type(of: reporter).identifier, seconds, Double(size) / 1_000_000)
        }
    }

    /// The bytes `l10n-check` writes to standard output for `report` in the reporter's format.
    private static func output(of reporter: any Reporter, for report: CheckReport) -> [UInt8] {
        var bytes: [UInt8] = []
        reporter.write(report, into: &bytes)
        return bytes
    }

    /// The median wall time of ``rounds`` runs of `body`, in seconds, after one warm-up run.
    private static func median(_ body: () -> Void) -> Double {
        body()
        let times = (0..<rounds).map { _ -> Double in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        return times.sorted()[rounds / 2]
    }

    // MARK: The synthetic report

    /// Languages of a large app, the base first; some with script and region.
    private static let languages = [
        "en", "ar", "bg", "ca", "cs", "da", "de", "el", "es", "es-419", "fi", "fr", "fr-CA", "he", "hi", "hr", "hu",
        "id", "it", "ja", "ko", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi",
        "zh-Hans", "zh-Hant",
    ]

    /// Tables each language has, and the file name each is read from.
    private static let tables = [
        ("Localizable", "Localizable.strings"), ("Localizable", "Localizable.stringsdict"), ("Main", "Main.strings"),
        ("InfoPlist", "InfoPlist.strings"), ("Settings", "Settings.strings"),
    ]

    /// Keys as apps name them: English sentences with quotes, format specifiers, non-ASCII and the odd control.
    private static let keys = [
        "Done", "Cancel", "Delete \"%@\"?", "%lld items", "Open «%@»", "Größe: %.1f MB", "Café au lait",
        "Share via…", "Tab\there", "It's 100% done", "Line\nbreak", "emoji 🎉 %d", "C:\\Path\\to\\file",
        "<b>Bold</b> & more", "日本語のキー", "Привет, %1$@!",
    ]

    /// A report of `count` findings over ``languages`` and ``tables``: missing and extra keys, untranslated values,
    /// format and token mismatches, plural categories, duplicates; every few with a line and column.
    static func syntheticReport(findings count: Int) -> CheckReport {
        let base = languages[0]
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(count)
        for index in 0..<count {
            let language = languages[1 + index % (languages.count - 1)]
            let (table, fileName) = tables[(index / (languages.count - 1)) % tables.count]
            let key = keys[(index / 7) % keys.count] + (index % 5 == 0 ? " \(index / 5)" : "")
            let file = "\(language).lproj/\(fileName)"
            let quoted = StringsWriter.quoted(key)
            let location = SourceLocation(file: file, line: 1 + index % 4_000, column: 1 + index % 37)
            let diagnostic: Diagnostic = switch index % 8 {
            case 0, 1:
                Diagnostic(
                    rule: "missing-key", severity: .error,
                    message: "missing key \(quoted): the base language \(base) has it, \(language) does not",
                    file: file, language: language, table: table, key: key)
            case 2:
                Diagnostic(
                    rule: "extra-key", severity: .warning,
                    message: "extra key \(quoted): the base language \(base) has no such key, so it is never used",
                    file: file, location: location, language: language, table: table, key: key)
            case 3:
                Diagnostic(
                    rule: "untranslated", severity: .note,
                    message: "\(quoted) reads the same as in \(base) (« \(key) »): not translated yet?",
                    file: file, location: location, language: language, table: table, key: key)
            case 4:
                Diagnostic(
                    rule: "format-mismatch", severity: .error,
                    message: "the value of \(quoted) has %d where the base language has %@; the app may crash",
                    file: file, location: location, language: language, table: table, key: key)
            case 5:
                Diagnostic(
                    rule: "plural-category", severity: .error,
                    message: "\(quoted) lacks the plural form \"few\" that \(language) needs (2–4 items)",
                    file: file, location: location, language: language, table: table, key: key, category: "few")
            case 6:
                Diagnostic(
                    rule: "token-mismatch", severity: .error,
                    message: "the value of \(quoted) drops the token {name} and adds {nom}",
                    file: file, location: location, language: language, table: table, key: key)
            default:
                Diagnostic(
                    rule: "duplicate-key", severity: .warning,
                    message: "duplicate key \(quoted): the value on line \(1 + index % 4_000) wins at run time",
                    file: file, location: location, language: language, table: table, key: key)
            }
            diagnostics.append(diagnostic)
        }
        let summaries = languages.map { language in
            LanguageSummary(
                language: language, directory: language + ".lproj", keys: 2_400, missing: language == base ? 0 : 180,
                extra: language == base ? 0 : 12, expected: 2_400)
        }
        var report = CheckReport(
            bundlePath: "App/Resources/Localization.bundle", bundleName: "Localization.bundle", baseLanguage: base,
            languages: summaries, diagnostics: diagnostics.sorted())
        report.rules = RuleRegistry.all.map { $0.description.id }
        return report
    }
}
