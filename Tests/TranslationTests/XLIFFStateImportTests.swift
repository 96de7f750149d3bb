import Lproj
import Testing
@testable import Translation

/// Which states an import takes, which it leaves out, and which it lists for a review.
struct XLIFFStateImportTests {
    /// A state as a tool writes it, whether the unit says `approved="yes"`, and what the import does with it.
    struct Case: Sendable, CustomTestStringConvertible {
        var state: String?
        var approved = false
        var outcome: String

        var testDescription: String { "\(state ?? "no state")\(approved ? " approved" : "") → \(outcome)" }
    }

    static let cases: [Case] = [
        Case(state: "new", outcome: "skipped notTranslated"),
        Case(state: "needs-translation", outcome: "skipped notTranslated"),
        Case(state: "NEW", outcome: "skipped notTranslated"),
        Case(state: "needs-review-translation", outcome: "imported needsReview"),
        Case(state: "needs-review-l10n", outcome: "imported needsReview"),
        Case(state: "needs-review-adaptation", outcome: "imported needsReview"),
        Case(state: "needs-adaptation", outcome: "imported needsReview"),
        Case(state: "needs-l10n", outcome: "imported needsReview"),
        Case(state: "NEEDS-L10N", outcome: "imported needsReview"),
        Case(state: "translated", outcome: "imported"),
        Case(state: "TRANSLATED", outcome: "imported"),
        Case(state: "final", outcome: "imported"),
        Case(state: "signed-off", outcome: "imported"),
        Case(state: "x-reviewed-by-legal", outcome: "imported customState"),
        Case(state: nil, outcome: "imported"),
        Case(state: nil, approved: true, outcome: "imported"),
        Case(state: "new", approved: true, outcome: "imported"),
        Case(state: "needs-review-translation", approved: true, outcome: "imported"),
    ]

    @Test(arguments: cases)
    func eachStateImportsAsXcode15ReadsIt(_ testCase: Case) throws {
        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"Edit\" = \"Edit\";\n", "de.lproj/Localizable.strings": "",
        ])
        let state = testCase.state.map { " state=\"\($0)\"" } ?? ""
        let approved = testCase.approved ? " approved=\"yes\"" : ""
        let text = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.strings" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="Edit"\(approved)><source>Edit</source><target\(state)>Bearbeiten</target></trans-unit>
              </body></file>
            </xliff>
            """
        let plan = try XLIFFImport.plan(
            [XLIFFReader.read(bytes: Array(text.utf8), path: "de.xlf")], bundlePath: bundle, base: nil)
        let imported = plan.changedKeys.values.flatMap { $0 } == ["Edit"]
        let outcome = (imported ? ["imported"] : [])
            + plan.skipped.map { "skipped \($0.kind)" } + plan.notes.map { "\($0.kind)" }
        #expect(outcome.joined(separator: " ") == testCase.outcome)
        #expect(plan.skipped.allSatisfy { !$0.kind.isRefusal })
        if let note = plan.notes.first {
            #expect(note.key == "Edit")
            #expect(note.location == Lproj.SourceLocation(file: "de.xlf", line: 3, column: 5))
        }
    }

    @Test func theProgressOfEveryStandardState() {
        let progress = Dictionary(
            uniqueKeysWithValues: XLIFFTargetState.standardValues.map { ($0.rawValue, $0.progress) })
        #expect(progress == [
            "new": .notTranslated, "needs-translation": .notTranslated,
            "needs-adaptation": .needsReview, "needs-l10n": .needsReview, "needs-review-translation": .needsReview,
            "needs-review-adaptation": .needsReview, "needs-review-l10n": .needsReview,
            "translated": .translated, "final": .translated, "signed-off": .translated,
        ])
        #expect(XLIFFTargetState(rawValue: "x-anything")?.progress == .translated)
    }
}
