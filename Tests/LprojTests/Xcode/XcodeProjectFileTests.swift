import Foundation
import Testing
@testable import Lproj

/// Reading an Xcode project file's settings with the `.strings` scanner.
struct XcodeProjectFileTests {
    static let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\t/* developmentRegion = fr; */
        \t\t\t// developmentRegion = it;
        \t\t\tcomment = "developmentRegion = es;";
        \t\t\tdevelopmentRegion = "en-GB";
        \t\t\tknownRegions = (en, "en-GB", Base, );
        \t\t};
        \t\tB1 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; }; };
        \t\tB2 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; }; };
        \t\tB3 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Widget/Widget-Info.plist; }; };
        \t\tB4 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist"; }; };
        \t};
        }

        """

    @Test func readsTheSettingsAndSkipsCommentsAndStrings() {
        let project = XcodeProjectFile(bytes: Array(Self.text.utf8), path: "/repo/App.xcodeproj")
        #expect(project.developmentRegion == "en-GB")
        #expect(project.knownRegions == ["en", "en-GB", "Base"])
        #expect(project.infoPlistFiles == [
            "$(SRCROOT)/App/Info.plist", "Widget/Widget-Info.plist", "$(TARGET_NAME)/Info.plist",
        ])
        #expect(project.sourceRoot == "/repo")
        #expect(project.infoPlistPaths == ["/repo/App/Info.plist", "/repo/Widget/Widget-Info.plist"])
    }

    @Test func aFileWithoutTheSettingsOrCutShortHasNone() {
        for text in ["", "{ objects = { }; }", "{ developmentRegion = \"en", "{ knownRegions = ( en, { } ); }"] {
            let project = XcodeProjectFile(bytes: Array(text.utf8), path: "/p/App.xcodeproj")
            #expect(project.developmentRegion == nil, "\(text)")
            #expect(project.knownRegions.isEmpty, "\(text)")
        }
    }

    @Test(.enabled(if: CorpusLocator.isAvailable, "needs ../shared/corpora"))
    func readsTheCorporaProjects() throws {
        let corpora = try #require(CorpusLocator.corpora).path
        for path in ["transmission/Transmission.xcodeproj", "macdown/MacDown.xcodeproj"] {
            let project = try #require(XcodeProjectLocator.read(corpora + "/" + path), "\(path)")
            #expect(project.developmentRegion == "en", "\(path)")
            #expect(project.knownRegions.contains("Base"), "\(path)")
        }
    }
}
