import Testing
@testable import L10nRules
import Lproj

/// The printf-style format parser, against what CoreFoundation's `String(format:)` does (each expectation of an
/// invalid specifier was checked with swift-corelibs-foundation, which shares Apple's `__CFParseFormatSpec`).
struct FormatSpecifiersTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let format: String
        let type: FormatArgumentType
        var testDescription: String { format }
    }

    static let conversions: [Case] = [
        Case(format: "%@", type: .object),
        Case(format: "%d", type: .integer(.int, .signedDecimal)),
        Case(format: "%i", type: .integer(.int, .signedDecimal)),
        Case(format: "%D", type: .integer(.int, .signedDecimal)),
        Case(format: "%u", type: .integer(.int, .unsignedDecimal)),
        Case(format: "%U", type: .integer(.int, .unsignedDecimal)),
        Case(format: "%x", type: .integer(.int, .hexadecimal)),
        Case(format: "%X", type: .integer(.int, .hexadecimal)),
        Case(format: "%o", type: .integer(.int, .octal)),
        Case(format: "%O", type: .integer(.int, .octal)),
        Case(format: "%c", type: .integer(.char, .character)),
        Case(format: "%lc", type: .integer(.char, .character)),
        Case(format: "%C", type: .integer(.short, .unichar)),
        Case(format: "%s", type: .cString),
        Case(format: "%S", type: .unicharString),
        Case(format: "%P", type: .pascalString),
        Case(format: "%p", type: .pointer),
        Case(format: "%n", type: .writtenCount),
        Case(format: "%f", type: .double(isLongDouble: false)),
        Case(format: "%F", type: .double(isLongDouble: false)),
        Case(format: "%e", type: .double(isLongDouble: false)),
        Case(format: "%E", type: .double(isLongDouble: false)),
        Case(format: "%g", type: .double(isLongDouble: false)),
        Case(format: "%G", type: .double(isLongDouble: false)),
        Case(format: "%a", type: .double(isLongDouble: false)),
        Case(format: "%A", type: .double(isLongDouble: false)),
        Case(format: "%lf", type: .double(isLongDouble: false)),
        Case(format: "%Lf", type: .double(isLongDouble: true)),
        Case(format: "%hhd", type: .integer(.char, .signedDecimal)),
        Case(format: "%hd", type: .integer(.short, .signedDecimal)),
        Case(format: "%hu", type: .integer(.short, .unsignedDecimal)),
        Case(format: "%ld", type: .integer(.long, .signedDecimal)),
        Case(format: "%lu", type: .integer(.long, .unsignedDecimal)),
        Case(format: "%li", type: .integer(.long, .signedDecimal)),
        Case(format: "%lld", type: .integer(.longLong, .signedDecimal)),
        Case(format: "%llx", type: .integer(.longLong, .hexadecimal)),
        Case(format: "%qd", type: .integer(.longLong, .signedDecimal)),
        Case(format: "%jd", type: .integer(.longLong, .signedDecimal)),
        Case(format: "%zd", type: .integer(.long, .signedDecimal)),
        Case(format: "%zu", type: .integer(.long, .unsignedDecimal)),
        Case(format: "%td", type: .integer(.long, .signedDecimal)),
        Case(format: "%Ld", type: .integer(.int, .signedDecimal)),
        Case(format: "%l@", type: .object),
        Case(format: "%#@files@", type: .variable("files")),
        Case(format: "%[key]@", type: .object),
    ]

    @Test(arguments: conversions)
    func conversion(_ testCase: Case) throws {
        let parsed = FormatString(testCase.format)
        #expect(parsed.invalidSpecifiers.isEmpty)
        let specifier = try #require(parsed.specifiers.first)
        #expect(parsed.specifiers.count == 1)
        #expect(specifier.type == testCase.type)
        #expect(specifier.text == testCase.format)
        #expect(specifier.argument == .next)
        #expect(parsed.arguments.keys.sorted() == [1])
    }

    @Test(arguments: ["%-5@", "%+d", "% d", "%#x", "%05d", "%-08.3f", "%.2f", "%.0d", "%.f", "%10.4s", "%+-0 #5.3d"])
    func flagsWidthAndPrecision(_ format: String) throws {
        let parsed = FormatString(format)
        #expect(parsed.invalidSpecifiers.isEmpty)
        #expect(parsed.specifiers.map(\.text) == [format])
        #expect(parsed.arguments.keys.sorted() == [1])
    }

    @Test func specifierTextAndOffsetInText() {
        let parsed = FormatString("In 😀 %2$@ km, %1$-5.2lf then %%")
        #expect(parsed.specifiers.map(\.text) == ["%2$@", "%1$-5.2lf"])
        #expect(parsed.specifiers.map(\.offset) == [5, 14])
        #expect(parsed.specifiers.map(\.argument) == [.position(2), .position(1)])
        #expect(parsed.literalPercentCount == 1)
    }

    @Test func starWidthAndPrecisionReadArgumentsInOrder() {
        let parsed = FormatString("%*.*f|%d")
        let arguments = parsed.arguments
        #expect(arguments[1]?.map(\.role) == [.width])
        #expect(arguments[2]?.map(\.role) == [.precision])
        #expect(arguments[3]?.map(\.type) == [.double(isLongDouble: false)])
        #expect(arguments[4]?.map(\.type) == [.integer(.int, .signedDecimal)])
        #expect(arguments[1]?.first?.description == "the width * of %*.*f (int)")
    }

    @Test func positionalStarArguments() {
        let parsed = FormatString("%1$*2$d %3$.*4$f %*1$d")
        #expect(parsed.specifiers.map(\.widthArgument) == [.position(2), nil, .position(1)])
        #expect(parsed.specifiers.map(\.precisionArgument) == [nil, .position(4), nil])
        let arguments = parsed.arguments
        #expect(arguments[2]?.map(\.role) == [.width])
        #expect(arguments[4]?.map(\.role) == [.precision])
        // The value of `%*1$d` has no position: it is the first argument read in order, also its width.
        #expect(arguments[1]?.map(\.role) == [.value, .width, .value])
        #expect(parsed.mixesPositionalAndPlain)
    }

    @Test func positionsAsAppleNumbersThem() {
        #expect(FormatString("%1$@ to %2$@").arguments.keys.sorted() == [1, 2])
        #expect(FormatString("%2$@ a %1$@").arguments[2]?.first?.specifier == "%2$@")
        #expect(FormatString("%1$@ %3$@").arguments.keys.sorted() == [1, 3])
        #expect(FormatString("%1$@ and %1$@").arguments[1]?.count == 2)
        // Plain specifiers count 1, 2, ... whatever positional ones there are: "%2$@ %@" prints "b a".
        let mixed = FormatString("%2$@ %@")
        #expect(mixed.mixesPositionalAndPlain)
        #expect(mixed.arguments[1]?.first?.specifier == "%@")
        #expect(!FormatString("%1$@ %2$d").mixesPositionalAndPlain)
        #expect(!FormatString("%@ %d").mixesPositionalAndPlain)
        #expect(FormatString("%1$#@files@").specifiers.first?.argument == .position(1))
    }

    @Test func literalPercent() {
        let parsed = FormatString("%d%% of 100%%")
        #expect(parsed.specifiers.map(\.text) == ["%d"])
        #expect(parsed.literalPercentCount == 2)
        #expect(parsed.invalidSpecifiers.isEmpty)
        #expect(FormatString("100%%").isFormat)
    }

    struct InvalidCase: Sendable, CustomTestStringConvertible {
        let format: String
        let text: String
        let offset: Int
        let reason: InvalidFormatSpecifier.Reason
        let printed: String?
        var testDescription: String { format }
    }

    /// What String(format:) prints was measured on swift-corelibs-foundation: `%1$I` -> "1", `%k` -> "k",
    /// `%'d` -> "'d", `%0$d` -> "0d", `%5%` -> "5", `50%` -> "50", `%-` -> "", `%200$@` fails.
    static let invalid: [InvalidCase] = [
        InvalidCase(format: "%1$I에서 %2$i", text: "%1$I", offset: 0, reason: .unknownConversion("I"), printed: "1"),
        InvalidCase(format: "ab %k", text: "%k", offset: 3, reason: .unknownConversion("k"), printed: "k"),
        InvalidCase(format: "50%", text: "%", offset: 2, reason: .incomplete, printed: nil),
        InvalidCase(format: "x %-", text: "%-", offset: 2, reason: .incomplete, printed: nil),
        InvalidCase(format: "%ll", text: "%ll", offset: 0, reason: .incomplete, printed: nil),
        InvalidCase(format: "%12", text: "%12", offset: 0, reason: .incomplete, printed: nil),
        InvalidCase(format: "%.", text: "%.", offset: 0, reason: .incomplete, printed: nil),
        InvalidCase(format: "%0$d", text: "%0$", offset: 0, reason: .zeroPosition, printed: "0"),
        InvalidCase(format: "%'d", text: "%'", offset: 0, reason: .unknownConversion("'"), printed: "'"),
        InvalidCase(format: "%5%", text: "%5%", offset: 0, reason: .unknownConversion("%"), printed: "5"),
        InvalidCase(format: "%1%s", text: "%1%", offset: 0, reason: .unknownConversion("%"), printed: "1"),
        InvalidCase(format: "%$d", text: "%$", offset: 0, reason: .unknownConversion("$"), printed: "$"),
        InvalidCase(format: "%é", text: "%é", offset: 0, reason: .unknownConversion("é"), printed: "é"),
        InvalidCase(format: "a %v", text: "%v", offset: 2, reason: .unknownConversion("v"), printed: "v"),
        InvalidCase(format: "%200$@", text: "%200$", offset: 0, reason: .numberTooLarge, printed: nil),
        InvalidCase(format: "%#@a b@", text: "%#@a b", offset: 0, reason: .unknownConversion("b"), printed: "#"),
        InvalidCase(format: "%[x]d", text: "%[x]d", offset: 0, reason: .incomplete, printed: nil),
    ]

    @Test(arguments: invalid)
    func invalidSpecifier(_ testCase: InvalidCase) throws {
        let parsed = FormatString(testCase.format)
        let invalid = try #require(parsed.invalidSpecifiers.first)
        #expect(parsed.invalidSpecifiers.count == 1)
        #expect(invalid.text == testCase.text)
        #expect(invalid.offset == testCase.offset)
        #expect(invalid.reason == testCase.reason)
        #expect(invalid.printed == testCase.printed)
    }

    @Test func invalidSpecifierReadsNoArgument() {
        let parsed = FormatString("%1$I에서 %2$i 사이")
        #expect(parsed.specifiers.map(\.text) == ["%2$i"])
        #expect(parsed.arguments.keys.sorted() == [2])
        #expect(parsed.invalidSpecifiers[0].consequence == "Apple prints \"1\" in its place and reads no argument")
    }

    @Test func textThatIsNoFormat() {
        #expect(!FormatString("Done").isFormat)
        // "% o" is a valid octal specifier with the space flag, but nobody means it.
        let sale = FormatString("50% off")
        #expect(sale.specifiers.map(\.text) == ["% o"])
        #expect(!sale.isFormat)
        #expect(FormatString("%d% off").isFormat)
    }

    @Test func nouns() {
        #expect(FormatArgumentType.integer(.long, .unsignedDecimal).noun == "unsigned long")
        #expect(FormatArgumentType.integer(.int, .signedDecimal).noun == "int")
        #expect(FormatArgumentType.integer(.longLong, .hexadecimal).noun == "unsigned long long, hex")
        #expect(FormatArgumentType.integer(.char, .signedDecimal).noun == "signed char")
        #expect(FormatArgumentType.integer(.short, .unichar).noun == "unichar")
        #expect(FormatArgumentType.object.noun == "object")
        #expect(FormatArgumentType.double(isLongDouble: false).noun == "double")
    }
}

/// The comparison of a translation's format with the base's.
struct FormatComparisonTests {
    func problems(
        _ base: String, _ translation: String, fallback: String? = nil, mayOmitOne: Bool = false
    ) -> [FormatProblem] {
        FormatComparison(
            base: FormatString(base).arguments, fallback: fallback.map { FormatString($0).arguments } ?? [:],
            baseName: "en", language: "de", mayOmitOneArgument: mayOmitOne
        ).problems(FormatString(translation))
    }

    @Test func reorderingAndPlainBaseAreFine() {
        #expect(problems("%1$@ to %2$@", "%2$@ a %1$@").isEmpty)
        #expect(problems("%@ to %@", "%2$@ nach %1$@").isEmpty)
        #expect(problems("%d%% done", "%d %% fertig").isEmpty)
        #expect(problems("%d items", "%u Elemente").isEmpty)
        #expect(problems("%.2f km", "%f km").isEmpty)
        #expect(problems("%1$@", "%1$@ (%1$@)").isEmpty)
    }

    @Test func typeMismatchNamesBothSpecifiers() {
        let found = problems(
            "Challenge for URL: %@ with failureCount: %lu", "Anfrage für URL: %@ mit failureCount: %@")
        #expect(found == [FormatProblem(
            severity: .error,
            detail: "argument 2 is %lu (unsigned long) in the base language en but %@ (object) in de: a crash or "
                + "garbage at run time")])
        #expect(problems("%d", "%f").first?.severity == .error)
        #expect(problems("%d", "%x").first?.severity == .error)
        #expect(problems("%d", "%c").first?.severity == .error)
        #expect(problems("%@", "%s").first?.severity == .error)
        #expect(problems("%f", "%Lf").first?.severity == .error)
    }

    @Test func integerWidths() {
        #expect(problems("%d", "%ld").map(\.severity) == [.error])
        #expect(problems("%lu", "%u").map(\.severity) == [.warning])
        #expect(problems("%d", "%hd").map(\.severity) == [.warning])
        #expect(problems("%hd", "%d").isEmpty)
        #expect(problems("%ld", "%lld").isEmpty)
        #expect(problems("%zu", "%lu").isEmpty)
    }

    @Test func missingExtraAndSkippedArguments() {
        #expect(problems("%@ of %@", "%@").first?.detail
            == "argument 2, %@ (object) in the base language en, is missing in de: its text is lost")
        #expect(problems("%@", "%@ %@").first?.detail.hasPrefix("argument 2 is %@ (object) in de but the base") == true)
        #expect(problems("%1$@ %2$@ %3$@", "%1$@ %3$@").map(\.detail)
            == ["de skips argument 2 but reads argument 3: Apple then reads each argument after the gap from the "
                + "place of the one before it"])
        #expect(problems("%@", "Text").map(\.severity) == [.error])
    }

    @Test func mixingInTheTranslation() {
        #expect(problems("%@ %@", "%2$@ %@").map(\.severity) == [.warning])
        #expect(problems("%@ %@", "%1$@ %@").map(\.severity) == [.error, .error])
        // Not the translator's doing when the base mixes the same way.
        var comparison = FormatComparison(
            base: FormatString("%2$@ %@").arguments, baseName: "en", language: "de")
        comparison.baseMixes = true
        #expect(comparison.problems(FormatString("%2$@ und %@")).isEmpty)
    }

    @Test func stringsdictFormsMaySkipAndMix() {
        // Delta Chat's base: one "Send the following file to %2$@?", other "Send the following %d files to %2$@?".
        var comparison = FormatComparison(
            base: FormatString("Die folgenden %d Dateien an %2$@ senden?").arguments, baseName: "en", language: "de",
            mayOmitOneArgument: true)
        comparison.isStringsdictForm = true
        #expect(comparison.problems(FormatString("Die folgende Datei an %2$@ senden?")).isEmpty)
        #expect(comparison.problems(FormatString("%d Dateien an %2$@?")).isEmpty)
        comparison.mayOmitOneArgument = false
        #expect(comparison.problems(FormatString("Die Dateien an %2$@ senden?")).map(\.detail)
            == ["argument 1, %d (int) in the base language en, is missing in de: its text is lost"])
    }

    @Test func pluralVariantsMayLeaveOutOneArgument() {
        #expect(problems("In %2$@ kilometers, %1$@", "Nach einem Kilometer %1$@", mayOmitOne: true).isEmpty)
        #expect(problems("%1$@ has %2$d", "%1$@", mayOmitOne: false).count == 1)
        #expect(problems("%d file", "eine Datei", mayOmitOne: true).isEmpty)
        // Leaving out the first argument and keeping the second is a gap, which Apple garbles.
        #expect(problems("%1$d files in %2$@", "eine Datei in %2$@", mayOmitOne: true).count == 1)
        // Never another type, nor an argument the base's `other` lacks.
        #expect(problems("%d file", "%@ Datei", mayOmitOne: true).count == 1)
        #expect(problems("One file", "%d Datei", fallback: "%d files", mayOmitOne: true).isEmpty)
        #expect(problems("One file", "%@ Datei", fallback: "%d files", mayOmitOne: true).count == 1)
        #expect(problems("One file", "%d Datei %@", fallback: "%d files", mayOmitOne: true).count == 1)
    }

    /// A catalog's plural form may leave out the argument its selector consumes, before one it reads too, and only
    /// that one.
    @Test func selectorArgumentMayBeLeftOutAndNothingElse() {
        var comparison = FormatComparison(
            base: FormatString("Found %1$lld line endings other than %2$@.").arguments, baseName: "en", language: "de")
        comparison.selectorArgument = 1
        #expect(comparison.problems(FormatString("Ein Zeilenende außer %2$@.")).isEmpty)
        #expect(comparison.problems(FormatString("%1$lld Zeilenenden außer %2$@.")).isEmpty)
        #expect(comparison.problems(FormatString("%1$lld Zeilenenden.")).map(\.detail)
            == ["argument 2, %2$@ (object) in the base language en, is missing in de: its text is lost"])
        comparison.selectorArgument = 2
        #expect(comparison.problems(FormatString("Ein Zeilenende außer %2$@.")).map(\.detail)
            == ["de skips argument 1 but reads argument 2: Apple then reads each argument after the gap from the "
                + "place of the one before it"])
    }

    @Test func invalidSpecifierIsAnError() {
        let found = problems("Enter a number between %1$i and %2$i", "%1$I에서 %2$i 사이의 숫자 입력")
        #expect(found.first?.detail == "\"%1$I\" (unknown conversion I) at offset 0 in de is no valid specifier: "
            + "Apple prints \"1\" in its place and reads no argument")
        #expect(found.allSatisfy { $0.severity == .error })
    }
}
