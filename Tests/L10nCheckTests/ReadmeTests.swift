import Foundation
import Testing

/// The README stays true to the tool and speaks to users: short, with no words of the development process, and
/// with the quick start's two commands.
struct ReadmeTests {
    static let readme = (try? String(
        contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func theReadmeIsShortAndSpeaksToUsers() {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 400, "README.md has \(lines.count) lines")
        for (index, line) in lines.enumerated() {
            #expect(line.firstMatch(of: Self.developmentWords) == nil, "README.md:\(index + 1): \(line)")
        }
    }

    @Test func theDocsSpeakToUsers() throws {
        let docs = CommandRunner.packageRoot.appendingPathComponent("docs")
        let files = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
        #expect(files.count >= 8)
        for file in files {
            let text = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n").enumerated() {
                #expect(line.firstMatch(of: Self.developmentWords) == nil, "docs/\(file):\(index + 1): \(line)")
            }
        }
    }

    /// Words of the development process that users have no use for: issue numbers, commit hashes, stops.
    static var developmentWords: Regex<(Substring, Substring?)> {
        /(?i)\bissue\s+#?\d+|\bcommit\s+[0-9a-f]{7,}|\blast stop\b|\bthis (shared |slow )?machine\b/
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
