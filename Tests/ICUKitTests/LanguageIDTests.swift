import ICUKit
import Testing

@Suite("Language IDs from .lproj folder names")
struct LanguageIDTests {
    @Test("folder names map to canonical BCP 47 tags", arguments: [
        ("pt-BR", "pt-BR"), ("pt_BR", "pt-BR"), ("PT-br", "pt-BR"), ("pt-BR.lproj", "pt-BR"),
        ("zh-Hant-TW", "zh-Hant-TW"), ("zh_Hant_TW", "zh-Hant-TW"), ("zh_CN", "zh-CN"), ("zh-Hans", "zh-Hans"),
        ("en", "en"), ("en.lproj", "en"), ("nb", "nb"), ("es-419", "es-419"), ("sr-Latn-RS", "sr-Latn-RS"),
        ("iw", "he"), ("in", "id"),  // ICU's canonical replacements of withdrawn codes
        ("yue", "yue"), ("de-DE-1996", "de-DE-1996"),
    ])
    func canonicalTag(folder: String, tag: String) throws {
        let id = try LanguageID(folderName: folder)
        #expect(id.tag == tag)
        #expect(id.description == tag)
        #expect(!id.isLegacyName)
        #expect(id.isValid, "\(id.validationProblems)")
    }

    @Test("subtags")
    func subtags() throws {
        let traditional = try LanguageID(folderName: "zh_Hant_TW.lproj")
        #expect(traditional.language == "zh")
        #expect(traditional.script == "Hant")
        #expect(traditional.region == "TW")
        let brazil = try LanguageID(folderName: "pt_BR")
        #expect(brazil.language == "pt")
        #expect(brazil.script == nil)
        #expect(brazil.region == "BR")
        let latinAmerica = try LanguageID(folderName: "es-419")
        #expect(latinAmerica.region == "419")
        let english = try LanguageID(folderName: "en")
        #expect(english.script == nil && english.region == nil)
        #expect(try LanguageID(folderName: "pt_BR") == LanguageID(folderName: "pt-BR.lproj"))
    }

    @Test("legacy English language names, through ICU's English display names", arguments: [
        ("English", "en"), ("French", "fr"), ("German", "de"), ("Japanese", "ja"), ("Spanish", "es"),
        ("Italian", "it"), ("Dutch", "nl"), ("Chinese", "zh"), ("Korean", "ko"), ("Swedish", "sv"),
        ("English.lproj", "en"),
    ])
    func legacyName(folder: String, tag: String) throws {
        let id = try LanguageID(folderName: folder)
        #expect(id.tag == tag)
        #expect(id.language == tag)
        #expect(id.isLegacyName)
        #expect(id.isValid)
        #expect(id == (try LanguageID(folderName: tag)))
    }

    @Test("names that are no well-formed tag", arguments: [
        "xx-Latn-ZZZ", "english", "123", "en--US", "en-", "-en", "en US", "Français", "base", "und", "x-foo",
        "en_US_", "e",
    ])
    func malformed(folder: String) {
        #expect {
            _ = try LanguageID(folderName: folder)
        } throws: { error in
            guard case .malformed(let name, let reason) = error as? LanguageIDError else { return false }
            return name == folder && !reason.isEmpty
        }
    }

    @Test("reasons say what is wrong")
    func reasons() {
        func reason(_ folder: String) -> String {
            do {
                _ = try LanguageID(folderName: folder)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(reason("xx-Latn-ZZZ") == "'xx-Latn-ZZZ' is not a language tag: '-ZZZ' after 'xx-Latn' is not well-formed")
        #expect(reason("en--US") == "'en--US' is not a language tag: '--US' after 'en' is not well-formed")
        #expect(reason("123") == "'123' is not a language tag: it does not start with a language code (2 or 3 letters)")
        #expect(reason("english").hasPrefix("'english' is not a language tag: the language code 'english' has 7 characters"))
        #expect(reason("") == "empty language folder name")
        #expect(reason(".lproj") == "empty language folder name")
        #expect(reason("Base") == "'Base' is Apple's base localization, not a language")
    }

    @Test("Base is Apple's base localization, not a language")
    func base() throws {
        #expect(throws: LanguageIDError.baseLocalization) { try LanguageID(folderName: "Base.lproj") }
        #expect(throws: LanguageIDError.baseLocalization) { try LanguageID(folderName: "Base") }
        #expect(throws: LanguageIDError.empty) { try LanguageID(folderName: "") }
        #expect(LanguageID.isBase(folderName: "Base.lproj"))
        #expect(!LanguageID.isBase(folderName: "en.lproj"))
        #expect(try LocalizationName(folderName: "Base.lproj") == .base)
        #expect(try LocalizationName(folderName: "English.lproj") == .language(LanguageID(folderName: "en")))
        #expect(try LocalizationName(folderName: "zh_CN").description == "zh-CN")
    }

    @Test("validation of well-formed tags", arguments: [
        ("en-US", true), ("zh-Hant-TW", true), ("es-419", true), ("en-001", true), ("sr-Latn", true),
        ("ur-Aran", true), ("fil", true), ("yue", true), ("nb-NO", true),
        ("xx", false), ("qqq", false), ("en-Abcd", false), ("en-ZZ", false), ("en-999", false),
        ("xx-Latn", false), ("en-QO", false),
    ])
    func validation(folder: String, valid: Bool) throws {
        let id = try LanguageID(folderName: folder)
        #expect(id.isValid == valid, "\(id.validationProblems)")
        #expect(id.validationProblems.isEmpty == valid)
    }

    @Test("validation problems name the unknown subtag")
    func validationProblems() throws {
        #expect(try LanguageID(folderName: "xx-Abcd-ZZ").validationProblems == [
            "unknown language code 'xx'", "unknown script code 'Abcd'", "unknown region code 'ZZ'",
        ])
    }

    @Test("likely subtags")
    func maximized() throws {
        #expect(try LanguageID(folderName: "zh-TW").maximizedTag == "zh-Hant-TW")
        #expect(try LanguageID(folderName: "en").maximizedTag == "en-Latn-US")
        #expect(try LanguageID(folderName: "sr").maximizedTag == "sr-Cyrl-RS")
    }

    @Test("legacy names from many tasks at once")
    func concurrentLegacyNames() async {
        let names = ["English", "French", "German", "Japanese", "Spanish", "Italian", "Dutch", "pt_BR"]
        let tags = await withTaskGroup(of: String.self) { group in
            for _ in 0..<10 {
                for name in names {
                    group.addTask { (try? LanguageID(folderName: name).tag) ?? "error" }
                }
            }
            var tags: [String] = []
            for await tag in group { tags.append(tag) }
            return tags
        }
        #expect(tags.count == 80)
        #expect(Set(tags) == ["en", "fr", "de", "ja", "es", "it", "nl", "pt-BR"])
    }
}
