import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 8, point 6 and point 4 as trials: `sync`, `import` and `new-language` killed with SIGKILL at random moments
/// (every file must be byte for byte its old or its new version, no stray file in an `.lproj` folder, and a rerun
/// must reach the bytes of an uninterrupted run), and writers racing each other or an editor (no edit reported as
/// written may be lost, and no editor's save). Prints its figures: runs, files checked, bytes lost.
@Suite struct WriteSafetyTrialTests {
    /// Kills per command.
    static let kills = 30
    /// Runs per race.
    static let races = 20

    /// A small deterministic generator, so that a failing trial can be told apart from bad luck.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// What one command's kill trial found.
    struct KillFigures {
        var runs = 0, filesChecked = 0, bytesLost = 0, strayFiles = 0, partial = 0, rerunsDiffering = 0
        var beforeWriting = 0, afterWriting = 0
    }

    private static func launch(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, seconds: Double) {
        let start = Date()
        let process = try launch(arguments)
        process.waitUntilExit()
        return (process.terminationStatus, Date().timeIntervalSince(start))
    }

    /// Kills `command` (arguments after the bundle path) `kills` times on fresh copies of the fixture's bundle.
    private func killTrial(_ name: String, arguments: @escaping (String) -> [String], folder: String) throws
        -> KillFigures {
        let template = folder + "/Trial.bundle"
        let old = WriteTrialFixture.files(under: template)
        let reference = try WriteTrialFixture.copy(template, as: "\(name)-reference.bundle")
        var duration = 0.0
        for _ in 0..<2 {
            let copy = try WriteTrialFixture.copy(template, as: "\(name)-timing.bundle")
            duration = max(duration, try Self.run(arguments(copy)).seconds)
        }
        _ = try Self.run(arguments(reference))
        let new = WriteTrialFixture.files(under: reference)
        #expect(new != old, "\(name) must change the bundle")
        var figures = KillFigures()
        var random = Generator(state: 8)
        for trial in 0..<Self.kills {
            let copy = try WriteTrialFixture.copy(template, as: "\(name)-kill-\(trial).bundle")
            // Half the kills anywhere in the run, half in its last part, where the files are written.
            let moment = trial % 2 == 0 ? Double.random(in: 0...duration, using: &random)
                : Double.random(in: (duration * 0.5)...(duration * 1.2), using: &random)
            let process = try Self.launch(arguments(copy))
            usleep(UInt32(moment * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            figures.runs += 1
            let after = WriteTrialFixture.files(under: copy)
            for (path, bytes) in after {
                if path.hasPrefix(".l10n-check-staged-") { continue }  // hidden staging folder in the bundle's root
                figures.filesChecked += 1
                if bytes == new[path] || bytes == old[path] {
                    continue
                } else if old[path] == nil && new[path] == nil {
                    figures.strayFiles += 1
                } else {
                    figures.bytesLost += max(old[path]?.count ?? 0, new[path]?.count ?? 0)
                }
            }
            for path in old.keys where after[path] == nil {
                figures.bytesLost += old[path]?.count ?? 0  // a file that was there is gone
            }
            // Half written: some of the files the command changes are new, others still old (or missing).
            let toChange = new.keys.filter { new[$0] != old[$0] }
            let done = toChange.filter { after[$0] == new[$0] }.count
            if done > 0 && done < toChange.count { figures.partial += 1 }
            if done == 0 { figures.beforeWriting += 1 }
            if done == toChange.count { figures.afterWriting += 1 }
            _ = try Self.run(arguments(copy))
            let rerun = WriteTrialFixture.files(under: copy)
            if rerun != new { figures.rerunsDiffering += 1 }
        }
        print("kill trial \(name): \(figures.runs) kills (\(figures.beforeWriting) before any file was replaced, "
            + "\(figures.partial) with some files replaced, \(figures.afterWriting) after all were), "
            + "\(figures.filesChecked) files checked, \(figures.bytesLost) bytes lost, \(figures.strayFiles) stray files, "
            + "\(figures.rerunsDiffering) reruns differing from an uninterrupted run; run time \(Int(duration * 1000)) ms")
        return figures
    }

    /// One command per case; the cases run side by side (each on its own copies), which keeps the suite short.
    @Test(arguments: ["sync", "import", "new-language"])
    func killedAtRandomMomentsEveryFileIsOldOrNewAndARerunFinishes(command: String) throws {
        let folder = try WriteTrialFixture.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let xliffs = WriteTrialFixture.languages.map { folder + "/\($0).xlf" }
        let arguments: (String) -> [String] = switch command {
        case "sync": { ["sync", $0] }
        case "import": { ["import", $0] + xliffs }
        default: { ["new-language", $0, "hr", "--templates", folder + "/templates"] }
        }
        let figures = try killTrial(command, arguments: arguments, folder: folder)
        #expect(figures.runs == Self.kills)
        #expect(figures.bytesLost == 0)
        #expect(figures.strayFiles == 0)
        #expect(figures.rerunsDiffering == 0)
    }

    /// The state a kill inside the rename loop leaves (rare at random: the loop takes microseconds), made by hand:
    /// half of the files replaced, the rest still staged in a killed run's staging folder. A rerun must remove the
    /// staging folder and reach the bytes of an uninterrupted run.
    @Test(arguments: ["sync", "import"])
    func aRerunAfterAKillInsideTheRenameLoopFinishesTheJob(command: String) throws {
        let folder = try WriteTrialFixture.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let xliffs = WriteTrialFixture.languages.map { folder + "/\($0).xlf" }
        let arguments: (String) -> [String] = command == "sync" ? { ["sync", $0] } : { ["import", $0] + xliffs }
        let template = folder + "/Trial.bundle"
        let old = WriteTrialFixture.files(under: template)
        let reference = try WriteTrialFixture.copy(template, as: "reference.bundle")
        _ = try Self.run(arguments(reference))
        let new = WriteTrialFixture.files(under: reference)
        let changed = new.keys.filter { new[$0] != old[$0] }.sorted()
        let copy = try WriteTrialFixture.copy(template, as: "halfway.bundle")
        try FileManager.default.createDirectory(
            atPath: copy + "/.l10n-check-staged-999999", withIntermediateDirectories: true)
        for (index, path) in changed.enumerated() {
            let bytes = Data(try #require(new[path]))
            let place = index % 2 == 0 ? copy + "/" + path : copy + "/.l10n-check-staged-999999/f\(index)"
            try FileManager.default.createDirectory(
                atPath: (place as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try bytes.write(to: URL(fileURLWithPath: place))
        }
        #expect(try Self.run(arguments(copy)).status == 0)
        #expect(WriteTrialFixture.files(under: copy) == new)
        #expect(!FileManager.default.fileExists(atPath: copy + "/.l10n-check-staged-999999"))
    }

    /// The keys of a `.strings` text, by a line's leading quoted key.
    private static func lines(_ path: String) -> Set<String> {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init))
    }

    @Test func syncAndImportSideBySideLoseNoEdit() throws {
        let folder = try WriteTrialFixture.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lost = 0, refusals = 0, filesChecked = 0, missing = 0
        for trial in 0..<Self.races {
            let bundle = try WriteTrialFixture.copy(folder + "/Trial.bundle", as: "race-\(trial).bundle")
            let file = bundle + "/fr.lproj/Localizable.strings"
            let sync = Process(), importing = Process()
            sync.executableURL = CommandRunner.binary
            sync.arguments = ["sync", bundle, "--language", "fr"]
            importing.executableURL = CommandRunner.binary
            importing.arguments = ["import", bundle, folder + "/fr.xlf"]
            let syncOutput = Pipe(), importOutput = Pipe()
            sync.standardOutput = syncOutput
            importing.standardOutput = importOutput
            sync.standardError = FileHandle.nullDevice
            importing.standardError = FileHandle.nullDevice
            if trial % 2 == 0 { try sync.run(); try importing.run() } else { try importing.run(); try sync.run() }
            let synced = String(decoding: syncOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let imported = String(decoding: importOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            sync.waitUntilExit()
            importing.waitUntilExit()
            let final = Self.lines(file)
            filesChecked += 1
            // Sync's edit: the key it adds; import's: a translation it changes.
            if synced.contains("wrote \(file):") && !final.contains("\"localizable_key_0\" = \"English localizable_key_0\";") {
                lost += 1
            }
            if imported.contains("wrote \(file):")
                && !final.contains("\"localizable_key_1\" = \"fr translated localizable_key_1\";") {
                lost += 1
            }
            if sync.terminationStatus == 1 || importing.terminationStatus == 1 { refusals += 1 }
            // Queued writers: the second reads what the first wrote, so both edits end up in the file.
            if !final.contains("\"localizable_key_0\" = \"English localizable_key_0\";") { missing += 1 }
            if !final.contains("\"localizable_key_1\" = \"fr translated localizable_key_1\";") { missing += 1 }
        }
        print("race sync|import: \(Self.races) runs, \(filesChecked) files checked, \(lost) edits reported written "
            + "but lost, \(missing) of \(2 * Self.races) edits missing at the end, \(refusals) runs where a writer "
            + "refused the changed file")
        #expect(lost == 0)
        #expect(missing == 0)
    }

    @Test func aWriterRacingAnEditorLosesNoSave() throws {
        let folder = try WriteTrialFixture.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lost = 0, refused = 0
        var random = Generator(state: 12)
        let duration = try Self.run(["sync", try WriteTrialFixture.copy(folder + "/Trial.bundle", as: "timing.bundle")])
            .seconds
        for trial in 0..<Self.races {
            let bundle = try WriteTrialFixture.copy(folder + "/Trial.bundle", as: "editor-\(trial).bundle")
            let file = bundle + "/fr.lproj/Localizable.strings"
            let original = try Data(contentsOf: URL(fileURLWithPath: file))
            let marker = "\"editor_\(trial)\" = \"saved by the editor\";\n"
            let moment = Double.random(in: (duration * 0.3)...(duration * 1.1), using: &random)
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["sync", bundle, "--language", "fr"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(moment * 1_000_000))
            // The editor saves what it read plus one line: in place half the time, else by renaming a new file in.
            let saved = original + Data(marker.utf8)
            if trial % 2 == 0 {
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
                try handle.truncate(atOffset: 0)
                try handle.write(contentsOf: saved)
                try handle.close()
            } else {
                try saved.write(to: URL(fileURLWithPath: file), options: .atomic)
            }
            process.waitUntilExit()
            if process.terminationStatus == 1 { refused += 1 }
            // A save the writer replaced is lost unless the editor saved after the writer (then the writer's
            // addition is what the editor overwrote, as any editor does to a file it holds).
            let final = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            if !final.contains(marker) { lost += 1 }
        }
        print("race sync|editor: \(Self.races) runs, \(Self.races) files checked, \(lost) editor saves lost, "
            + "\(refused) runs where sync refused the file the editor changed")
        #expect(lost == 0)
    }
}
