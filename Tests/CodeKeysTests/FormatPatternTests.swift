@testable import CodeKeys
import Testing

@Suite struct FormatPatternTests {
    /// The pattern a format makes, `*` for each specifier.
    static func pattern(_ format: String) -> String {
        FormatPattern.pieces(of: format).map { piece in
            if case .text(let text) = piece { text } else { "*" }
        }.joined()
    }

    @Test func specifiersAreWildcards() {
        #expect(Self.pattern("alert.%@.title") == "alert.*.title")
        #expect(Self.pattern("%1$@ of %2$lld") == "* of *")
        #expect(Self.pattern("%-08.3f|%+d|%#x|%'d|%*d|%.*s") == "*|*|*|*|*|*")
        #expect(Self.pattern("%hhd %hu %ld %lld %qd %zu %td %jd %Lf %p %c %C %S %n") == "* * * * * * * * * * * * * *")
        #expect(Self.pattern("100%% sure") == "100% sure")
        #expect(Self.pattern("plain") == "plain")
        #expect(Self.pattern("") == "")
    }

    @Test func aPercentThatStartsNoSpecifierIsText() {
        #expect(Self.pattern("5%!") == "5%!")
        // As printf reads it: a space flag, then `o`.
        #expect(Self.pattern("50% off") == "50*ff")
        #expect(Self.pattern("end %") == "end %")
        #expect(Self.pattern("%1$") == "%1$")
    }
}
