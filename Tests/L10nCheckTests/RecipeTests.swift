import Foundation
import TestSupport
import Testing
import Yams

/// The CI recipes in `Recipes/` and the pre-commit hook, tried here: each recipe's commands run as its CI would run
/// them (the built binary in place of the one the recipe builds), and the files each declares are the ones written.
struct RecipeTests {
    static let recipes = CommandRunner.packageRoot.appendingPathComponent("Recipes")

    /// A bundle with an error (a missing key) and a warning (an extra key).
    static let files = [
        "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n",
        "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n\"Old\" = \"Alt\";\n",
    ]

    static func yaml(_ name: String) throws -> [String: Any] {
        let text = try String(contentsOf: recipes.appendingPathComponent(name), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    /// Runs shell text in `folder` with `environment`, `l10n-check`'s path in the recipe replaced by the built one.
    static func shell(_ script: String, replacing recipeBinary: String, in folder: String, environment: [String: String])
        throws -> (status: Int32, output: String) {
        let command = script.replacingOccurrences(of: recipeBinary, with: CommandRunner.binary.path)
        #expect(command != script, "the recipe does not run \(recipeBinary)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-euo", "pipefail", "-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, recipe in recipe }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theGitHubWorkflowAnnotatesAndWritesWhatItUploads() throws {
        let workflow = try Self.yaml("github-actions.yml")
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let job = try #require(jobs["l10n-check"] as? [String: Any])
        let steps = try #require(job["steps"] as? [[String: Any]])
        // The check is this repository's action, run with the recipe's inputs (the built binary in place of the one the
        // action builds).
        let check = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("l10n-check/l10n-check@") == true })
        var inputs = try #require(check["with"] as? [String: String])
        #expect(inputs["path"] == "${{ env.BUNDLE }}")
        inputs["path"] = "Test.bundle"
        let bundle = try CommandRunner.makeBundle(Self.files)
        let folder = (bundle as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, output, _) = try ActionTests.runCheckStep(inputs: inputs, in: folder)
        #expect(status == 1)
        let lines = output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("::error file=Test.bundle/de.lproj/Localizable.strings,") })
        #expect(lines.contains { $0.hasPrefix("::warning file=Test.bundle/de.lproj/Localizable.strings,line=2,col=1,") })
        #expect(lines.allSatisfy { $0.hasPrefix("::") })
        // The uploads run even when the check fails, and upload the files the check wrote.
        let sarif = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif") == true })
        #expect(sarif["if"] as? String == "always()")
        let sarifFile = try #require((sarif["with"] as? [String: Any])?["sarif_file"] as? String)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + sarifFile)))
        #expect((log as? [String: Any])?["version"] as? String == "2.1.0")
        let artifact = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact") == true })
        #expect(artifact["if"] as? String == "always()")
        let page = try #require((artifact["with"] as? [String: Any])?["path"] as? String)
        let html = try String(contentsOfFile: folder + "/" + page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    @Test func theGitLabJobWritesTheReportsItDeclares() throws {
        let job = try #require(try Self.yaml("gitlab-ci.yml")["l10n-check"] as? [String: Any])
        let script = try #require(job["script"] as? [String]).joined(separator: "\n")
        let bundle = try CommandRunner.makeBundle(Self.files)
        let folder = (bundle as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, _) = try Self.shell(
            script, replacing: ".l10n-check-tool/.build/release/l10n-check", in: folder,
            environment: ["BUNDLE": "Test.bundle"])
        #expect(status == 1)
        let artifacts = try #require(job["artifacts"] as? [String: Any])
        #expect(artifacts["when"] as? String == "always")
        let reports = try #require(artifacts["reports"] as? [String: String])
        let junit = try String(contentsOfFile: folder + "/" + (reports["junit"] ?? ""), encoding: .utf8)
        // Its validity against the JUnit schemas is JUnitReporterTests' (a corpus test: the schemas are in ../shared).
        #expect(junit.contains("<failure"))
        let quality = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + (reports["codequality"] ?? ""))))
        let issues = try #require(quality as? [[String: Any]])
        #expect(issues.map { $0["check_name"] as? String } == ["missing-key", "extra-key"])
        #expect((issues.first?["location"] as? [String: Any])?["path"] as? String == "Test.bundle/de.lproj/Localizable.strings")
        for path in try #require(artifacts["paths"] as? [String]) {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + path), "\(path)")
        }
    }

    @Test func thePreCommitHookRunsTheExecutableThisPackageBuilds() throws {
        let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"),
                              encoding: .utf8)
        let hooks = try #require(try Yams.load(yaml: text) as? [[String: Any]])
        let hook = try #require(hooks.first { $0["id"] as? String == "l10n-check" })
        #expect(hook["language"] as? String == "swift")
        #expect(hook["pass_filenames"] as? Bool == false)
        let manifest = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".executable(name: \"\(hook["entry"] as? String ?? "")\""))
        // The hook runs when a commit touches a table or a catalog, and not otherwise.
        let pattern = try NSRegularExpression(pattern: try #require(hook["files"] as? String))
        func matches(_ path: String) -> Bool {
            pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        #expect(matches("App/fr.lproj/Localizable.strings") && matches("App/Plurals.stringsdict"))
        #expect(matches("App/Localizable.xcstrings") && !matches("App/View.swift") && !matches("App/x.strings.bak"))
        let config = try #require(try Self.yaml("pre-commit-config.yaml")["repos"] as? [[String: Any]])
        let used = try #require(config.first?["hooks"] as? [[String: Any]])
        #expect(used.first?["id"] as? String == "l10n-check")
    }

    static let node: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What the Danger rule called, with Danger's `fail`, `warn` and `markdown` recorded.
    static func danger(report: String) throws -> [String: [String]] {
        let harness = """
            const calls = {fail: [], warn: [], markdown: []};
            global.fail = (text) => calls.fail.push(text);
            global.warn = (text) => calls.warn.push(text);
            global.markdown = (text) => calls.markdown.push(text);
            require(process.argv[1]);
            console.log(JSON.stringify(calls));
            """
        let (status, output) = try ExternalCommand.run(
            "/usr/bin/env", ["L10N_CHECK_REPORT=\(report)", node ?? "node", "-e", harness,
                             recipes.appendingPathComponent("dangerfile.js").path])
        #expect(status == 0, "\(output)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String]])
    }

    @Test(.enabled(if: node != nil, "needs Node.js"))
    func theDangerRuleCommentsFromTheJSONReport() throws {
        let bundle = try CommandRunner.makeBundle(Self.files)
        let folder = (bundle as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try CommandRunner.run([bundle, "--report", "json=\(folder)/one.json"])
        let one = try Self.danger(report: folder + "/one.json")
        #expect(one["fail"] == ["l10n-check: 1 error(s) in the localizations"])
        #expect(one["warn"] == ["l10n-check: 1 warning(s) in the localizations"])
        let comment = try #require(one["markdown"]?.first)
        #expect(comment.hasPrefix("### l10n-check: 1 errors, 1 warnings, 0 notes"))
        #expect(comment.contains("| error | `missing-key` | de | de.lproj/Localizable.strings |"))
        #expect(comment.contains("| warning | `extra-key` | de | de.lproj/Localizable.strings:2 |"))
        // A repository check: the files are named from the folder searched.
        _ = try CommandRunner.run([folder, "--report", "json=\(folder)/all.json"])
        let all = try Self.danger(report: folder + "/all.json")
        #expect(all["markdown"]?.first?.contains("| Test.bundle/de.lproj/Localizable.strings:2 |") == true)
        #expect(try Self.danger(report: folder + "/none.json")["warn"]?.first?.hasPrefix("l10n-check: no report") == true)
    }
}
