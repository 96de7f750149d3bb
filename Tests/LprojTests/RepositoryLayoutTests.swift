import Testing
@testable import Lproj

/// Which project or package each file of a repository belongs to.
struct RepositoryLayoutTests {
    static let layout = RepositoryLayout(markers: [
        ProjectMarker(path: "App.xcodeproj", kind: .xcodeProject),
        ProjectMarker(path: "Modules/Kit/Package.swift", kind: .package),
        ProjectMarker(path: "Design/Design.xcodeproj", kind: .xcodeProject),
    ])

    @Test func aFileBelongsToTheNearestProjectAboveIt() {
        let names = Self.layout.projects.map(\.name)
        #expect(names == ["App.xcodeproj", "Design/Design.xcodeproj", "Modules/Kit/Package.swift"])
        func owner(_ path: String) -> String { names[Self.layout.project(of: path)] }
        #expect(owner("App/Sources/Main.swift") == "App.xcodeproj")
        #expect(owner("Main.swift") == "App.xcodeproj")
        #expect(owner("Modules/Kit/Sources/Kit/Kit.swift") == "Modules/Kit/Package.swift")
        #expect(owner("Modules/Kit") == "Modules/Kit/Package.swift")
        #expect(owner("Modules/Other/Other.swift") == "App.xcodeproj")
        #expect(owner("Design/Demo/Demo.swift") == "Design/Design.xcodeproj")
    }

    @Test func aFolderWithoutAProjectIsOneOfItsOwn() {
        let layout = RepositoryLayout(markers: [ProjectMarker(path: "Kit/Package.swift", kind: .package)])
        #expect(layout.projects.map(\.name) == ["Kit/Package.swift", "."])
        #expect(layout.projects[layout.project(of: "App/Main.swift")].marker == nil)
        #expect(layout.projects[layout.project(of: "Kit/Sources/K.swift")].name == "Kit/Package.swift")
    }

    /// A framework project whose groups name `Shared/F.swift`, and whose unit-test target builds `Checks/Spec.swift`.
    static let framework = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
          P0 = { isa = PBXProject; developmentRegion = en; knownRegions = (en); mainGroup = G0; targets = (T1, T2); };
          G0 = { isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
          G1 = { isa = PBXGroup; children = (F1); path = Shared; sourceTree = "<group>"; };
          G2 = { isa = PBXGroup; children = (F2); path = Checks; sourceTree = "<group>"; };
          F1 = { isa = PBXFileReference; path = F.swift; sourceTree = "<group>"; };
          F2 = { isa = PBXFileReference; path = Spec.swift; sourceTree = "<group>"; };
          B1 = { isa = PBXBuildFile; fileRef = F1; };
          B2 = { isa = PBXBuildFile; fileRef = F2; };
          S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
          S2 = { isa = PBXSourcesBuildPhase; files = (B2); };
          T1 = { isa = PBXNativeTarget; name = Framework; buildPhases = (S1);
                 productType = "com.apple.product-type.framework"; };
          T2 = { isa = PBXNativeTarget; name = Specs; buildPhases = (S2);
                 productType = "com.apple.product-type.bundle.unit-test"; };
        }; rootObject = P0; }

        """

    @Test func twoProjectsInOneFolderSplitByTheFilesTheirGroupsNameAndTestTargetsAreTests() throws {
        let root = try FileSystemFixture.temporaryFolder()
        defer { FileSystemFixture.remove(root) }
        try FileSystemFixture.write(Array(Self.framework.utf8), to: root + "/Framework.xcodeproj/project.pbxproj")
        try FileSystemFixture.write(Array("// !$*UTF8*$!\n{ objects = {}; }\n".utf8), to: root + "/App.xcodeproj/project.pbxproj")
        let markers = [
            ProjectMarker(path: "App.xcodeproj", kind: .xcodeProject),
            ProjectMarker(path: "Framework.xcodeproj", kind: .xcodeProject),
        ]
        let layout = RepositoryLayout(markers: markers, root: root)
        #expect(layout.projects[layout.project(of: "Shared/F.swift")].name == "Framework.xcodeproj")
        #expect(layout.projects[layout.project(of: "Shared/G.swift")].name == "App.xcodeproj")
        #expect(layout.isTestFile("Checks/Spec.swift") && !layout.isTestFile("Shared/F.swift"))
        // Without reading the projects, only the folders' names tell.
        let unread = RepositoryLayout(markers: markers)
        #expect(unread.projects[unread.project(of: "Shared/F.swift")].name == "App.xcodeproj")
        #expect(!unread.isTestFile("Checks/Spec.swift"))
    }

    @Test(arguments: [
        ("AppTests/AppTests.swift", true), ("AppUITests/Flow.swift", true), ("Tests/KitTests/K.swift", true),
        ("LinearMouseUnitTests/A.swift", true), ("App/Sources/Tests.swift", false), ("App/Testsuite/A.swift", false),
        ("App/Sources/Main.swift", false),
    ])
    func testFoldersAreNamedAsXcodeAndSwiftPMNameThem(path: String, isTest: Bool) {
        #expect(RepositoryLayout.isInTestFolder(path) == isTest)
    }
}
