import Testing
@testable import PopupFormatting

/// A number without a format shows as JavaScript's `String(value)`: expected strings printed by Node 20
/// (`String(v)`), so the test does not depend on the code under test.
struct JSNumberTextTests {
    @Test(arguments: [
        (1234567.891234, "1234567.891234"), (0.1 + 0.2, "0.30000000000000004"), (1e21, "1e+21"), (1e-7, "1e-7"),
        (123e-20, "1.23e-18"), (-0.004, "-0.004"), (.leastNonzeroMagnitude, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (100, "100"),
        (1.2345678901234568e20, "123456789012345680000"), (0.000001, "0.000001"), (0.0000015, "0.0000015"),
        (-1e21, "-1e+21"), (9_007_199_254_740_992, "9007199254740992"), (-0.0, "0"), (0, "0"),
    ] as [(Double, String)])
    func writesLikeJavaScript(_ value: Double, _ expected: String) {
        #expect(JSNumberText.string(value) == expected)
    }

    @Test func nonFiniteValues() {
        #expect(JSNumberText.string(.nan) == "NaN")
        #expect(JSNumberText.string(-.infinity) == "-Infinity")
    }
}
