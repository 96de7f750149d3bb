import Foundation
import Testing

/// `--write-baseline` and `--baseline`: accept today's findings, then fail only on new ones.
struct BaselineCommandTests {
    static let gaps = [
        "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n",
        "fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
    ]

    @Test func knownFindingsPassAndNewOnesFail() throws {
        let bundle = try CommandRunner.makeBundle(Self.gaps)
        let baseline = (bundle as NSString).deletingLastPathComponent + "/baseline.json"
        let written = try CommandRunner.run([bundle, "--write-baseline", baseline])
        #expect(written.status == 1)
        #expect(written.errorOutput == "wrote 1 findings to the baseline \(baseline)\n")

        let known = try CommandRunner.run([bundle, "--baseline", baseline])
        #expect(known.status == 0)
        #expect(known.output.hasSuffix("0 errors, 0 warnings, 0 notes in 2 languages of Test.bundle\n"))
        #expect(known.errorOutput == "baseline \(baseline): 1 known findings left out\n")

        try Data("\"Done\" = \"Terminé\";\n\"Edit\" = \"Modifier\";\n".utf8)
            .write(to: URL(fileURLWithPath: bundle + "/fr.lproj/Localizable.strings"))
        try Data("\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n\"Save\" = \"Save\";\n".utf8)
            .write(to: URL(fileURLWithPath: bundle + "/en.lproj/Localizable.strings"))
        let changed = try CommandRunner.run([bundle, "--baseline", baseline, "--format", "json"])
        #expect(changed.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(changed.output.utf8)) as? [String: Any]
        let keys = (report?["diagnostics"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
        #expect(keys == ["Save"])
        #expect(changed.errorOutput == "baseline \(baseline): 0 known findings left out; 1 of its entries no longer "
            + "occur (fixed: run with --write-baseline \(baseline) to drop them)\n")
    }

    @Test func configurationNamesTheBaselineBesideItself() throws {
        let bundle = try CommandRunner.makeBundle(Self.gaps)
        let folder = (bundle as NSString).deletingLastPathComponent
        #expect(try CommandRunner.run([bundle, "--write-baseline", folder + "/known.json"]).status == 1)
        try Data("baseline: known.json\n".utf8).write(to: URL(fileURLWithPath: folder + "/.l10n-check.yml"))
        #expect(try CommandRunner.run([bundle]).status == 0)
    }

    @Test func aBrokenBaselineExitsTwoWithItsPlace() throws {
        let bundle = try CommandRunner.makeBundle(Self.gaps)
        let baseline = (bundle as NSString).deletingLastPathComponent + "/baseline.json"
        try Data("{\"findings\": [1]}".utf8).write(to: URL(fileURLWithPath: baseline))
        let result = try CommandRunner.run([bundle, "--baseline", baseline])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("\(baseline):1:15: a finding is a number, not an object"))
        let missing = try CommandRunner.run([bundle, "--baseline", baseline + ".absent"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("no such file"))
    }
}
