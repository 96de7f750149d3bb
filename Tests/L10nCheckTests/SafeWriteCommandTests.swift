import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 8, points 4, 5, 8, 9 and 12: what `sync`, `import`, `export` and `--write-baseline` do to the files they
/// write, run as a user runs them. Each test fails on the writer before the issue (run the suite with
/// `L10N_CHECK_BINARY=/path/to/old/l10n-check` to see it).
@Suite(.serialized) struct SafeWriteCommandTests {
    private static let base = "\"a\" = \"A\";\n\"b\" = \"B\";\n"
    private static let french = "\"a\" = \"Aa\";\n"

    private func bundle(_ files: [String: String] = [:]) throws -> String {
        try CommandRunner.makeBundle(
            ["en.lproj/Localizable.strings": Self.base, "fr.lproj/Localizable.strings": Self.french]
                .merging(files) { _, new in new })
    }

    private func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func info(_ path: String) -> stat {
        var result = stat()
        lstat(path, &result)
        return result
    }

    // MARK: Point 4: no lost updates

    /// A second writer waits for the bundle lock before it reads the bundle, then reads what the first one wrote:
    /// both edits are kept.
    @Test func aWriterQueuesForTheBundleAndKeepsWhatWasWrittenMeanwhile() throws {
        let root = try bundle()
        let file = root + "/fr.lproj/Localizable.strings"
        let lock = open(root, O_RDONLY | O_DIRECTORY)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["sync", root]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        // Waits until the writer holds the bundle folder open (to lock it), plus a moment.
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline && !Self.holdsOpen(process.processIdentifier, root) {
            usleep(10_000)
        }
        usleep(200_000)
        let waited = process.isRunning
        try Data("\"a\" = \"edited meanwhile\";\n".utf8).write(to: URL(fileURLWithPath: file))
        flock(lock, LOCK_UN)
        process.waitUntilExit()
        #expect(waited, "the writer must wait for the bundle lock")
        #expect(process.terminationStatus == 0)
        #expect(text(file)?.hasPrefix("\"a\" = \"edited meanwhile\";\n") == true)
        #expect(text(file)?.contains("\"b\" = \"B\";") == true)
    }

    /// Whether process `pid` has the folder `path` open (Linux: a link in `/proc/<pid>/fd`).
    private static func holdsOpen(_ pid: Int32, _ path: String) -> Bool {
        let folder = "/proc/\(pid)/fd"
        let real = (path as NSString).resolvingSymlinksInPath
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name),
               target == real {
                return true
            }
        }
        return false
    }

    // MARK: Point 5: files keep what they are

    @Test func aReplacedFileKeepsItsPermissionBits() throws {
        let root = try bundle()
        let file = root + "/fr.lproj/Localizable.strings"
        chmod(file, 0o755)
        #expect(try CommandRunner.run(["sync", root]).status == 0)
        #expect(info(file).st_mode & 0o7777 == 0o755)
        #expect(text(file)?.contains("\"b\" = \"B\";") == true)
    }

    @Test func aReadOnlyFileIsReportedNotReplaced() throws {
        let root = try bundle()
        let file = root + "/fr.lproj/Localizable.strings"
        chmod(file, 0o444)
        let result = try CommandRunner.run(["sync", root])
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("fr.lproj/Localizable.strings: error: not written: it is read-only"))
        #expect(text(file) == Self.french)
    }

    @Test func aLinkToAFileInTheBundleIsWrittenThroughAndStaysALink() throws {
        let root = try bundle(["Shared/fr.strings": Self.french])
        let file = root + "/fr.lproj/Localizable.strings"
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "../Shared/fr.strings")
        #expect(try CommandRunner.run(["sync", root]).status == 0)
        #expect(info(file).st_mode & S_IFMT == S_IFLNK)
        #expect(text(root + "/Shared/fr.strings")?.contains("\"b\" = \"B\";") == true)
    }

    @Test func aLinkLeadingOutOfTheBundleIsRefused() throws {
        let root = try bundle()
        let outside = (root as NSString).deletingLastPathComponent + "/outside.strings"
        try Data(Self.french.utf8).write(to: URL(fileURLWithPath: outside))
        let file = root + "/fr.lproj/Localizable.strings"
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: outside)
        let result = try CommandRunner.run(["sync", root])
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("outside the bundle"))
        #expect(text(outside) == Self.french)
        #expect(info(file).st_mode & S_IFMT == S_IFLNK)
    }

    @Test func aHardLinkedFileIsReportedNotSplit() throws {
        let root = try bundle(["Backup/fr.strings": Self.french])
        let file = root + "/fr.lproj/Localizable.strings"
        try FileManager.default.removeItem(atPath: file)
        #expect(link(root + "/Backup/fr.strings", file) == 0)
        let result = try CommandRunner.run(["sync", root])
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("hard links"))
        #expect(info(file).st_nlink == 2)
        #expect(text(file) == Self.french)
    }

    // MARK: Point 8: table names that differ only in case

    @Test func syncWritesToTheSpellingThatExists() throws {
        let root = try bundle([
            "en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Maps\";\n\"NSCamera\" = \"Camera\";\n",
            "fr.lproj/infoPlist.strings": "\"CFBundleName\" = \"Cartes\";\n",
        ])
        let result = try CommandRunner.run(["sync", root])
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "/fr.lproj").sorted()
        #expect(names == ["Localizable.strings", "infoPlist.strings"])
        #expect(text(root + "/fr.lproj/infoPlist.strings")?.contains("\"NSCamera\" = \"Camera\";") == true)
    }

    @Test func importWritesToTheSpellingThatExists() throws {
        let root = try bundle([
            "en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Maps\";\n",
            "fr.lproj/infoPlist.strings": "\"CFBundleName\" = \"Maps\";\n",
        ])
        let xliff = (root as NSString).deletingLastPathComponent + "/fr.xlf"
        try Self.xliff(original: "en.lproj/InfoPlist.strings", key: "CFBundleName", source: "Maps", target: "Cartes")
            .write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["import", root, xliff])
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "/fr.lproj").sorted()
        #expect(names == ["Localizable.strings", "infoPlist.strings"])
        #expect(text(root + "/fr.lproj/infoPlist.strings")?.contains("\"Cartes\"") == true)
    }

    static func xliff(original: String, key: String, source: String, target: String, state: String = "translated")
        -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="fr" datatype="plaintext">
            <body>
              <trans-unit id="\(key)" xml:space="preserve">
                <source>\(source)</source>
                <target state="\(state)">\(target)</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """
    }

    // MARK: Point 9: say what was done

    @Test func importListsWrittenFilesAndSkippedUnitsInJSONAndExitsOneWhenAUnitWasLeftOut() throws {
        let root = try bundle()
        let xliff = (root as NSString).deletingLastPathComponent + "/fr.xlf"
        // "a" was exported from an older base text: refused, as the translation may be of that text.
        let text = Self.xliff(original: "en.lproj/Localizable.strings", key: "b", source: "B", target: "Bé")
            .replacingOccurrences(of: "</body>", with: """
                  <trans-unit id="a" xml:space="preserve">
                    <source>Old A</source>
                    <target state="translated">Vieux A</target>
                  </trans-unit>
                </body>
            """)
        try text.write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["import", root, xliff, "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let written = try #require(object["written"] as? [[String: Any]])
        #expect(written.map { $0["path"] as? String } == [root + "/fr.lproj/Localizable.strings"])
        #expect(written.first?["keys"] as? [String] == ["b"])
        let skipped = try #require(object["skippedUnits"] as? [[String: Any]])
        #expect(skipped.map { $0["key"] as? String } == ["a"])
        #expect(skipped.first?["refused"] as? Bool == true)
        #expect(skipped.first?["line"] as? Int != nil)
        #expect((object["refused"] as? [Any])?.isEmpty == true)
    }

    @Test func importExitsOneWhenEveryUnitWasLeftOut() throws {
        let root = try bundle()
        let xliff = (root as NSString).deletingLastPathComponent + "/fr.xlf"
        try Self.xliff(original: "en.lproj/Localizable.strings", key: "a", source: "Old A", target: "Vieux A")
            .write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["import", root, xliff])
        #expect(result.status == 1)
        #expect(result.output == "nothing to write\n")
        #expect(result.errorOutput.contains("\"a\" left out"))
    }

    @Test func syncListsWrittenAndRefusedFilesInJSON() throws {
        let root = try bundle(["de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n"])
        chmod(root + "/de.lproj/Localizable.strings", 0o444)
        let result = try CommandRunner.run(["sync", root, "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let written = try #require(object["written"] as? [[String: Any]])
        #expect(written.map { $0["path"] as? String } == [root + "/fr.lproj/Localizable.strings"])
        #expect(written.first?["keys"] as? [String] == ["b"])
        let refused = try #require(object["refused"] as? [[String: Any]])
        #expect(refused.map { $0["path"] as? String } == [root + "/de.lproj/Localizable.strings"])
        #expect(refused.first?["reason"] as? String == "it is read-only")
        #expect((object["summary"] as? [String: Any])?["refused"] as? Int == 1)
    }

    // MARK: Point 12: output paths

    @Test func aBaselineWrittenToAFIFOIsStreamedNotRenamedOver() throws {
        let root = try bundle()
        let fifo = (root as NSString).deletingLastPathComponent + "/baseline.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let result = try CommandRunner.run([root, "--write-baseline", fifo])
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while case let count = read(reader, &chunk, chunk.count), count > 0 { received += chunk[0..<count] }
        #expect(info(fifo).st_mode & S_IFMT == S_IFIFO)
        #expect(result.status != 2)
        #expect(String(decoding: received, as: UTF8.self).contains("\"missing-key\""))
    }

    @Test func exportToADashWritesStandardOutputAndNoFileNamedDash() throws {
        let root = try bundle()
        let folder = (root as NSString).deletingLastPathComponent
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["export", root, "--language", "fr", "--output", "-"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self).contains("<xliff"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/-"))
    }

    @Test func anExportReplacingAFileKeepsItsPermissionBits() throws {
        let root = try bundle()
        let file = (root as NSString).deletingLastPathComponent + "/fr.xlf"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o640)
        #expect(try CommandRunner.run(["export", root, "--language", "fr", "--output", file, "--replace"]).status == 0)
        #expect(info(file).st_mode & 0o7777 == 0o640)
        #expect(text(file)?.contains("<xliff") == true)
    }
}
