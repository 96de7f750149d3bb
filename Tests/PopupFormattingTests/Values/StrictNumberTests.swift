import Testing
@testable import PopupFormatting

/// Numeric text a popup trusts: plain decimals only, never `nan`, `inf` or hexadecimal.
struct StrictNumberTests {
    @Test(arguments: [("42.5", 42.5), (" 7 ", 7), ("-0.5", -0.5), (".5", 0.5), ("5.", 5), ("1.25e3", 1250), ("+3", 3)]
        as [(String, Double)])
    func readsDecimals(_ text: String, _ expected: Double) {
        #expect(StrictNumber.parse(text) == expected)
    }

    @Test(arguments: ["nan", "NaN", "inf", "-inf", "Infinity", "0x1A", "", " ", "1e", "e5", ".", "1.2.3", "12 34", "٣",
                      "1_000", "1,5"])
    func rejectsEverythingElse(_ text: String) {
        #expect(StrictNumber.parse(text) == nil)
        #expect(AttributeValue.string(text).numericValue == nil)
    }
}
