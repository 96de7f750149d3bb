import Foundation
import Testing
@testable import Lproj
import TestSupport

/// `FileStatus.entries(ofDirectory:)` reads each name in place: `readdir`'s records are only as long as their names,
/// and copying a whole `dirent` read past a short last record at the end of its buffer (a crash, one run in a dozen,
/// while other processes changed the folder). A folder of 3,000 names of every length, listed many times, gives
/// exactly what Foundation lists.
struct FileStatusTests {
    @Test func everyNameOfEveryLengthIsListedAsFoundationListsIt() throws {
        let folder = TemporaryFiles.path("l10n-entries")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var expected = Set<String>()
        for index in 0..<3_000 {
            let name = String(index) + String(repeating: "é", count: index % 120)
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)
            expected.insert(name)
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == expected)
        for _ in 0..<20 {
            let listed = try FileStatus.entries(ofDirectory: folder).get()
            #expect(listed.count == expected.count)
            #expect(Set(listed) == expected)
        }
    }

    @Test func aFolderThatIsNotThereIsAnError() {
        #expect(throws: SystemError.self) { try FileStatus.entries(ofDirectory: "/nonexistent-l10n-folder").get() }
    }
}
