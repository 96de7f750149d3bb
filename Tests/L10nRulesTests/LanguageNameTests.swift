import Testing
@testable import L10nRules
import ICUKit
import Lproj

/// Language folder names as Apple names them, and folders that are no language (issue 9, point 8).
struct LanguageNameTests {
    @Test(arguments: [
        ("zh_CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("zh_HK", "zh-Hant-HK"), ("pt_BR", "pt-BR"), ("en_GB", "en-GB"),
        ("de_DE", "de-DE"), ("English", "en"), ("iw", "he"), ("zh-Hant-TW", "zh-Hant-TW"), ("zh-Hans", "zh-Hans"),
    ])
    func adviceFollowsApplesIDs(folder: String, apple: String) throws {
        #expect(try LanguageID(folderName: folder).appleName == apple)
    }

    @Test func invalidLanguageAdvisesApplesName() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "zh_CN.lproj/Localizable.strings": "\"Done\" = \"完成\";\n",
            "zh_TW.lproj/Localizable.strings": "\"Done\" = \"完成\";\n",
            "pt_BR.lproj/Localizable.strings": "\"Done\" = \"Concluído\";\n",
        ])
        let messages = InvalidLanguageRule().check(context).sorted { $0.file < $1.file }.map(\.message)
        #expect(messages == [
            "pt_BR.lproj is another spelling of pt-BR; Apple's convention is pt-BR.lproj",
            "zh_CN.lproj is another spelling of zh-Hans; Apple's convention is zh-Hans.lproj",
            "zh_TW.lproj is another spelling of zh-Hant; Apple's convention is zh-Hant.lproj",
        ])
    }

    @Test func baseAndMulAreNoLanguages() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
            "Base.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "mul.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
        ], base: "en")
        #expect(InvalidLanguageRule().check(context).isEmpty)
        #expect(Checker().check(context).languages.map(\.language) == ["en", "fr"])
        #expect(!LocalizationName.isLanguage(folderName: "mul.lproj") && !LocalizationName.isLanguage(folderName: "Base"))
        #expect(LocalizationName.isLanguage(folderName: "ml.lproj"))
    }

    /// rectangle-2023's RectangleLauncher keeps `mul.lproj/Main.xcstrings` beside its `.strings` folders.
    @Test(.enabled(if: FormatRulesCorpora.path("rectangle-2023/RectangleLauncher") != nil, "../shared/corpora is not beside the package: skipped"))
    func rectangleLaunchersMulFolderIsNoLanguage() throws {
        let path = try #require(FormatRulesCorpora.path("rectangle-2023/RectangleLauncher"))
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(path: path)))
        #expect(!report.diagnostics.contains { $0.rule == "invalid-language" })
        #expect(!report.languages.contains { $0.language == "mul" })
    }
}
