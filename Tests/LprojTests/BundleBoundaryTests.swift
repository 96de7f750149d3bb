import Foundation
import Lproj
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading stays inside the bundle: links leading out, link loops, FIFOs and oversized input are reported, never
/// read, never block.
@Suite("Reading stays inside the bundle")
struct BundleBoundaryTests {
    private static let secret = "\"a\" = \"SECRET-OUTSIDE-THE-BUNDLE\";\n"
    private static let base = "\"a\" = \"A\";\n"

    /// A temporary folder holding `Test.bundle` (with `en.lproj`) and `outside/` (with a secret table).
    private func makeFixture() throws -> (folder: String, bundle: String) {
        let folder = try FileSystemFixture.temporaryFolder()
        let bundle = folder + "/Test.bundle"
        try FileSystemFixture.write(Array(Self.base.utf8), to: bundle + "/en.lproj/Localizable.strings")
        try FileSystemFixture.write(Array(Self.secret.utf8), to: folder + "/outside/Localizable.strings")
        return (folder, bundle)
    }

    private func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// Every string value of the bundle's tables, to show nothing of a file outside was read.
    private func values(_ bundle: LocalizationBundle) -> [String] {
        bundle.folders.flatMap { $0.tables.values.compactMap(\.strings).flatMap { $0.entries.map(\.value) } }
    }

    @Test("a .strings file linked to a file outside the bundle is reported by its link and not read")
    func linkedFileLeadingOutIsNotRead() throws {
        let (folder, bundle) = try makeFixture()
        defer { FileSystemFixture.remove(folder) }
        try FileSystemFixture.makeFolder(bundle + "/fr.lproj")
        try link(bundle + "/fr.lproj/Localizable.strings", to: folder + "/outside/Localizable.strings")
        let model = try BundleReader.read(path: bundle)
        #expect(model.unreadableFiles.map(\.path) == ["fr.lproj/Localizable.strings"])
        #expect(model.unreadableFiles.first?.error.reason
            == .outsideBundle(target: folder + "/outside/Localizable.strings"))
        #expect(model.folder(named: "fr")?.tables["Localizable"] == nil)
        #expect(!values(model).contains { $0.contains("SECRET") })
    }

    @Test("a .lproj folder linked outside the bundle, or nowhere, is reported by its link, neither listed nor read")
    func linkedFolderLeadingOutIsNotRead() throws {
        let (folder, bundle) = try makeFixture()
        defer { FileSystemFixture.remove(folder) }
        try link(bundle + "/de.lproj", to: "../outside")
        try link(bundle + "/fr.lproj", to: folder + "/nowhere")
        let model = try BundleReader.read(path: bundle)
        #expect(model.unreadableFiles.map(\.path) == ["de.lproj", "fr.lproj"])
        #expect(model.unreadableFiles.map(\.error.reason) == [
            .outsideBundle(target: "../outside"), .unreadable("it is a symbolic link to nothing"),
        ])
        #expect(model.folder(named: "de") == nil)
        #expect(model.folder(named: "fr") == nil)
        #expect(!values(model).contains { $0.contains("SECRET") })
    }

    @Test("a .lproj folder linked inside the bundle is read once; a link loop is reported, not followed")
    func linksInsideAreFollowedOnceAndLoopsReported() throws {
        let (folder, bundle) = try makeFixture()
        defer { FileSystemFixture.remove(folder) }
        try link(bundle + "/en-GB.lproj", to: "en.lproj")
        try link(bundle + "/a.lproj", to: "b.lproj")
        try link(bundle + "/b.lproj", to: "a.lproj")
        let model = try BundleReader.read(path: bundle)
        #expect(model.folder(named: "en-GB")?.tables["Localizable"]?.strings?.table["a"] == "A")
        #expect(model.unreadableFiles.map(\.path) == ["a.lproj", "b.lproj"])
        #expect(model.unreadableFiles.allSatisfy { $0.error.reason == .linkLoop })
    }

    @Test("a FIFO where a table should be is named as such and never opened (opening one would block)")
    func fifoIsReportedWithoutBlocking() throws {
        let (folder, bundle) = try makeFixture()
        defer { FileSystemFixture.remove(folder) }
        try FileSystemFixture.makeFolder(bundle + "/fr.lproj")
        #expect(mkfifo(bundle + "/fr.lproj/Localizable.strings", 0o644) == 0)
        let model = try BundleReader.read(path: bundle)
        #expect(model.unreadableFiles.map(\.path) == ["fr.lproj/Localizable.strings"])
        #expect(model.unreadableFiles.first?.error.reason == .notARegularFile("a FIFO (named pipe)"))
        #expect(throws: FileReadError(path: bundle + "/fr.lproj/Localizable.strings",
                                      reason: .notARegularFile("a FIFO (named pipe)"))) {
            try FileBytes.read(bundle + "/fr.lproj/Localizable.strings")
        }
    }

    @Test("the size limit applies to the file a link leads to, not to the link")
    func sizeLimitAppliesToTheRealFile() throws {
        let (folder, bundle) = try makeFixture()
        defer { FileSystemFixture.remove(folder) }
        try link(folder + "/short", to: bundle + "/en.lproj/Localizable.strings")
        let size = Self.base.utf8.count
        #expect(throws: FileReadError(path: folder + "/short", reason: .tooLarge(bytes: size))) {
            try FileBytes.read(folder + "/short", maximumSize: size - 1)
        }
        #expect(try FileBytes.read(folder + "/short", maximumSize: size) == Array(Self.base.utf8))
    }

    @Test("a bundle whose files together exceed the input limit is not read")
    func inputLimitCoversTheWholeBundle() throws {
        let (folder, bundle) = try makeFixture()
        defer { FileSystemFixture.remove(folder) }
        try FileSystemFixture.write(Array(Self.base.utf8), to: bundle + "/fr.lproj/Localizable.strings")
        let total = 2 * Self.base.utf8.count
        #expect(throws: BundleError(path: bundle, reason: .inputTooLarge(bytes: total, limit: total - 1))) {
            try BundleReader.read(path: bundle, maximumInputSize: total - 1)
        }
        #expect(try BundleReader.read(path: bundle, maximumInputSize: total).folders.count == 2)
    }

    @Test("8,000 language folders are assembled in linear time", .timeLimit(.minutes(1)))
    func manyFoldersAreAssembledQuickly() throws {
        var files: [String: [UInt8]] = [:]
        for index in 0..<8_000 {
            files["l\(index).lproj/Localizable.strings"] = Array("\"language\" = \"l\(index)\";\n".utf8)
        }
        let start = ContinuousClock.now
        let bundle = try BundleReader.read(files: files)
        let elapsed = ContinuousClock.now - start
        #expect(bundle.folders.count == 8_000)
        #expect(bundle.folders.allSatisfy { $0.tables["Localizable"]?.strings?.table["language"] == $0.name })
        // Linear assembly takes about a second in a debug build; a sort of every file per folder takes minutes.
        #expect(elapsed < .seconds(15))
    }
}
