import Foundation
import Lproj
import Testing

@Suite("Reading a bundle from disk")
struct BundleReaderTests {
    /// Writes `count` language folders, each with a `Localizable.strings` holding its own name.
    private func makeBundle(languages count: Int) throws -> String {
        let root = try FileSystemFixture.temporaryFolder() + "/Many.bundle"
        for index in 0..<count {
            let text = "\"language\" = \"lang\(index)\";\n\"shared\" = \"x\";\n"
            try FileSystemFixture.write(Array(text.utf8), to: "\(root)/lang\(index).lproj/Localizable.strings")
        }
        return root
    }

    @Test("files read on all cores each land in their own folder")
    func readsEveryFolderInParallel() throws {
        let root = try makeBundle(languages: 60)
        defer { FileSystemFixture.remove((root as NSString).deletingLastPathComponent) }
        let bundle = try BundleReader.read(path: root)
        #expect(bundle.folders.count == 60)
        #expect(bundle.unreadableFiles.isEmpty)
        for folder in bundle.folders {
            let table = try #require(folder.tables["Localizable"]?.strings)
            #expect(table.table["language"] == folder.name)
            #expect(table.table.count == 2)
        }
    }

    @Test("a missing path and a plain file are errors that name the path")
    func rejectsWhatIsNoBundle() throws {
        let folder = try FileSystemFixture.temporaryFolder()
        defer { FileSystemFixture.remove(folder) }
        #expect(throws: BundleError(path: folder + "/absent", reason: .notFound)) {
            try BundleReader.read(path: folder + "/absent")
        }
        try FileSystemFixture.write(Array("x".utf8), to: folder + "/file.txt")
        #expect(throws: BundleError(path: folder + "/file.txt", reason: .notAFolder)) {
            try BundleReader.read(path: folder + "/file.txt")
        }
    }
}
