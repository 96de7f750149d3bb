import Foundation
import ICUKit
import Testing
import TestSupport
@testable import Translation

/// Plural groups of random texts and ids, and files gettext's own tools rewrote.
struct PORandomGroupTests {
    @Test(arguments: ["ar", "ru", "ja", "fr", "he", "en"])
    func randomGroupsSurvive(language: String) throws {
        var random = SeededRandom(seed: 0x6E0 &+ UInt64(language.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        let known = try PluralRules(locale: language).categories
        let forms = try GettextPluralForms(language: language)
        for round in 0..<30 {
            var units: [XLIFFUnit] = []
            for index in 0..<3 {
                let prefix = POSamples.randomText(&random, maximum: 3) + "\(index)."
                let suffix = Bool.random(using: &random) ? POSamples.randomText(&random, maximum: 2) : ""
                let categories = PluralCategory.allCases.filter {
                    known.contains($0) ? Int.random(in: 0..<5, using: &random) > 0 : Bool.random(using: &random)
                }
                let note = POSamples.randomText(&random)
                for category in categories {
                    let plural = UnitPlural(prefix: prefix, suffix: suffix, category: category)
                    let target = POSamples.randomText(&random)
                    // Mostly the sources the reader takes (msgid for `one`, msgid_plural for the others), now and
                    // then a source of the form's own.
                    let usual = category == .one ? "one" : "other"
                    units.append(POSamples.unit(
                        plural.id, source: Bool.random(using: &random) ? usual : POSamples.randomText(&random),
                        target: target.isEmpty ? nil : target,
                        note: Int.random(in: 0..<4, using: &random) == 0 ? POSamples.randomText(&random) : note,
                        plural: plural))
                }
            }
            let document = POSamples.document(units, language: language)
            let read = try POSamples.roundTrip(document)
            #expect(POSamples.scalars(of: read) == POSamples.scalars(of: document), "\(language) round \(round)")
            // A group with no form of the language's Plural-Forms is written as entries of their own.
            let grouped = Set(units.compactMap(\.plural).filter { forms.index(of: $0.category) != nil }.map(\.group))
            let expected = units.map { unit in unit.plural.flatMap { grouped.contains($0.group) ? $0 : nil } }
            #expect(read.files.flatMap(\.units).map(\.plural) == expected, "\(language) round \(round)")
        }
    }

    /// `msgcat` parses the file and writes it again in gettext's own layout (lines wrapped at 79 columns, its own
    /// escapes), as `msgmerge` and the tools built on gettext do: the reader still reads the same document.
    @Test(.enabled(if: POTestTools.msgcat != nil, "needs gettext's msgcat (scripts/ensure-test-tools installs it)"))
    func filesRewrittenByGettextReadTheSame() throws {
        for (name, document) in POToolAgreementTests.documents {
            let written = try POSamples.write(document)
            let rewritten = try POTestTools.msgcat(written)
            #expect(rewritten != written, "\(name): msgcat changed nothing, so the test shows nothing")
            let expected = try POReader.read(bytes: Array(written.utf8), path: "a.po")
            let read = try POReader.read(bytes: Array(rewritten.utf8), path: "b.po")
            #expect(POSamples.scalars(of: read) == POSamples.scalars(of: expected), "\(name)")
            #expect(read.files.flatMap(\.units).map(\.state) == expected.files.flatMap(\.units).map(\.state), "\(name)")
        }
    }
}
