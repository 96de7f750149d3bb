import Foundation
import Testing
import TestSupport

/// Repositories laid out as Xcode builds them (issue 35): a root that is itself a bundle, local packages and a second
/// Xcode project with tables of their own, code a user never runs, built products checked in, and keys as Xcode
/// extracts them. Each call is judged against the bundles of its own project only.
struct XcodeRepositoryTests {
    /// A `project.pbxproj` with a project object and nothing else.
    static let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objects = { 0A = { isa = PBXProject; developmentRegion = en; \
        knownRegions = (en, fr, Base); }; }; rootObject = 0A; }

        """

    /// Every finding of a JSON report, as `rule severity key file:line:column`, sorted.
    static func findings(_ output: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let bundles = object["bundles"] as? [[String: Any]] ?? [object]
        return bundles.flatMap { bundle in
            ((bundle["diagnostics"] as? [[String: Any]]) ?? []).map { finding in
                let place = [finding["file"] as? String ?? "", (finding["line"] as? Int).map(String.init),
                             (finding["column"] as? Int).map(String.init)].compactMap { $0 }.joined(separator: ":")
                let path = bundle["path"] as? String ?? "."
                return "\(finding["rule"] as? String ?? "") \(finding["severity"] as? String ?? "") "
                    + "\(finding["key"] as? String ?? "-") \(path == "." ? "" : path + "/")\(place)"
            }
        }.sorted()
    }

    /// The `sources` object of each bundle of a repository's JSON report, by the bundle's path.
    static func sources(_ output: String) throws -> [String: [String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        var found: [String: [String: Any]] = [:]
        for bundle in object["bundles"] as? [[String: Any]] ?? [] {
            found[bundle["path"] as? String ?? "?"] = bundle["sources"] as? [String: Any]
        }
        return found
    }

    // MARK: A root that is a bundle

    static let rootBundle = [
        "App.xcodeproj/project.pbxproj": project,
        "en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"Quit\" = \"Quit\";\n\"dead.key\" = \"Dead\";\n",
        "fr.lproj/Localizable.strings": """
            "Save" = "Enregistrer";
            "Quit" = "Quitter";
            "dead.key" = "Mort";
            "Open" = "Ouvrir";
            "menu.title" = "Menu";

            """,
        "Classes/AppDelegate.m": """
            NSString *a = NSLocalizedString(@"Save", nil);
            NSString *b = NSLocalizedString(@"Quit", nil);
            NSString *c = NSLocalizedString(@"Open", nil);
            NSString *d = NSLocalizedString(@"menu.title", nil);
            NSString *e = NSLocalizedStringFromTable(@"Pref", @"Prefs", nil);

            """,
        "Classes/en.lproj/Prefs.strings": "\"Pref\" = \"Pref\";\n",
        "Classes/fr.lproj/Prefs.strings": "\"Pref\" = \"Préf\";\n",
        "Classes/PropertyView/en.lproj/Inspector.strings": "\"Name\" = \"Name\";\n",
        "Classes/PropertyView/de.lproj/Inspector.strings": "\n",
    ]

    @Test func aRootThatIsABundleIsARepository() throws {
        let root = try CommandRunner.makeBundle(Self.rootBundle)
        let result = try CommandRunner.run([root, "--format", "json"])
        let findings = try Self.findings(result.output)
        // Every bundle below is checked; the code's keys are used, never extra; the dead key is unused; the
        // development language lacks an identifier key the code uses and French has: its users see the key.
        #expect(findings == [
            "missing-key error menu.title en.lproj/Localizable.strings",
            "missing-table error - Classes/PropertyView/de.lproj/Inspector.strings",
            "unused-key note - Classes/PropertyView/en.lproj/Inspector.strings",
            "unused-key warning dead.key en.lproj/Localizable.strings:3:1",
        ], "\(result.output)")
        let sources = try Self.sources(result.output)
        #expect(sources["."]?["files"] as? Int == 1 && sources["."]?["calls"] as? Int == 5)
        #expect(sources["."]?["projects"] as? [String] == ["App.xcodeproj"])
        #expect(sources["Classes"]?["judged"] as? Int == 1)
        let text = try CommandRunner.run([root])
        #expect(text.output.contains("== \(root) ==\n"))
        #expect(text.output.contains("sources: 1 file of App.xcodeproj, 5 calls (4 judged here)\n"), "\(text.output)")
    }

    // MARK: Projects and packages

    static let projects = [
        "App.xcodeproj/project.pbxproj": project,
        "App/Sources/Main.swift": """
            let welcome = Text("Welcome")
            let lost = Text("Lost in the app")

            """,
        "App/Resources/en.lproj/Localizable.strings": "\"Welcome\" = \"Welcome\";\n",
        "App/Resources/de.lproj/Localizable.strings": "\"Welcome\" = \"Willkommen\";\n",
        "DesignSystem/DesignSystem.xcodeproj/project.pbxproj": project,
        "DesignSystem/Sources/Button.swift": "let ok = Text(\"ds.button.ok\")\n",
        "DesignSystem/Demo/DemoView.swift": "let demo = Text(\"Demo screen\")\n",
        "DesignSystem/Resources/en.lproj/Localizable.strings": "\"ds.button.ok\" = \"OK\";\n",
        "DesignSystem/Resources/de.lproj/Localizable.strings": "\"ds.button.ok\" = \"OK\";\n",
        "Modules/Kit/Package.swift": "// swift-tools-version:5.9\n",
        "Modules/Kit/Sources/Kit/KitView.swift": """
            let title = Text("kit.title", bundle: .module)
            let gone = Text("kit.missing", bundle: .module)

            """,
        "Modules/Kit/Sources/Kit/Resources/en.lproj/Localizable.strings": "\"kit.title\" = \"Kit\";\n",
        "Modules/Kit/Sources/Kit/Resources/de.lproj/Localizable.strings": "\"kit.title\" = \"Kit\";\n",
        "Modules/Bare/Package.swift": "// swift-tools-version:5.9\n",
        "Modules/Bare/Sources/Bare/Bare.swift": "let bare = Text(\"Bare text\")\n",
    ]

    @Test func eachCallIsJudgedByTheBundlesOfItsOwnProject() throws {
        let root = try CommandRunner.makeBundle(Self.projects)
        let result = try CommandRunner.run([root, "--format", "json"])
        let found = try Self.findings(result.output).filter { $0.hasPrefix("key-not-in-tables") }
        #expect(found == [
            "key-not-in-tables warning Demo screen DesignSystem/Resources/../Demo/DemoView.swift:1:17",
            "key-not-in-tables warning Lost in the app App/Resources/../Sources/Main.swift:2:17",
            "key-not-in-tables warning kit.missing Modules/Kit/Sources/Kit/Resources/../KitView.swift:2:17",
        ], "\(result.output)")
        let sources = try Self.sources(result.output)
        #expect(sources["App/Resources"]?["projects"] as? [String] == ["App.xcodeproj"])
        #expect(sources["DesignSystem/Resources"]?["projects"] as? [String] == ["DesignSystem/DesignSystem.xcodeproj"])
        #expect(sources["Modules/Kit/Sources/Kit/Resources"]?["projects"] as? [String] == ["Modules/Kit/Package.swift"])
        #expect(sources["Modules/Kit/Sources/Kit/Resources"]?["files"] as? Int == 1)
        let text = try CommandRunner.run([root])
        #expect(text.output.contains("key \"Lost in the app\" is in no language's Localizable table: translators never "
            + "see it, and users of every language see it as the code writes it"))
        #expect(text.output.contains("key \"kit.missing\" is in no language's Localizable table: translators never see "
            + "it, and users see the key itself"))
    }

    // MARK: Built products checked in

    @Test func builtProductsCheckedInAreLeftOutUnlessAsked() throws {
        var files = Self.rootBundle
        files["Frameworks/Sparkle.framework/Resources/en.lproj/Sparkle.strings"] = "\"Update\" = \"Update\";\n"
        files["Frameworks/Sparkle.framework/Resources/de.lproj/Sparkle.strings"] = "\"Other\" = \"Andere\";\n"
        files["Frameworks/Sparkle.framework/Resources/Autoupdate.app/Contents/Resources/en.lproj/A.strings"] = "\"A\" = \"A\";\n"
        let root = try CommandRunner.makeBundle(files)
        let result = try CommandRunner.run([root, "--format", "json"])
        #expect(!result.output.contains("Sparkle.strings"))
        #expect(result.errorOutput.contains(
            "not checked: 1 built product checked in (another project's output, which this repository cannot change): "
                + "\(root)/Frameworks/Sparkle.framework; --include-vendored checks them"), "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["vendored"] as? [String] == ["Frameworks/Sparkle.framework"])
        let included = try CommandRunner.run([root, "--format", "json", "--include-vendored"])
        #expect(try Self.findings(included.output).contains(
            "missing-key error Update Frameworks/Sparkle.framework/Resources/de.lproj/Sparkle.strings"))
        files[".l10n-check.yml"] = "include_vendored: true\n"
        let configured = try CommandRunner.run([try CommandRunner.makeBundle(files), "--format", "json"])
        #expect(configured.output.contains("Sparkle.strings"))
    }

    // MARK: What is not the app

    static let notApp = [
        "App.xcodeproj/project.pbxproj": project,
        "App/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n\"preview.only\" = \"Preview\";\n",
        "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n\"preview.only\" = \"Vorschau\";\n",
        "App/ContentView.swift": """
            struct ContentView: View {
                var body: some View {
                    Text("Hello")
                    Text("→")
                    Text("")
                    Text("0:00")
                    Text("%@")
                    Text("Real missing text")
                }
            }
            #Preview { Text("Sample in a preview") }
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { Text("preview.only") }
            }
            struct PreviewWrapper: View { var body: some View { Text("Wrapped sample") } }
            #if DEBUG
            struct DeveloperMenu: View { var body: some View { Text("Reset all data") } }
            #endif

            """,
        "AppTests/AppTests.swift": "let t = NSLocalizedString(\"test.only.key\", comment: \"\")\n",
        "AppUITests/Flow.swift": "let s = NSLocalizedString(\"Tap here\", comment: \"\")\n",
    ]

    @Test func codeAUserNeverRunsIsNeitherJudgedNorCredited() throws {
        let root = try CommandRunner.makeBundle(Self.notApp)
        let result = try CommandRunner.run([root, "--format", "json"])
        #expect(try Self.findings(result.output) == [
            "key-not-in-tables warning Real missing text App/ContentView.swift:8:14",
            "unused-key warning preview.only App/en.lproj/Localizable.strings:2:1",
        ], "\(result.output)")
        let text = try CommandRunner.run([root])
        #expect(text.output.contains("only code a user never runs looks it up"), "\(text.output)")
        let sources = try Self.sources(result.output)
        #expect(sources["App"]?["notApp"] as? [String: Int] == ["preview": 3, "debug": 1, "test": 2])
        // Configured to judge every call, all of them are judged.
        var files = Self.notApp
        files[".l10n-check.yml"] = "not_app_code: []\n"
        let everything = try CommandRunner.run([try CommandRunner.makeBundle(files), "--format", "json"])
        let judged = try Self.findings(everything.output).filter { $0.hasPrefix("key-not-in-tables") }
        #expect(judged.count == 10, "\(judged)")
    }

    // MARK: Keys as Xcode extracts them

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld followers" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Follower" } } } },
            "%d line(s)" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%d line" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%d lines" } } } } },
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%d Zeile" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%d Zeilen" } } } } } } },
            "tab.timeline" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Timeline" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Zeitleiste" } } } },
            "Open Timeline" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zeitleiste öffnen" } } } },
            "Account" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Konto" } } } },
            "Opens the timeline" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffnet die Zeitleiste" } } } },
            "Current profile:" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Profil:" } } } },
            "On" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "An" } } } },
            "Off" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Aus" } } } },
            "View" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Ansicht" } } } },
            "Gone from the code" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Weg" } } } }
          },
          "version" : "1.0"
        }

        """

    static let shapes = [
        "App.xcodeproj/project.pbxproj": project,
        "App/Localizable.xcstrings": catalog,
        "App/Views.swift": """
            struct Tabs {
                var title: LocalizedStringKey { "tab.timeline" }
            }
            struct OpenTimeline: AppIntent {
                static var title: LocalizedStringResource = "Open Timeline"
                static var description = IntentDescription("Opens the timeline")
                @Parameter(title: "Account") var account: String
            }
            let followers = Text("\\(count) followers")
            let lines = String(format: NSLocalizedString("%d line(s)", comment: ""), n)
            let profile = "\\(NSLocalizedString("Current profile:", comment: ""))"
            let toggle = Text(isOn ? "On" : "Off")
            struct Menus: Commands { var body: some Commands { CommandMenu("View") { } } }

            """,
        "App/Legacy/Errors.m": """
            #define ERROR_TITLE NSLocalizedString(@"error.title", nil)
            NSString *path = [[NSBundle mainBundle] pathForResource:@"Errors" ofType:@"strings"];
            NSString *kind = NSLocalizedString([@"kind." stringByAppendingString:name], nil);

            """,
        "App/en.lproj/Errors.strings": "\"E1\" = \"Disk full\";\n\"E2\" = \"No network\";\n",
        "App/de.lproj/Errors.strings": "\"E1\" = \"Platte voll\";\n\"E2\" = \"Kein Netz\";\n",
        "App/en.lproj/Localizable.strings": "\"error.title\" = \"Error\";\n\"kind.disk\" = \"Disk\";\n",
        "App/de.lproj/Localizable.strings": "\"error.title\" = \"Fehler\";\n\"kind.disk\" = \"Platte\";\n",
    ]

    @Test func keysAreFoundAsXcodeExtractsThem() throws {
        let root = try CommandRunner.makeBundle(Self.shapes)
        let result = try CommandRunner.run([root, "--format", "json"])
        // Every key the code uses is found: no key-not-in-tables, no unused key (the Errors table is read whole).
        #expect(try Self.findings(result.output).filter { !$0.hasPrefix("untranslated") } == [], "\(result.output)")
    }

    @Test func extractMarksNoUsedKeyStaleAndAddsNoTwin() throws {
        let root = try CommandRunner.makeBundle(Self.shapes)
        let result = try CommandRunner.run(["extract", root, "--format", "json"])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let written = object["written"] as? [[String: Any]] ?? []
        let stale = written.flatMap { $0["staleKeys"] as? [String] ?? [] }
        #expect(stale == ["Gone from the code"], "\(result.output)")
        let added = written.flatMap { $0["keys"] as? [String] ?? [] }
        #expect(!added.contains("%@ followers") && !added.contains("Errors"), "\(added)")
        let catalog = try String(contentsOfFile: root + "/App/Localizable.xcstrings", encoding: .utf8)
        #expect(!catalog.contains("\"%@ followers\""))
    }

    @Test func extractJoinsEveryCommentAsGenstringsDoes() throws {
        let root = try CommandRunner.makeBundle([
            "App.xcodeproj/project.pbxproj": Self.project,
            "App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "App/A.m": "NSString *a = NSLocalizedString(@\"Save\", @\"Toolbar button\");\n",
            "App/B.m": """
                NSString *b = NSLocalizedString(@"Save", @"Menu item");
                NSString *c = NSLocalizedString(@"Save", @"Toolbar button");
                NSString *d = NSLocalizedString(@"Save", @"add sheet");

                """,
            "Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Kit/Sources/Kit/Kit.swift": "let k = Text(\"Kit only\")\n",
        ])
        let result = try CommandRunner.run(["extract", root, "--format", "json"])
        #expect(result.status == 0, "\(result.errorOutput)")
        let table = try String(contentsOfFile: root + "/App/en.lproj/Localizable.strings", encoding: .utf8)
        #expect(table.hasSuffix("/* add sheet\n   Menu item\n   Toolbar button */\n\"Save\" = \"Save\";\n"), "\(table)")
        #expect(!table.contains("Kit only"))
        // What standard error says is in the JSON too.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let notes = (object["notes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(notes.contains { $0.hasPrefix("Kit/Package.swift has no bundle") }, "\(notes)")
    }
}
