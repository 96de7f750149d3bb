import Foundation
import Testing
@testable import Lproj

/// The development language in Xcode's order, and the search for the project and its target's `Info.plist`.
struct DevelopmentRegionTests {
    private static func project(_ region: String?) -> XcodeProjectFile {
        let text = region.map { "{ isa = PBXProject; developmentRegion = \($0); }" } ?? "{ }"
        return XcodeProjectFile(bytes: Array(text.utf8), path: "/repo/App.xcodeproj")
    }

    private static func resolve(
        _ infoPlist: String?, project: XcodeProjectFile?, target: String? = nil, catalog: String? = nil
    ) -> DevelopmentRegion? {
        DevelopmentRegion.resolve(
            infoPlist: infoPlist, catalogSourceLanguage: catalog, project: { project }, targetInfoPlist: { _ in target })
    }

    @Test func followsXcodesOrder() {
        #expect(Self.resolve("de", project: Self.project("en")) == .init("de", origin: .infoPlist))
        #expect(Self.resolve("$(DEVELOPMENT_LANGUAGE)", project: Self.project("fr"))
            == .init("fr", origin: .infoPlistBuildSetting))
        #expect(Self.resolve("${DEVELOPMENT_LANGUAGE}", project: Self.project("fr"))?.language == "fr")
        #expect(Self.resolve(nil, project: Self.project("fr"), target: "it") == .init("it", origin: .projectInfoPlist))
        #expect(Self.resolve(nil, project: Self.project("fr"), target: "$(DEVELOPMENT_LANGUAGE)")
            == .init("fr", origin: .infoPlistBuildSetting))
        #expect(Self.resolve(nil, project: Self.project("fr")) == .init("fr", origin: .project))
        #expect(Self.resolve(nil, project: nil, catalog: "en") == .init("en", origin: .catalog))
        #expect(Self.resolve("$(DEVELOPMENT_LANGUAGE)", project: nil) == nil)
        #expect(Self.resolve(nil, project: Self.project(nil)) == nil)
    }

    @Test func theProjectIsNotSearchedWhenInfoPlistSettlesIt() {
        var asked = false
        _ = DevelopmentRegion.resolve(
            infoPlist: "en", catalogSourceLanguage: nil, project: { asked = true; return nil },
            targetInfoPlist: { _ in nil })
        #expect(!asked)
    }

    @Test func findsTheNearestProjectAndItsTargetsInfoPlist() throws {
        let root = try FileSystemFixture.temporaryFolder()
        defer { FileSystemFixture.remove(root) }
        let pbxproj = """
            { objects = { P = { isa = PBXProject; developmentRegion = en; };
              C = { buildSettings = { INFOPLIST_FILE = "App/App-Info.plist"; }; };
              D = { buildSettings = { INFOPLIST_FILE = "Other/Info.plist"; }; }; }; }
            """
        try FileSystemFixture.write(Array(pbxproj.utf8), to: root + "/App.xcodeproj/project.pbxproj")
        let plist = "<plist><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>"
        try FileSystemFixture.write(Array(plist.utf8), to: root + "/App/App-Info.plist")
        try FileSystemFixture.write(Array("\"a\" = \"b\";".utf8), to: root + "/App/Resources/en.lproj/L.strings")
        try FileSystemFixture.makeFolder(root + "/.git")
        let bundle = root + "/App/Resources"
        let project = try #require(XcodeProjectLocator.enclosingProject(ofBundleAt: bundle))
        #expect(project.developmentRegion == "en")
        #expect(XcodeProjectLocator.targetDevelopmentRegion(ofBundleAt: bundle, in: project) == "de")
        #expect(try BundleReader.read(path: bundle).developmentRegion == "de")
        // The search stops at the repository's root.
        let inner = root + "/Nested"
        try FileSystemFixture.makeFolder(inner + "/.git")
        try FileSystemFixture.write(Array("\"a\" = \"b\";".utf8), to: inner + "/Res/en.lproj/L.strings")
        #expect(XcodeProjectLocator.enclosingProject(ofBundleAt: inner + "/Res") == nil)
    }
}
