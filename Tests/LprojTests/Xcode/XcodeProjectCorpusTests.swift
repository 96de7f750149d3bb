import Foundation
import Testing
import TestSupport
@testable import Lproj

/// The real projects of the corpora. The figures were checked against the files by hand, and the build phases'
/// counts with a separate script that reads the objects as text.
@Suite(.enabled(if: SharedFolder.hasCorpora, "needs ../shared/corpora"))
struct XcodeProjectCorpusTests {
    private static func project(_ name: String) throws -> XcodeProject {
        let path = try #require(SharedFolder.corpus(name), "\(name)")
        let project = try #require(XcodeProjectLocator.project(at: path), "\(name)")
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        return project
    }

    /// Every `.lproj` folder under `root`, relative to it.
    private static func languageFoldersOnDisk(under root: String) -> Set<String> {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return Set(walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".lproj") })
    }

    /// The language files of the project's variant groups that lie in a folder the corpus holds, and whether each
    /// exists (the corpora keep only part of each repository).
    private static func variantFiles(of project: XcodeProject, under folder: String) -> [(String, Bool)] {
        project.targets.flatMap(\.localizedResources).flatMap(\.localizations).compactMap(\.path)
            .filter { $0.hasPrefix(folder + "/") }
            .map { ($0, FileManager.default.fileExists(atPath: project.sourceRoot + "/" + $0)) }
    }

    @Test func linearMouseBuildsItsSynchronizedFolders() throws {
        let project = try Self.project("linearmouse/LinearMouse.xcodeproj")
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions.count == 34)
        #expect(project.targets.map(\.name) == ["LinearMouse", "LinearMouseUnitTests"])
        #expect(project.targets.map(\.productType) == [.application, .unitTestBundle])
        #expect(project.testTargets.map(\.name) == ["LinearMouseUnitTests"])
        let app = try #require(project.target(named: "LinearMouse"))
        #expect(app.sourceFiles.isEmpty && app.resourceFiles.isEmpty && app.localizedResources.isEmpty)
        #expect(app.synchronizedFolders.map(\.path) == ["LinearMouse"])
        #expect(app.synchronizedFolders.map(\.membership) == [.allExcept(["Info.plist"])])
        #expect(project.infoPlistFile(of: app) == "LinearMouse/Info.plist")
        let tests = try #require(project.target(named: "LinearMouseUnitTests"))
        #expect(tests.synchronizedFolders.map(\.membership) == [.allExcept([])])
        #expect(project.targets(containing: "LinearMouse/AppDelegate.swift").map(\.name) == ["LinearMouse"])
        #expect(project.targets(containing: "LinearMouse/UI/Base.lproj/Main.storyboard").map(\.name) == ["LinearMouse"])
        #expect(project.targets(containing: "LinearMouse/Info.plist").isEmpty)
        // `Modules` is a synchronized folder of the project that no target lists.
        #expect(project.references("Modules/PointerKit/Package.swift"))
        #expect(project.targets(containing: "Modules/PointerKit/Package.swift").isEmpty)
        #expect(project.references("README.md") && project.references("Config.xcconfig"))
        // Every `.lproj` folder on disk is in the app's synchronized folder, and built.
        let onDisk = Self.languageFoldersOnDisk(under: project.sourceRoot)
        #expect(onDisk.count == 65)
        #expect(project.languageFoldersBuilt == onDisk)
        #expect(project.languagesBuilt == Set(project.knownRegions).subtracting(["en"]))
    }

    @Test func macDownBuildsVariantGroups() throws {
        let project = try Self.project("macdown/MacDown.xcodeproj")
        #expect(project.developmentRegion == "en")
        #expect(project.targets.map(\.name) == ["MacDown", "MacDownTests", "macdown-cmd"])
        #expect(project.targets.map(\.productType) == [.application, .unitTestBundle, .tool])
        #expect(project.testTargets.map(\.name) == ["MacDownTests"])
        #expect(project.targets.map(\.sourceFiles.count) == [36, 6, 3])
        #expect(project.targets.map(\.resourceFiles.count) == [247, 18, 0])
        #expect(project.targets.map(\.localizedResources.count) == [11, 1, 0])
        let app = try #require(project.target(named: "MacDown"))
        #expect(project.infoPlistFile(of: app) == "MacDown/MacDown-Info.plist")
        let mainMenu = try #require(app.localizedResources.first { $0.name == "MainMenu.xib" })
        #expect(mainMenu.localizations.first?.language == "Base")
        #expect(mainMenu.localizations.first?.path == "MacDown/Localization/Base.lproj/MainMenu.xib")
        let french = "MacDown/Localization/fr.lproj/MainMenu.strings"
        #expect(project.targets(containing: french).map(\.name) == ["MacDown"])
        #expect(project.targets(containing: "MacDown/Code/Document/MPDocument.m").map(\.name) == ["MacDown"])
        // Every language file in the folders the corpus holds is there.
        let files = Self.variantFiles(of: project, under: "MacDown")
        #expect(files.count == 233)
        #expect(files.filter { !$0.1 }.map(\.0) == [])
        // Every `.lproj` folder on disk is built.
        let onDisk = Self.languageFoldersOnDisk(under: project.sourceRoot)
        #expect(onDisk.count == 26)
        #expect(onDisk.subtracting(project.languageFoldersBuilt).isEmpty)
        #expect(project.languagesBuilt == Set(project.knownRegions))
    }

    @Test func transmissionLeavesTwoLanguageFoldersUnbuilt() throws {
        let project = try Self.project("transmission/Transmission.xcodeproj")
        #expect(project.developmentRegion == "en")
        #expect(project.targets.count == 20)
        #expect(project.testTargets.isEmpty)
        #expect(project.targets.prefix(3).map(\.name) == ["Transmission", "QuickLookExtension", "QuickLookPlugin"])
        #expect(project.targets.prefix(3).map(\.productType) == [.application, .appExtension, .bundle])
        #expect(project.targets.prefix(4).map(\.sourceFiles.count) == [81, 2, 5, 81])
        #expect(project.targets.prefix(3).map(\.resourceFiles.count) == [260, 21, 22])
        #expect(project.targets.map(\.localizedResources.count).reduce(0, +) == 15)
        let app = try #require(project.target(named: "Transmission"))
        #expect(app.localizedResources.count == 12)
        // The app's Info.plist is set for the whole project, not the target.
        #expect(app.infoPlistFiles.isEmpty)
        #expect(project.infoPlistFile(of: app) == "macosx/Info.plist")
        #expect(project.targets(containing: "macosx/de.lproj/MainMenu.strings").map(\.name) == ["Transmission"])
        let files = Self.variantFiles(of: project, under: "macosx").filter { !$0.0.hasPrefix("macosx/QuickLook") }
        #expect(files.count == 240)
        #expect(files.filter { !$0.1 }.map(\.0) == [])
        // `af.lproj` and `el.lproj` are translated on disk, but no target builds them, nor does knownRegions list them.
        let onDisk = Self.languageFoldersOnDisk(under: project.sourceRoot)
        #expect(onDisk.count == 23)
        #expect(onDisk.subtracting(project.languageFoldersBuilt) == ["macosx/af.lproj", "macosx/el.lproj"])
        #expect(project.languagesBuilt == Set(project.knownRegions))
    }
}
