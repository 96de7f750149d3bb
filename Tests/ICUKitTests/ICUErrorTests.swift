@testable import ICUKit
import Testing

@Suite("ICU errors")
struct ICUErrorTests {
    @Test("a failing ICU call surfaces as ICUError naming the function")
    func failingCall() {
        // "en_US_ab" has a variant BCP 47 cannot express; strict conversion is ICU's failure.
        #expect {
            _ = try ICULocale.languageTag(forID: "en_US_ab", strict: true)
        } throws: { error in
            guard let error = error as? ICUError else { return false }
            return error.function == "uloc_toLanguageTag" && error.code == 1
                && error.name == "U_ILLEGAL_ARGUMENT_ERROR"
                && error.description
                    == "uloc_toLanguageTag failed: an argument ICU does not accept (U_ILLEGAL_ARGUMENT_ERROR)"
        }
        #expect(throws: Never.self) { try ICULocale.languageTag(forID: "en_US_ab", strict: false) }
    }

    @Test("a locale name too long for ICU's plural rules is an error, not a crash")
    func tooLongLocale() {
        // ICU 72 would overflow a fixed buffer (and abort) for such a name; the shim refuses it.
        let locale = (1...30).map { "abcde\(100 + $0)" }.joined(separator: "-")
        #expect(throws: ICUError(function: "uplrules_openForType", code: 1)) {
            _ = try PluralRules(locale: locale)
        }
        #expect(throws: ICUError(function: "uplrules_openForType", code: 1)) {
            _ = try PluralRules(locale: locale.replacingUnderscores())
        }
    }

    @Test("names of status codes")
    func names() {
        #expect(ICUError(function: "f", code: 1).name == "U_ILLEGAL_ARGUMENT_ERROR")
        #expect(ICUError(function: "f", code: 15).name == "U_BUFFER_OVERFLOW_ERROR")
        #expect(ICUError(function: "uplrules_openForType", code: 1).description
            == "uplrules_openForType failed: an argument ICU does not accept (U_ILLEGAL_ARGUMENT_ERROR)")
        #expect(ICUError(function: "umsg_open", code: 65799).description
            == "umsg_open failed: the pattern's syntax is wrong (U_PATTERN_SYNTAX_ERROR)")
        #expect(ICUError(function: "f", code: 30).description == "f failed: U_NO_WRITE_PERMISSION")
    }
}

private extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
