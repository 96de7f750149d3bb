import Testing
@testable import L10nRules

/// Table names compared without regard to case, as on Apple's default volumes (issue 9, point 6).
struct TableNameCaseTests {
    @Test func aTableSpelledInAnotherCaseIsOneTableAndOneFinding() throws {
        let context = try ExampleBundles.context([
            "en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Maps\";\n\"NSCameraUsageDescription\" = \"Scan\";\n",
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Karten\";\n\"NSCameraUsageDescription\" = \"Scannen\";\n",
            "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
            "fr.lproj/infoPlist.strings": "\"CFBundleDisplayName\" = \"Plans\";\n",
            "fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
        ])
        let found = Checker().check(context).diagnostics.sorted { $0.rule < $1.rule }
        #expect(found.map(\.rule) == ["missing-key", "table-name-case"])
        let missing = try #require(found.first)
        #expect(missing.file == "fr.lproj/infoPlist.strings" && missing.key == "NSCameraUsageDescription")
        let finding = try #require(found.last)
        #expect(finding.file == "fr.lproj/infoPlist.strings" && finding.language == "fr" && finding.severity == .warning)
        #expect(finding.table == "InfoPlist")
        #expect(finding.message.contains("named InfoPlist in 2 languages"))
    }

    @Test func theBaseCanBeTheOneThatDiffers() throws {
        let context = try ExampleBundles.context([
            "en.lproj/infoplist.strings": "\"CFBundleDisplayName\" = \"Maps\";\n",
            "de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Karten\";\n",
            "fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Plans\";\n",
        ])
        let found = Checker().check(context).diagnostics
        #expect(found.map(\.rule) == ["table-name-case"])
        #expect(found.first?.file == "en.lproj/infoplist.strings")
    }

    @Test func aTranslationsTableIsComparedUnderTheBasesName() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "fr.lproj/localizable.strings": "\"Done\" = \"Terminé\";\n",
            "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
        ])
        let found = Checker().check(context).diagnostics
        #expect(found.map(\.rule) == ["table-name-case"])
        #expect(context.translations.allSatisfy { $0.folder.tables.keys.elementsEqual(["Localizable"]) })
    }
}
