import Testing
@testable import Lproj

/// The object graph of a crafted project: the group tree's paths, the targets' files, and the lookups by path.
struct XcodeProjectTests {
    let project = XcodeProjectFixture.project

    @Test func readsTheProjectObject() {
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        #expect(project.path == "/repo/App.xcodeproj")
        #expect(project.sourceRoot == "/repo")
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "fr", "de"])
        #expect(project.projectDirPath == "")
        #expect(project.projectRoot == "")
        #expect(project.mainGroup?.id == "G000")
        #expect(project.buildConfigurations.map(\.name) == ["Debug", "Release"])
    }

    @Test func resolvesEveryPathOfTheGroupTree() throws {
        let locations = Self.locations(in: try #require(project.mainGroup))
        #expect(locations["G000"] == .onDisk(""))
        #expect(locations["G011"] == .onDisk("App/Sources"))
        // A group's path, not its name, makes the folder.
        #expect(locations["G012"] == .onDisk("App/Sources/Util"))
        #expect(locations["F002"] == .onDisk("App/Sources/Util/Helpers.swift"))
        #expect(locations["F007"] == .onDisk("App/Shared/Shared.swift"))
        #expect(locations["F013"] == .onDisk("../Vendor/Outside.swift"))
        // A group without a path is its parent's folder; a variant group without one too.
        #expect(locations["F011"] == .onDisk("README.md"))
        #expect(locations["V001"] == .onDisk("App"))
        #expect(locations["V103"] == .onDisk("App/fr.lproj/Main.strings"))
        #expect(locations["X001"] == .onDisk("App/Model.xcdatamodeld"))
        #expect(locations["X101"] == .onDisk("App/Model.xcdatamodeld/Model.xcdatamodel"))
        // SOURCE_ROOT starts at the source root wherever the item is; <absolute> is absolute.
        #expect(locations["G003"] == .onDisk("Kit"))
        #expect(locations["F010"] == .onDisk("Kit/Kit.swift"))
        #expect(locations["F003"] == .onDisk("Config/App-Info.plist"))
        #expect(locations["F012"] == .onDisk("/opt/shared/Base.xcconfig"))
        // Build folders are outside the repository.
        #expect(locations["F004"] == .buildFolder("BUILT_PRODUCTS_DIR", path: "App.app"))
        #expect(locations["F005"] == .buildFolder("SDKROOT", path: "System/Library/Frameworks/Foundation.framework"))
        #expect(locations["S001"] == .onDisk("AppUITests"))
    }

    @Test func groupKindsAndNames() throws {
        let app = try #require(project.mainGroup?.children.first)
        guard case .group(let group) = app else {
            Issue.record("the main group's first child is \(app)")
            return
        }
        #expect(group.kind == .group && group.displayName == "App")
        let kinds = group.children.compactMap { item -> XcodeGroup.Kind? in
            if case .group(let child) = item { child.kind } else { nil }
        }
        #expect(kinds == [.group, .variantGroup, .versionGroup])
    }

    @Test func readsTheTargets() throws {
        #expect(project.targets.map(\.name) == ["App", "AppTests", "AppUITests", "Kit"])
        #expect(project.targets.map(\.productType) == [.application, .unitTestBundle, .uiTestBundle, .framework])
        #expect(project.targets.map(\.isTest) == [false, true, true, false])
        #expect(project.testTargets.map(\.name) == ["AppTests", "AppUITests"])
        let app = try #require(project.target(named: "App"))
        #expect(app.kind == .native)
        #expect(app.sourceFiles == [
            "App/Sources/AppDelegate.swift", "App/Sources/Util/Helpers.swift", "App/Shared/Shared.swift",
            "App/Model.xcdatamodeld", "../Vendor/Outside.swift",
        ])
        #expect(app.resourceFiles == [
            "App/Base.lproj/Main.storyboard", "App/en.lproj/Main.strings", "App/fr.lproj/Main.strings",
            "App/de.lproj/Main.strings", "App/Assets.xcassets",
        ])
        #expect(app.synchronizedFolders.isEmpty)
        #expect(try #require(project.target(named: "AppTests")).sourceFiles == ["AppTests/AppTests.swift"])
        #expect(try #require(project.target(named: "AppUITests")).sourceFiles.isEmpty)
        // Headers are no source: only the Sources and Resources phases count.
        #expect(try #require(project.target(named: "Kit")).sourceFiles == ["Kit/Kit.swift"])
    }

    @Test func readsTheVariantGroups() throws {
        let app = try #require(project.target(named: "App"))
        #expect(app.localizedResources.count == 1)
        let storyboard = try #require(app.localizedResources.first)
        #expect(storyboard.id == "V001")
        #expect(storyboard.name == "Main.storyboard")
        #expect(storyboard.languages == ["Base", "en", "fr", "de"])
        #expect(storyboard.localizations.map(\.path) == [
            "App/Base.lproj/Main.storyboard", "App/en.lproj/Main.strings", "App/fr.lproj/Main.strings",
            "App/de.lproj/Main.strings",
        ])
    }

    @Test func readsTheSynchronizedFoldersAndTheirExceptions() throws {
        let uiTests = try #require(project.target(named: "AppUITests"))
        #expect(uiTests.synchronizedFolders == [
            XcodeSynchronizedFolder(
                id: "S001", location: .onDisk("AppUITests"), membership: .allExcept(["Info.plist", "Fixtures"])),
        ])
        // The unit tests do not list the folder: the exception set adds two of its files to them.
        let unitTests = try #require(project.target(named: "AppTests"))
        #expect(unitTests.synchronizedFolders.map(\.membership) == [
            .only(["Shared/UITestHelpers.swift", "fr.lproj/UITests.strings"]),
        ])
        let folder = try #require(uiTests.synchronizedFolders.first)
        #expect(folder.builds("LoginTests.swift"))
        #expect(folder.builds("Pages/Login/LoginPage.swift"))
        #expect(!folder.builds("Info.plist"))
        #expect(!folder.builds("Fixtures/data.json"))
        #expect(folder.builds("Fixtures.swift"))
    }

    @Test func readsTheBuildSettings() throws {
        let app = try #require(project.target(named: "App"))
        #expect(app.buildConfigurations.map(\.name) == ["Debug", "Release"])
        #expect(app.defaultConfigurationName == "Release")
        #expect(app.infoPlistFiles == ["Config/App-Info.plist"])
        #expect(app.configuration()?.productName == "$(TARGET_NAME)")
        #expect(app.configuration()?.developmentLanguage == "fr")
        #expect(app.setting("DEVELOPMENT_LANGUAGE", configuration: "Debug") == nil)
        #expect(project.developmentLanguage(of: app) == "fr")
        #expect(project.developmentLanguage(of: app, configuration: "Debug") == "en")
        // A setting the target lacks comes from the project's configuration of the same name.
        let unitTests = try #require(project.target(named: "AppTests"))
        #expect(project.infoPlistFile(of: unitTests) == "Shared/Project-Info.plist")
        #expect(project.setting("SDKROOT", of: unitTests) == "iphoneos")
        #expect(project.infoPlistFile(of: try #require(project.target(named: "Kit"))) == "Kit/Info.plist")
    }

    @Test func findsTheTargetsThatBuildAFile() {
        let cases: [(String, [String])] = [
            ("App/Sources/AppDelegate.swift", ["App"]),
            ("App/fr.lproj/Main.strings", ["App"]),
            ("App/Assets.xcassets/AppIcon.appiconset/Contents.json", ["App"]),
            ("App/Model.xcdatamodeld/Model.xcdatamodel/contents", ["App"]),
            ("AppUITests/LoginTests.swift", ["AppUITests"]),
            ("AppUITests/Info.plist", []),
            ("AppUITests/Fixtures/data.json", []),
            ("AppUITests/Shared/UITestHelpers.swift", ["AppTests", "AppUITests"]),
            ("AppUITests/fr.lproj/UITests.strings", ["AppTests", "AppUITests"]),
            ("AppTests/AppTests.swift", ["AppTests"]),
            ("Kit/Kit.swift", ["Kit"]),
            ("Kit/Kit.h", []),
            ("README.md", []),
            ("App/Sources", []),
            ("./App/Sources/../Sources/AppDelegate.swift", ["App"]),
            ("/repo/Kit/Kit.swift", ["Kit"]),
            ("/elsewhere/Kit/Kit.swift", []),
        ]
        for (path, targets) in cases {
            #expect(project.targets(containing: path).map(\.name) == targets, "\(path)")
        }
    }

    @Test func knowsWhichFilesItReferences() {
        #expect(project.referencedFiles.count == 18, "\(project.referencedFiles.sorted())")
        for path in [
            "README.md", "Config/App-Info.plist", "/opt/shared/Base.xcconfig", "Kit/Kit.h", "App/Assets.xcassets",
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json", "AppUITests/Fixtures/data.json",
            "App/de.lproj/Main.strings", "../Vendor/Outside.swift",
        ] {
            #expect(project.references(path), "\(path)")
        }
        for path in ["App/Sources", "App", "App/it.lproj/Main.strings", "Other/File.swift", "App.app", ""] {
            #expect(!project.references(path), "\(path)")
        }
    }

    @Test func knowsTheLanguagesItBuilds() {
        #expect(project.languagesBuilt == ["Base", "en", "fr", "de"])
        #expect(project.languageFoldersBuilt == [
            "App/Base.lproj", "App/en.lproj", "App/fr.lproj", "App/de.lproj", "AppUITests/fr.lproj",
        ])
    }

    @Test func listsTheLanguageFoldersOfSynchronizedFoldersOnDisk() throws {
        let root = try FileSystemFixture.temporaryFolder()
        defer { FileSystemFixture.remove(root) }
        try FileSystemFixture.write(Array(XcodeProjectFixture.text.utf8), to: root + "/App.xcodeproj/project.pbxproj")
        for file in [
            "LoginTests.swift", "Info.plist", "de.lproj/UITests.strings", "fr.lproj/UITests.strings",
            "Fixtures/nl.lproj/Data.strings", "Pages/ja.lproj/Pages.strings", ".build/it.lproj/x.strings",
        ] {
            try FileSystemFixture.write(Array("\"a\" = \"b\";".utf8), to: root + "/AppUITests/" + file)
        }
        let project = try #require(XcodeProjectLocator.project(at: root + "/App.xcodeproj"))
        let folder = try #require(project.target(named: "AppUITests")?.synchronizedFolders.first)
        #expect(folder.languageFolders == ["Fixtures/nl.lproj", "Pages/ja.lproj", "de.lproj", "fr.lproj"])
        #expect(folder.languageFoldersBuilt == ["Pages/ja.lproj", "de.lproj", "fr.lproj"])
        #expect(project.languagesBuilt == ["Base", "en", "fr", "de", "ja"])
        #expect(project.languageFoldersBuilt.contains("AppUITests/Pages/ja.lproj"))
        #expect(!project.languageFoldersBuilt.contains("AppUITests/Fixtures/nl.lproj"))
    }

    /// The location of every item of the tree under `group`, by ID.
    static func locations(in group: XcodeGroup) -> [String: XcodeFileLocation] {
        var locations = [group.id: group.location]
        for child in group.children {
            switch child {
            case .file(let file): locations[file.id] = file.location
            case .group(let inner): locations.merge(Self.locations(in: inner)) { first, _ in first }
            }
        }
        return locations
    }
}
