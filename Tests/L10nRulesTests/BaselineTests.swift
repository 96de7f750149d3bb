import Lproj
import Testing
@testable import L10nRules

/// Baselines: identity without line numbers, counted matches, fixed entries, and the file format.
struct BaselineTests {
    private func finding(
        _ rule: String, _ file: String, key: String?, _ message: String, line: Int? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, severity: .error, message: message, file: file,
            location: line.map { Lproj.SourceLocation(file: file, line: $0, column: 1) }, key: key)
    }

    @Test func knownFindingsAreLeftOutWhereverTheyMoved() {
        let before = [
            finding("missing-key", "fr.lproj/Localizable.strings", key: "Done", "missing", line: nil),
            finding("duplicate-key", "en.lproj/Localizable.strings", key: "a", "duplicate (first at line 3)", line: 9),
        ]
        let after = [
            finding("duplicate-key", "en.lproj/Localizable.strings", key: "a", "duplicate (first at line 5)", line: 11),
            finding("missing-key", "fr.lproj/Localizable.strings", key: "Done", "missing", line: nil),
            finding("missing-key", "fr.lproj/Localizable.strings", key: "Edit", "missing", line: nil),
        ]
        let comparison = Baseline(accepting: before).compare(after)
        #expect(comparison.new.map(\.key) == ["Edit"])
        #expect(comparison.knownCount == 2)
        #expect(comparison.fixed.isEmpty)
    }

    @Test func identicalFindingsAreCounted() {
        let one = finding("syntax-error", "fr.lproj/Localizable.strings", key: nil, "missing ';'", line: 2)
        let comparison = Baseline(accepting: [one]).compare([one, one])
        #expect(comparison.knownCount == 1)
        #expect(comparison.new.count == 1)
    }

    @Test func entriesNoFindingMatchesAreFixed() {
        let gone = finding("missing-key", "de.lproj/Localizable.strings", key: "Done", "missing")
        let comparison = Baseline(accepting: [gone]).compare([])
        #expect(comparison.fixed == [Baseline.Entry(gone)])
        #expect(comparison.new.isEmpty)
    }

    @Test func onlyTheDigitsAfterLineAreIgnored() {
        #expect(Baseline.Entry.withoutLineNumbers("first at line 12, 3 entries lost; line x") ==
            "first at line #, 3 entries lost; line x")
    }

    @Test func fileRoundTripsAndListsOneFindingPerLine() throws {
        let baseline = Baseline(accepting: [
            finding("missing-key", "fr.lproj/Localizable.strings", key: "Dö \"quoted\"", "missing"),
            finding("syntax-error", "fr.lproj/Localizable.strings", key: nil, "missing ';'"),
        ])
        let text = baseline.serialized()
        #expect(text.split(separator: "\n").count == 7)
        #expect(text.contains(#"{"rule":"syntax-error","file":"fr.lproj/Localizable.strings","key":null,"#))
        #expect(try Baseline.parse(bytes: Array(text.utf8), path: "b.json") == baseline)
        #expect(try Baseline.parse(bytes: Array(Baseline(entries: []).serialized().utf8), path: "b.json").entries
            .isEmpty)
    }

    @Test("a bad baseline file is an error at its place", arguments: [
        ("{\"findings\": [", "b.json:1:15"),
        ("{\"findings\": {}}", "b.json:1:14"),
        ("{\"findings\": [{\"rule\": 1, \"file\": \"f\", \"message\": \"m\"}]}", "b.json:1:24"),
        ("{\"findings\": [3]}", "b.json:1:15"),
        ("[]", "b.json:1:1"),
    ])
    func badFiles(text: String, place: String) {
        #expect {
            try Baseline.parse(bytes: Array(text.utf8), path: "b.json")
        } throws: { error in
            (error as? BaselineError)?.location?.description == place
        }
    }
}
