import Foundation
import Testing
import TestSupport

/// The checker on an app laid out as Xcode's app template makes it: storyboards in `Base.lproj`, the development
/// language's tables in `en.lproj`, `fr.lproj` translating everything, `de.lproj` lacking one `Localizable` key and
/// one storyboard text. Whatever says the development language (nothing, `Info.plist`'s `$(DEVELOPMENT_LANGUAGE)`
/// through the `.xcodeproj`, the repository's root), the check finds exactly those two missing keys.
@Suite struct XcodeAppLayoutTests {
    /// A storyboard with a label "Welcome" (`Wel-co-me1.text`) and a button "Start" (`Sta-rt-Btn.normalTitle`).
    static let mainStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
        useAutolayout="YES" useTraitCollections="YES" initialViewController="BYZ-38-t0r">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" customClass="ViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <subviews>
                                    <label text="Welcome" textAlignment="natural" id="Wel-co-me1">
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Sta-rt-Btn">
                                        <state key="normal" title="Start"/>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Wel-co-me1" firstAttribute="centerX" \
        secondItem="8bC-Xf-vdC" secondAttribute="centerX" placeholder="YES" id="Cst-00-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" \
        sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// Xcode's launch screen: a view and no text.
    static let launchScreen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        launchScreen="YES" initialViewController="01J-lp-oVM">
            <scenes>
                <scene sceneID="EHf-IW-A2E">
                    <objects>
                        <viewController id="01J-lp-oVM" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The app's resource files, by path below its folder.
    static let appFiles: [String: String] = [
        "Base.lproj/LaunchScreen.storyboard": launchScreen,
        "Base.lproj/Main.storyboard": mainStoryboard,
        "en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n",
        "fr.lproj/Localizable.strings": "\"hello\" = \"Bonjour\";\n\"bye\" = \"Au revoir\";\n",
        "fr.lproj/Main.strings": """
            /* Class = "UILabel"; text = "Welcome"; ObjectID = "Wel-co-me1"; */
            "Wel-co-me1.text" = "Bienvenue";

            /* Class = "UIButton"; normalTitle = "Start"; ObjectID = "Sta-rt-Btn"; */
            "Sta-rt-Btn.normalTitle" = "Commencer";

            """,
        "de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
        "de.lproj/Main.strings": """
            /* Class = "UILabel"; text = "Welcome"; ObjectID = "Wel-co-me1"; */
            "Wel-co-me1.text" = "Willkommen";

            """,
    ]

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>$(DEVELOPMENT_LANGUAGE)</string>
        </dict>
        </plist>

        """

    /// A project file as Xcode writes it, trimmed to what names the languages and the target's `Info.plist`.
    static let projectFile = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        /* Begin PBXProject section */
        \t\t8D0000001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\t/* developmentRegion = fr; (a comment, not a setting) */
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t\tfr,
        \t\t\t\tde,
        \t\t\t);
        \t\t};
        /* End PBXProject section */
        \t\t8D0000002 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = MyApp/Info.plist;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t};
        \trootObject = 8D0000001 /* Project object */;
        }

        """

    /// Writes the repository (`MyApp/` with the resources, optionally `Info.plist` and `MyApp.xcodeproj`) into a new
    /// temporary folder and returns the repository's path.
    static func makeRepository(infoPlist: Bool, project: Bool) throws -> String {
        var files = Dictionary(uniqueKeysWithValues: appFiles.map { ("MyApp/" + $0.key, $0.value) })
        if infoPlist { files["MyApp/Info.plist"] = Self.infoPlist }
        if project { files["MyApp.xcodeproj/project.pbxproj"] = projectFile }
        let root = try TemporaryFiles.folder("l10n-check-xcode", text: files)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        return root
    }

    /// The `rule language key` of each finding of a JSON report, for every bundle it holds.
    static func findings(_ output: String) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let bundles = json["bundles"] as? [[String: Any]] ?? [json]
        return bundles.flatMap { bundle in
            (bundle["diagnostics"] as? [[String: Any]] ?? []).map { finding in
                ["rule", "severity", "language", "key"].map { "\(finding[$0] ?? "-")" }.joined(separator: " ")
            }
        }.sorted()
    }

    static let expected = ["missing-key error de Sta-rt-Btn.normalTitle", "missing-key error de bye"]

    @Test(arguments: [(false, false), (true, true), (false, true), (true, false)])
    func theAppFolderHasTheTwoMissingKeys(infoPlist: Bool, project: Bool) throws {
        let root = try Self.makeRepository(infoPlist: infoPlist, project: project)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CommandRunner.run([root + "/MyApp", "--format", "json"])
        #expect(result.status == 1, "\(result.errorOutput)")
        #expect(try Self.findings(result.output) == Self.expected)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(json?["baseLanguage"] as? String == "en")
    }

    @Test func theRepositoryRootHasTheTwoMissingKeys() throws {
        let root = try Self.makeRepository(infoPlist: true, project: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CommandRunner.run([root, "--format", "json"])
        #expect(result.status == 1, "\(result.errorOutput)")
        #expect(try Self.findings(result.output) == Self.expected)
    }

    @Test func textNamesTheDevelopmentLanguageAsTheBase() throws {
        let root = try Self.makeRepository(infoPlist: true, project: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CommandRunner.run([root + "/MyApp"])
        #expect(result.status == 1)
        #expect(!result.output.contains("[extra-key]"), "\(result.output)")
        #expect(result.output.contains("de.lproj/Localizable.strings"))
    }
}
