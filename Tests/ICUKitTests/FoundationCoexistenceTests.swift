// Foundation carries its own ICU. This file imports both on purpose: if an ICU header ever leaks into
// the public header of CICUShim again, this file stops compiling (DESIGN.md section 3).
import Foundation
import ICUKit
import Testing

@Suite("ICUKit next to Foundation")
struct FoundationCoexistenceTests {
    @Test("both ICUs work in one process")
    func bothWork() throws {
        let rules = try PluralRules(locale: "ru")
        #expect(rules.select(5) == .many)
        let language = try LanguageID(folderName: "pt_BR")
        let locale = Locale(identifier: language.tag)
        #expect(locale.language.languageCode?.identifier == "pt")
        #expect(locale.region?.identifier == "BR")
        let german = 1234.5.formatted(.number.locale(Locale(identifier: "de_DE")))
        #expect(german == "1.234,5")
        #expect(rules.select(Double("21")!) == .one)
    }
}
