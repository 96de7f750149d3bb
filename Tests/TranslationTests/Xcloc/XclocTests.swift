import Foundation
import Lproj
import Testing
@testable import Translation
import TestSupport

/// `.xcloc` packages: written whole or not at all, never over something else, and read back for an import.
struct XclocTests {
    private static let bundleFiles = [
        "en.lproj/Localizable.strings": "/* Button */\n\"Cancel\" = \"Cancel\";\n",
        "de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n",
    ]

    /// The package of the test bundle's German export, and the bundle's path.
    private func package() throws -> (XclocPackage, String) {
        let bundle = try TestBundles.make(text: Self.bundleFiles)
        let export = try #require(try XLIFFExport.documents(bundlePath: bundle, base: "en", languages: ["de"]).first)
        let xliff = XLIFFWriter.bytes(of: export.document, toolVersion: "1")
        return (try XclocPackage(export: export, xliff: xliff, bundlePath: bundle), bundle)
    }

    private func folder() throws -> String {
        let path = TemporaryFiles.path("l10n-xcloc")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    @Test func thePackageHasXcodesLayout() throws {
        let (package, bundle) = try package()
        let out = try folder()
        let path = try XclocWriter.write(package, into: out, replace: false, toolVersion: "1.2")
        #expect(path == out + "/de.xcloc")
        let files = Set(FileManager.default.subpaths(atPath: path) ?? [])
        #expect(files == [
            "contents.json", "Localized Contents", "Localized Contents/de.xliff", "Notes", "Source Contents",
            "Source Contents/en.lproj", "Source Contents/en.lproj/Localizable.strings",
        ])
        #expect(try FileBytes.read(path + "/Source Contents/en.lproj/Localizable.strings")
            == FileBytes.read(bundle + "/en.lproj/Localizable.strings"))
        let contents = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path + "/contents.json")))
                as? [String: Any])
        #expect(contents["targetLocale"] as? String == "de")
        #expect(contents["developmentRegion"] as? String == "en")
        #expect(contents["version"] as? String == "1.0")
        #expect((contents["toolInfo"] as? [String: String])?["toolVersion"] == "1.2")
        #expect(FileManager.default.subpaths(atPath: out)?.allSatisfy { !$0.hasPrefix(".") } == true)
    }

    @Test func anExistingPackageIsReplacedOnlyWhenAsked() throws {
        let (package, _) = try package()
        let out = try folder()
        _ = try XclocWriter.write(package, into: out, replace: false, toolVersion: "1")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/de.xcloc/Notes/mine.txt"))
        #expect(throws: TranslationError.fileExists(path: out + "/de.xcloc")) {
            try XclocWriter.write(package, into: out, replace: false, toolVersion: "1")
        }
        #expect(FileManager.default.fileExists(atPath: out + "/de.xcloc/Notes/mine.txt"))
        _ = try XclocWriter.write(package, into: out, replace: true, toolVersion: "1")
        #expect(!FileManager.default.fileExists(atPath: out + "/de.xcloc/Notes/mine.txt"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["de.xcloc"])
    }

    @Test func aFileOrLinkInThePackagesPlaceIsNeverReplaced() throws {
        let (package, _) = try package()
        let out = try folder()
        let elsewhere = try folder()
        try FileManager.default.createSymbolicLink(atPath: out + "/de.xcloc", withDestinationPath: elsewhere)
        #expect(throws: TranslationError.self) {
            try XclocWriter.write(package, into: out, replace: true, toolVersion: "1")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        let other = try folder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: other + "/de.xcloc"))
        #expect(throws: TranslationError.self) {
            try XclocWriter.write(package, into: other, replace: true, toolVersion: "1")
        }
        #expect(try String(contentsOfFile: other + "/de.xcloc", encoding: .utf8) == "x")
    }

    @Test func whatAKilledRunLeftIsRemovedAndALiveRunsIsKept() throws {
        let (package, _) = try package()
        let out = try folder()
        // A process id no process has: above Linux's largest (4,194,304).
        let dead = out + "/.de.xcloc" + StagingArea.prefix + "99999999"
        let live = out + "/.de.xcloc" + StagingArea.prefix + "1"
        for path in [dead, live] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        _ = try XclocWriter.write(package, into: out, replace: false, toolVersion: "1")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test func sourcePathsThatLeaveThePackageAreRefused() {
        #expect(XclocPath.isSafe("en.lproj/Localizable.strings"))
        for path in ["/etc/passwd", "../x", "en.lproj/../../x", "a//b", "./a", ""] { #expect(!XclocPath.isSafe(path)) }
    }

    @Test func theReaderFindsTheLocalizedXLIFF() throws {
        let (package, _) = try package()
        let out = try folder()
        let path = try XclocWriter.write(package, into: out, replace: false, toolVersion: "1")
        #expect(XclocReader.isPackage(path) && XclocReader.isPackage(path + "/"))
        #expect(!XclocReader.isPackage(path + "/contents.json"))
        let files = try XclocReader.xliffFiles(in: path)
        #expect(files.map(\.path) == [path + "/Localized Contents/de.xliff"])
        #expect(files.first?.bytes == package.xliff)
        let document = try XLIFFReader.read(bytes: package.xliff, path: "de.xliff")
        #expect(document.files.first?.units.first?.target == "Abbrechen")
    }

    @Test func aPackageWithoutItsManifestOrXLIFFIsRefused() throws {
        let (package, _) = try package()
        let out = try folder()
        let path = try XclocWriter.write(package, into: out, replace: false, toolVersion: "1")
        try FileManager.default.removeItem(atPath: path + "/Localized Contents/de.xliff")
        #expect(throws: TranslationError.self) { try XclocReader.xliffFiles(in: path) }
        try Data("[1,".utf8).write(to: URL(fileURLWithPath: path + "/contents.json"))
        #expect(throws: TranslationError.self) { try XclocReader.xliffFiles(in: path) }
        try FileManager.default.removeItem(atPath: path + "/contents.json")
        #expect(throws: TranslationError.self) { try XclocReader.xliffFiles(in: path) }
    }
}
