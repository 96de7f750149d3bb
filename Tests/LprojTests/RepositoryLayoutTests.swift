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

    @Test func twoProjectsInOneFolderSplitByTheFilesTheirGroupsName() {
        var layout = RepositoryLayout(markers: [
            ProjectMarker(path: "App.xcodeproj", kind: .xcodeProject),
            ProjectMarker(path: "Framework.xcodeproj", kind: .xcodeProject),
        ])
        #expect(layout.projects[layout.project(of: "Shared/F.swift")].name == "App.xcodeproj")
        layout.assign(["Shared/F.swift"], toProjectAt: "Framework.xcodeproj")
        #expect(layout.projects[layout.project(of: "Shared/F.swift")].name == "Framework.xcodeproj")
        #expect(layout.projects[layout.project(of: "Shared/G.swift")].name == "App.xcodeproj")
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
