import Foundation
import Testing
import Yams
@testable import l10n_check

/// The GitHub Action (`action.yml` at the repository's root): well-formed composite action syntax, every documented
/// input, no input spliced into a script, and its check step run as the runner would run it, with the built binary.
struct ActionTests {
    static let actionFile = CommandRunner.packageRoot.appendingPathComponent("action.yml")

    /// The inputs the action documents (docs/install.md).
    static let documentedInputs = ["path", "format", "reports", "config", "strict", "version"]

    static func action() throws -> [String: Any] {
        let text = try String(contentsOf: actionFile, encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    static func steps() throws -> [[String: Any]] {
        let runs = try #require(try action()["runs"] as? [String: Any])
        return try #require(runs["steps"] as? [[String: Any]])
    }

    @Test func isACompositeActionWithANameAndDescription() throws {
        let action = try Self.action()
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        #expect((action["name"] as? String)?.isEmpty == false)
        #expect((action["description"] as? String)?.isEmpty == false)
        #expect(try !Self.steps().isEmpty)
    }

    @Test func everyDocumentedInputExistsWithADescription() throws {
        let inputs = try #require(try Self.action()["inputs"] as? [String: Any])
        for name in Self.documentedInputs {
            let input = try #require(inputs[name] as? [String: Any], "action.yml has no input \(name)")
            let description = input["description"] as? String ?? ""
            #expect(!description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "input \(name)")
        }
        for (name, value) in inputs {
            #expect((value as? [String: Any])?["description"] is String, "input \(name) has no description")
        }
    }

    @Test func theDefaultFormatIsOneTheCheckTakesAndTheDescriptionNamesThemAll() throws {
        let inputs = try #require(try Self.action()["inputs"] as? [String: Any])
        let format = try #require(inputs["format"] as? [String: Any])
        let defaultFormat = try #require(format["default"] as? String)
        #expect(ReportFormat(rawValue: defaultFormat) != nil, "format default \(defaultFormat)")
        let description = format["description"] as? String ?? ""
        for name in ReportFormat.allCases.map(\.rawValue) {
            #expect(description.contains(name), "the format input does not name \(name)")
        }
    }

    @Test func everyRunStepHasAShellAndTakesNoExpressionInItsScript() throws {
        let steps = try Self.steps()
        for (index, step) in steps.enumerated() {
            let name = step["name"] as? String ?? "step \(index + 1)"
            if let script = step["run"] as? String {
                #expect((step["shell"] as? String)?.isEmpty == false, "\(name) has no shell")
                // A `${{ }}` in a script is text spliced into the shell before it runs: an input (or a branch name,
                // a file name) could run commands. Every value reaches the scripts through `env:`.
                #expect(!script.contains("${{"), "\(name) has an expression in its script")
                #expect(!script.contains("inputs."), "\(name) reads an input in its script")
            } else {
                #expect(step["uses"] is String, "\(name) neither runs a script nor uses an action")
            }
        }
    }

    @Test func theCacheIsRestoredAndSavedBeforeTheCheckCanFailTheJob() throws {
        let steps = try Self.steps()
        let uses = steps.map { $0["uses"] as? String ?? "" }
        let restore = try #require(uses.firstIndex { $0.hasPrefix("actions/cache/restore@") })
        let save = try #require(uses.firstIndex { $0.hasPrefix("actions/cache/save@") })
        let check = try #require(steps.firstIndex { $0["id"] as? String == "check" })
        #expect(restore < save && save < check)
        let restoreWith = try #require(steps[restore]["with"] as? [String: String])
        let saveWith = try #require(steps[save]["with"] as? [String: String])
        #expect(restoreWith == saveWith)
    }

    /// Runs the check step's script as the runner would: bash with `-e`, in the workspace, with the step's environment
    /// filled in as GitHub would from `inputs`; the binary is the one built beside the tests.
    static func runCheckStep(inputs: [String: String], in folder: String) throws
        -> (status: Int32, output: String, stepOutputs: String) {
        let step = try #require(try steps().first { $0["id"] as? String == "check" })
        let script = try #require(step["run"] as? String)
        let stepEnvironment = try #require(step["env"] as? [String: String])
        let actionInputs = try #require(try action()["inputs"] as? [String: Any])
        var environment = ProcessInfo.processInfo.environment
        for (variable, expression) in stepEnvironment {
            let inner = expression.replacingOccurrences(of: "${{", with: "").replacingOccurrences(of: "}}", with: "")
                .trimmingCharacters(in: .whitespaces)
            if inner == "steps.source.outputs.binary" {
                environment[variable] = CommandRunner.binary.path
            } else if inner.hasPrefix("inputs.") {
                let name = String(inner.dropFirst("inputs.".count))
                let input = try #require(actionInputs[name] as? [String: Any], "no input \(name)")
                environment[variable] = inputs[name] ?? input["default"] as? String ?? ""
            } else {
                Issue.record("the check step's \(variable) is \(expression)")
            }
        }
        let stepOutputs = folder + "/github-output"
        _ = FileManager.default.createFile(atPath: stepOutputs, contents: nil)
        environment["GITHUB_OUTPUT"] = stepOutputs
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-e", "-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let written = try String(contentsOfFile: stepOutputs, encoding: .utf8)
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), written)
    }

    @Test func theCheckStepPassesTheInputsAndTheExitStatusThrough() throws {
        let bundle = try CommandRunner.makeBundle(RecipeTests.files)
        let folder = (bundle as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The defaults: every bundle under the workspace, as GitHub annotations; a missing key is an error.
        let plain = try Self.runCheckStep(inputs: [:], in: folder)
        #expect(plain.status == 1)
        #expect(plain.stepOutputs == "exit-code=1\n")
        let lines = plain.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("::error file=Test.bundle/de.lproj/Localizable.strings,") })
        #expect(lines.allSatisfy { $0.hasPrefix("::") })
        // Reports separated by spaces and a new line, each a --report option; the log in another format.
        let reports = try Self.runCheckStep(
            inputs: ["path": "Test.bundle", "format": "json", "reports": "sarif=l10n.sarif\nhtml=l10n.html  junit=l10n.xml"],
            in: folder)
        #expect(reports.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(reports.output.utf8)) as? [String: Any]
        #expect(report?["tool"] != nil)
        for file in ["l10n.sarif", "l10n.html", "l10n.xml"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file) not written")
        }
    }

    @Test func strictAndArgumentsReachTheCheck() throws {
        // Only a warning (an extra key): passes, unless strict.
        let bundle = try CommandRunner.makeBundle([
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n\"Old\" = \"Alt\";\n",
        ])
        let folder = (bundle as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.runCheckStep(inputs: ["path": "Test.bundle"], in: folder).status == 0)
        let strict = try Self.runCheckStep(inputs: ["path": "Test.bundle", "strict": "true"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stepOutputs == "exit-code=1\n")
        #expect(try Self.runCheckStep(
            inputs: ["path": "Test.bundle", "strict": "true", "args": "--disable extra-key"], in: folder).status == 0)
        // A value that is no option's is refused before the check runs.
        #expect(try Self.runCheckStep(inputs: ["path": "Test.bundle", "strict": "yes"], in: folder).status == 2)
        // A value is an argument, never shell: a path with `$(...)` and `;` is only a path that does not exist.
        let hostile = try Self.runCheckStep(inputs: ["path": "x; touch pwned $(touch pwned2)"], in: folder)
        #expect(hostile.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/pwned"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/pwned2"))
    }
}
