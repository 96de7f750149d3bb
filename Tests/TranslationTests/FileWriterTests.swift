import Foundation
import Testing
import Translation
import TestSupport

/// Planned writes: each file written or refused on its own, never over a file the command did not read as it is now.
struct FileWriterTests {
    private func folder() throws -> String {
        let path = TemporaryFiles.path("l10n-translation")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func createsFilesAndFoldersAndReplacesWhatWasRead() throws {
        let root = try folder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/a.strings"))
        try FileWriter.apply([
            FileWrite(path: root + "/hr.lproj/b.strings", bytes: Array("new".utf8), expected: nil, summary: "create"),
            FileWrite(path: root + "/a.strings", bytes: Array("newer".utf8), expected: Array("old".utf8), summary: "update"),
        ])
        #expect(contents(root + "/hr.lproj/b.strings") == "new")
        #expect(contents(root + "/a.strings") == "newer")
    }

    @Test func refusesToCreateOverAnExistingFileAndWritesTheOthers() throws {
        let root = try folder()
        try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/a.strings"))
        let writes = [
            FileWrite(path: root + "/b.strings", bytes: Array("b".utf8), expected: nil, summary: "create"),
            FileWrite(path: root + "/a.strings", bytes: Array("theirs".utf8), expected: nil, summary: "create"),
        ]
        #expect(throws: TranslationError.fileExists(path: root + "/a.strings")) { try FileWriter.apply(writes) }
        #expect(contents(root + "/a.strings") == "mine")
        #expect(contents(root + "/b.strings") == "b")
    }

    @Test func refusesToReplaceAFileChangedSinceItWasRead() throws {
        let root = try folder()
        try Data("edited meanwhile".utf8).write(to: URL(fileURLWithPath: root + "/a.strings"))
        let write = FileWrite(path: root + "/a.strings", bytes: Array("x".utf8), expected: Array("read".utf8), summary: "")
        #expect(throws: TranslationError.changedSinceRead(path: root + "/a.strings")) { try FileWriter.apply([write]) }
        #expect(contents(root + "/a.strings") == "edited meanwhile")
    }
}
