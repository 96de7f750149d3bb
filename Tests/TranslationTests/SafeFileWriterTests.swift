import Foundation
import Testing
import Translation
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// `FileWriter.apply(_:bundlePath:)`: one outcome per file, checks by fingerprint, case variants, leftovers of a
/// killed run, and no litter (issue 8, points 4 to 8 and 12).
struct SafeFileWriterTests {
    private func bundle() throws -> String {
        let path = TemporaryFiles.path("l10n-writer", suffix: "/B.bundle")
        try FileManager.default.createDirectory(atPath: path + "/fr.lproj", withIntermediateDirectories: true)
        try Data("\"a\" = \"A\";\n".utf8).write(to: URL(fileURLWithPath: path + "/fr.lproj/Localizable.strings"))
        return path
    }

    @Test func aFileTouchedAfterItWasReadIsRefusedEvenWithTheSameBytes() throws {
        let root = try bundle()
        let path = root + "/fr.lproj/Localizable.strings"
        let snapshot = try FileSnapshot.read(path)
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let outcomes = try FileWriter.apply(
            [FileWrite(path: path, bytes: Array("x".utf8), replacing: snapshot, summary: "")], bundlePath: root)
        #expect(outcomes.map(\.refusal) == [.changedSinceRead])
        #expect(try FileSnapshot.read(path).bytes == snapshot.bytes)
    }

    @Test func eachFileIsWrittenOrRefusedOnItsOwn() throws {
        let root = try bundle()
        let outcomes = try FileWriter.apply([
            FileWrite(path: root + "/fr.lproj/Localizable.strings", bytes: [], expected: nil, summary: ""),
            FileWrite(path: root + "/fr.lproj/Other.strings", bytes: Array("o".utf8), expected: nil, summary: ""),
        ], bundlePath: root)
        #expect(outcomes.map(\.refusal) == [.exists, nil])
        #expect(FileManager.default.contents(atPath: root + "/fr.lproj/Other.strings") == Data("o".utf8))
    }

    @Test func noFileIsCreatedBesideACaseVariant() throws {
        let root = try bundle()
        let outcomes = try FileWriter.apply(
            [FileWrite(path: root + "/fr.lproj/localizable.strings", bytes: [], expected: nil, summary: "")],
            bundlePath: root)
        #expect(outcomes.map(\.refusal) == [.caseVariantExists("Localizable.strings")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/fr.lproj") == ["Localizable.strings"])
    }

    @Test func aNewFolderAppearsWholeAndNothingIsLeftInTheBundle() throws {
        let root = try bundle()
        // What a killed run left staged.
        try FileManager.default.createDirectory(
            atPath: root + "/.l10n-check-staged-99999/d0", withIntermediateDirectories: true)
        let outcomes = try FileWriter.apply([
            FileWrite(path: root + "/hr.lproj/A.strings", bytes: Array("a".utf8), expected: nil, summary: ""),
            FileWrite(path: root + "/hr.lproj/B.strings", bytes: Array("b".utf8), expected: nil, summary: ""),
        ], bundlePath: root)
        #expect(outcomes.allSatisfy { $0.wasWritten })
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/hr.lproj").sorted() == ["A.strings", "B.strings"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["fr.lproj", "hr.lproj"])
    }

    @Test func outputToADeviceIsStreamedAndAFileIsReplacedWithItsMode() throws {
        #expect(OutputFile.kind(of: "/dev/null") == .stream)
        #expect(OutputFile.kind(of: "-") == .stream)
        try OutputFile.write(Array("x".utf8), to: "/dev/null")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        let file = try bundle() + "/out.xlf"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        try OutputFile.write(Array("new".utf8), to: file)
        #expect(stat(file, &info) == 0 && info.st_mode & 0o7777 == 0o600)
        #expect(FileManager.default.contents(atPath: file) == Data("new".utf8))
    }
}
