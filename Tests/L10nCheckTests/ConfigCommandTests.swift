import Foundation
import Testing

/// `l10n-check config`: the settings in effect with where each comes from, the schema, and the exit policy options
/// of `check` end to end.
struct ConfigCommandTests {
    static let files = [
        "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n",
        "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n\"Edit\" = \"Bearbeiten\";\n\"Old\" = \"Alt\";\n",
    ]

    /// A bundle with the configuration `yaml` beside it (where a check looks for it).
    static func bundle(_ files: [String: String] = files, configuration yaml: String = configuration) throws -> String {
        let bundle = try CommandRunner.makeBundle(files)
        let file = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent(".l10n-check.yml")
        try Data(yaml.utf8).write(to: file)
        return bundle
    }

    static let configuration = "rules:\n  extra-key: {severity: note}\nlanguages:\n  de: {min_complete: 100}\n"
    static func beside(_ bundle: String) -> String { (bundle as NSString).deletingLastPathComponent + "/.l10n-check.yml" }

    @Test func printShowsEverySettingWithItsOrigin() throws {
        let bundle = try Self.bundle()
        let result = try CommandRunner.run(["config", "--print", bundle, "--strict"])
        #expect(result.status == 0, "\(result.errorOutput)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "# l10n-check configuration for \(bundle): from \(Self.beside(bundle))")
        #expect(lines.contains { $0.hasPrefix("    severity: note ") && $0.hasSuffix("# \(Self.beside(bundle)):2:15") })
        #expect(lines.contains { $0.hasPrefix("    min_complete: 100 ") && $0.hasSuffix(".l10n-check.yml:4:8") })
        #expect(lines.contains { $0.hasPrefix("strict: true ") && $0.hasSuffix("# --strict") })
        #expect(lines.contains { $0.hasPrefix("max_warnings: null ") && $0.hasSuffix("# default") })
        // Every rule is listed with its level.
        #expect(lines.filter { $0.hasPrefix("    severity: ") }.count >= 18)
    }

    @Test func aMistakeInTheFileIsAnErrorWithItsPlace() throws {
        let bundle = try Self.bundle(configuration: "rules:\n  extra-key: {severity: loud}\n")
        for arguments in [["config", "--print", bundle], [bundle]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 2)
            #expect(result.errorOutput.contains(".l10n-check.yml:2:25: rules.extra-key.severity: unknown severity \"loud\""))
        }
    }

    @Test func schemaIsThePublishedOne() throws {
        let result = try CommandRunner.run(["config", "--schema"])
        #expect(result.status == 0)
        let published = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("schemas/l10n-check.schema.json"), encoding: .utf8)
        #expect(result.output == published)
    }

    @Test func thresholdsAndStrictFailTheRunWithAFinding() throws {
        let bundle = try Self.bundle()
        // Complete, with one extra key that the file makes a note: passes.
        let passing = try CommandRunner.run([bundle])
        #expect(passing.status == 0, "\(passing.output)")
        var files = Self.files
        files["de.lproj/Localizable.strings"] = "\"Done\" = \"Fertig\";\n"
        let incomplete = try CommandRunner.run([
            try Self.bundle(files, configuration: "languages:\n  de: {min_complete: 100}\n"), "--format", "json"])
        #expect(incomplete.status == 1)
        #expect(incomplete.output.contains("\"rule\": \"min-complete\""))
        let warned = try Self.bundle(files, configuration: "rules:\n  missing-key: {severity: warning}\n")
        #expect(try CommandRunner.run([warned]).status == 0)
        let strict = try CommandRunner.run([warned, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.output.contains("error: 1 warning, and warnings fail a strict run (set by --strict) [strict]"))
        #expect(try CommandRunner.run([warned, "--max-warnings", "1"]).status == 0)
        #expect(try CommandRunner.run([warned, "--max-warnings", "0"]).output.contains("[max-warnings]"))
        #expect(try CommandRunner.run([warned, "--max-warnings", "-1"]).status == 2)
    }

    /// `l10n-check .` inside a bundle reads the configuration beside it (`../.l10n-check.yml`), and in a repository's
    /// root the one there; neither stops on the path `.` (Foundation's path functions trap on it on Linux).
    @Test func dotIsABundleOrARepository() throws {
        let bundle = try Self.bundle(configuration: "rules:\n  extra-key: {severity: error}\n")
        let inside = try CommandRunner.run(["."], in: URL(fileURLWithPath: bundle))
        #expect(inside.status == 1, "\(inside.errorOutput)")
        #expect(inside.output.contains("error: extra key \"Old\""))
        let root = URL(fileURLWithPath: bundle).deletingLastPathComponent()
        let repository = try CommandRunner.run(["."], in: root)
        #expect(repository.status == 1, "\(repository.errorOutput)")
        #expect(repository.output.contains("Test.bundle/de.lproj/Localizable.strings:3:1: error: extra key"))
        let printed = try CommandRunner.run(["config", "--print"], in: URL(fileURLWithPath: bundle))
        #expect(printed.status == 0, "\(printed.errorOutput)")
        #expect(printed.output.hasPrefix("# l10n-check configuration for .: from ../.l10n-check.yml"))
    }
}
