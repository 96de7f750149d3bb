import Foundation
import Testing
@testable import L10nRules
import Lproj

/// How the base language is chosen and folders are named.
struct CheckContextTests {
    static let strings = "\"a\" = \"1\";\n"

    static func infoPlist(_ region: String, binary: Bool) throws -> [UInt8] {
        let plist: [String: Any] = ["CFBundleDevelopmentRegion": region, "CFBundleVersion": "1"]
        let data = try PropertyListSerialization.data(
            fromPropertyList: plist, format: binary ? .binary : .xml, options: 0)
        return [UInt8](data)
    }

    @Test(arguments: [false, true])
    func baseFromInfoPlist(binary: Bool) throws {
        let context = try ExampleBundles.context([
            "Info.plist": try Self.infoPlist("fr", binary: binary),
            "en.lproj/Localizable.strings": Array(Self.strings.utf8),
            "fr.lproj/Localizable.strings": Array(Self.strings.utf8),
        ])
        #expect(context.base.name == "fr")
        #expect(context.translations.map(\.name) == ["en"])
    }

    @Test func legacyDevelopmentRegionMatchesModernFolder() throws {
        let context = try ExampleBundles.context([
            "Info.plist": try Self.infoPlist("English", binary: false),
            "en.lproj/Localizable.strings": Array(Self.strings.utf8),
            "de.lproj/Localizable.strings": Array(Self.strings.utf8),
        ])
        #expect(context.base.name == "en")
    }

    @Test func baseFolderWithoutInfoPlist() throws {
        let context = try ExampleBundles.context([
            "Base.lproj/Localizable.strings": Self.strings, "de.lproj/Localizable.strings": Self.strings,
            "en.lproj/Localizable.strings": Self.strings,
        ])
        // Base.lproj is never the base language: `en.lproj` beside it is the development language's folder, whose
        // tables Base.lproj's complete.
        #expect(context.base.name == "en")
        #expect(context.base.tag == "en")
        #expect(!context.translations.contains { $0.name == "en" || $0.name == "Base" })
    }

    @Test func englishByDefault() throws {
        let context = try ExampleBundles.context([
            "de.lproj/Localizable.strings": Self.strings, "en.lproj/Localizable.strings": Self.strings,
        ])
        #expect(context.base.name == "en")
    }

    @Test func explicitBaseWins() throws {
        let context = try ExampleBundles.context(
            ["de.lproj/Localizable.strings": Self.strings, "en.lproj/Localizable.strings": Self.strings], base: "de")
        #expect(context.base.name == "de")
    }

    @Test func missingBaseIsASetupError() {
        #expect(throws: CheckSetupError.baseLanguageNotFound("en", available: ["de", "fr"])) {
            try ExampleBundles.context([
                "de.lproj/Localizable.strings": Self.strings, "fr.lproj/Localizable.strings": Self.strings,
            ])
        }
    }

    @Test func folderNamesBecomeLanguageTags() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": Self.strings, "pt_BR.lproj/Localizable.strings": Self.strings,
            "zh-Hant-TW.lproj/Localizable.strings": Self.strings, "French.lproj/Localizable.strings": Self.strings,
        ])
        #expect(context.translations.map(\.tag) == ["fr", "pt-BR", "zh-Hant-TW"])
    }

    @Test func noLanguageFolderIsABundleError() {
        #expect(throws: BundleError(path: "Example.bundle", reason: .noLanguageFolders)) {
            try BundleReader.read(files: ["Info.plist": []])
        }
    }
}
