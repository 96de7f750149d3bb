import Foundation
import Testing

/// The README stays true to the tool: every rule is documented, and the quick start's commands exist.
struct ReadmeTests {
    static let readme = (try? String(
        contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func everyRuleHasARowInTheRulesTable() throws {
        let rules = try CommandRunner.run(["rules"]).output.split(separator: "\n")
            .filter { !$0.hasPrefix(" ") && $0.contains(" (") }
            .map { String($0.prefix { $0 != " " }) }
        #expect(rules.count >= 8)
        for rule in rules {
            #expect(Self.readme.contains("| `\(rule)` |"), "README.md has no row for \(rule)")
        }
    }

    @Test func quickStartHasExactlyTwoCommandsThatExist() {
        let section = Self.readme.components(separatedBy: "## Quick start").last?
            .components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first ?? ""
        let commands = section.split(separator: "\n").map { $0.split(separator: "#")[0].trimmingCharacters(in: .whitespaces) }
        #expect(commands.count == 2)
        for command in commands {
            let script = String(command.split(separator: " ")[0])
            #expect(FileManager.default.isExecutableFile(
                atPath: CommandRunner.packageRoot.appendingPathComponent(script).path), "\(script)")
        }
    }

    @Test func ciRunsTheReadmeTestCommand() throws {
        let ci = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.contains("scripts/test"))
        #expect(Self.readme.contains("scripts/test "))
    }
}
