import Testing
@testable import L10nRules
import Lproj

/// Work that grows linearly with the input: sizes at which a search per key (the code before issue 8) takes
/// minutes, while a lookup per key takes well under a second. Timing figures: `Benchmarks/linear-bench.sh`.
struct LinearWorkTests {
    /// 50,000 extra keys: the rule used to search the file's entries for each of them (over a billion string
    /// comparisons: the 100,000 of the benchmark took over 150 s in a release build); with a lookup per key the test
    /// takes about a second in a debug build, most of it reading the file.
    @Test func manyExtraKeysAreEachFoundAtTheirLine() throws {
        let count = 50_000
        var french = "\"Done\" = \"Fini\";\n"
        for index in 0..<count { french += "\"extra\(index)\" = \"x\";\n" }
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n", "fr.lproj/Localizable.strings": french,
        ])
        let found = ExtraKeyRule().check(context)
        #expect(found.count == count)
        let lines = Dictionary(uniqueKeysWithValues: found.map { ($0.key ?? "", $0.line ?? 0) })
        #expect(lines["extra0"] == 2)
        #expect(lines["extra\(count - 1)"] == count + 1)
    }

    /// The first of duplicate keys gives the place, as before.
    @Test func duplicateExtraKeyIsPlacedAtItsFirstEntry() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"1\";\n\"x\" = \"1\";\n\"x\" = \"2\";\n",
        ])
        #expect(ExampleBundles.places(ExtraKeyRule().check(context)) == ["fr.lproj/Localizable.strings:2:1"])
    }
}
