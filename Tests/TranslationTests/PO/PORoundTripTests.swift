import ICUKit
import Testing
import TestSupport
@testable import Translation

/// What the writer writes, the reader reads back: every id, source, target and note exactly, plural groups with
/// every form.
struct PORoundTripTests {
    @Test func trickyStringsSurviveAsIdSourceTargetAndNote() throws {
        let units = XLIFFSamples.trickyStrings.enumerated().map { index, text in
            POSamples.unit(text, source: text, target: text.isEmpty ? nil : text, review: index % 2 == 0, note: text)
        }
        let document = POSamples.document(units, language: "fr")
        let read = try POSamples.roundTrip(document)
        #expect(POSamples.scalars(of: read) == POSamples.scalars(of: document))
    }

    @Test func randomTextsSurvive() throws {
        var random = SeededRandom(seed: 0x90_7E57)
        for round in 0..<40 {
            var ids = Set<String>()
            var units: [XLIFFUnit] = []
            for _ in 0..<30 {
                let id = POSamples.randomText(&random)
                guard ids.insert(id).inserted else { continue }
                let target = Bool.random(using: &random) ? POSamples.randomText(&random) : nil
                let note = Bool.random(using: &random) ? POSamples.randomText(&random) : nil
                units.append(POSamples.unit(
                    id, source: POSamples.randomText(&random), target: target?.isEmpty == true ? nil : target,
                    review: Bool.random(using: &random), note: note))
            }
            let original = "fr.lproj/" + POSamples.randomText(&random, maximum: 3) + ".strings"
            let document = POSamples.document(units, language: "de", original: original)
            let read = try POSamples.roundTrip(document)
            #expect(POSamples.scalars(of: read) == POSamples.scalars(of: document), "round \(round)")
            #expect(read.files.map(\.original) == [original], "round \(round)")
            for (back, written) in zip(read.files.flatMap(\.units), units) {
                // Translations whose leading or trailing line feed differs from the source's come back to review.
                #expect(back.state == written.state || back.state == .needsReviewTranslation, "round \(round)")
            }
        }
    }

    @Test func documentsOfCanonicalStatesComeBackEqual() throws {
        let units = [
            POSamples.unit("greeting", source: "Hello", target: "Bonjour", note: "The title"),
            POSamples.unit("bye", source: "Bye", target: "Salut", review: true),
            POSamples.unit("untranslated", source: "Cancel", target: nil, note: ""),
            POSamples.unit("a:b|\"c\"\nd", source: "x", target: "y", note: "two\nlines\n"),
        ]
        var document = POSamples.document(units, language: "fr")
        document.files.append(XLIFFFile(
            original: "en.lproj/Main Menu.strings", sourceLanguage: "en", targetLanguage: "fr",
            units: [POSamples.unit("greeting", source: "Hello", target: "Salut")]))
        let read = try POSamples.roundTrip(document)
        #expect(read == document)
        // The header takes lines 1-13; each unit is where its msgctxt stands.
        #expect(read.files.map(\.location?.line) == [17, 44])
        #expect(read.files[0].units.map(\.location?.line) == [17, 23, 29, 37])
    }

    @Test(arguments: ["ar", "ru", "ja", "fr", "pl", "cy", "cs", "lv", "pt-PT"])
    func pluralGroupsSurviveWithEveryForm(language: String) throws {
        let categories = try PluralRules(locale: language).categories
        let units = [POSamples.unit("before", source: "Before", target: "Avant")]
            + POSamples.group("files", categories: Array(categories))
            + POSamples.group("days", categories: Array(categories), translated: false, note: nil)
            + [POSamples.unit("after", source: "After", target: nil)]
        let document = POSamples.document(units, language: language)
        let read = try POSamples.roundTrip(document)
        #expect(read == document)
        let forms = read.files[0].units.filter { $0.id.hasPrefix("files.") }
        #expect(forms.map(\.plural) == units.filter { $0.id.hasPrefix("files.") }.map(\.plural))
    }

    @Test func formsOutsideTheLanguagesPluralFormsAreKept() throws {
        // English `zero` (a .stringsdict may have it), Russian `other` (fractions only), Hebrew `many` (gone from
        // ICU 72's rules, still in older files).
        let cases: [(String, [PluralCategory])] = [
            ("en", [.zero, .one, .other]), ("ru", [.one, .few, .many, .other]), ("he", [.one, .two, .many, .other]),
            ("ja", [.one, .other]), ("ja", [.one]),
        ]
        for (language, categories) in cases {
            let document = POSamples.document(POSamples.group("files", categories: categories), language: language)
            let text = try POSamples.write(document)
            let read = try POSamples.roundTrip(document)
            #expect(read == document, "\(language) \(categories)")
            let hasPluralEntry = categories != [.one]
            #expect(text.components(separatedBy: "msgid_plural").count == (hasPluralEntry ? 2 : 1))
            #expect(read.files[0].units.allSatisfy { ($0.plural?.id == $0.id) == hasPluralEntry }, "\(language)")
        }
    }

    @Test func groupsMissingFormsListTheirForms() throws {
        let document = POSamples.document(POSamples.group("files", categories: [.one, .other]), language: "fr")
        let text = try POSamples.write(document)
        #expect(text.contains("msgctxt \"Localizable.strings:files.{one,other}\""))
        #expect(text.contains("msgstr[1] \"\""))
        #expect(try POSamples.roundTrip(document) == document)
    }

    @Test func formsWithTheirOwnNotesAndSources() throws {
        var units = POSamples.group("files", categories: [.one, .few, .many, .other])
        units[0].note = "Singular"
        units[1].note = nil
        units[2].note = "line\nl10n-check-sources-by-form:\rend"
        units[1].source = "%d files (few)"
        let document = POSamples.document(units, language: "ru")
        let text = try POSamples.write(document)
        #expect(text.contains("#. l10n-check-notes-by-form:\n#. one: Singular\n"))
        #expect(text.contains("#. l10n-check-sources-by-form:\n#. few: %d files (few)\n"))
        #expect(try POSamples.roundTrip(document) == document)
    }

    @Test func stringsdictAndCatalogIdsRoundTrip() throws {
        let groups = [
            UnitPlural(prefix: "/items:dict/n:dict/", suffix: ":dict/:string", category: .one),
            UnitPlural(prefix: "%lld items|==|plural.", category: .one),
            UnitPlural(prefix: "odd {braces} \\ ", suffix: " {}", category: .one),
        ]
        for plural in groups {
            let units = [PluralCategory.one, .few, .many].map { category in
                POSamples.unit(
                    plural.id(for: category), source: "s", target: "t \(category)",
                    plural: UnitPlural(prefix: plural.prefix, suffix: plural.suffix, category: category))
            }
            let document = POSamples.document(units, language: "pl", original: "en.lproj/Localizable.stringsdict")
            let read = try POSamples.roundTrip(document)
            #expect(read == document, "\(plural.prefix)")
            #expect(read.files[0].units.map(\.plural) == units.map(\.plural))
        }
    }

    @Test func aUnitWhosePluralIsNotItsIdIsWrittenAlone() throws {
        let units = [POSamples.unit(
            "odd", source: "s", target: "t", plural: UnitPlural(prefix: "files.", category: .one))]
        let read = try POSamples.roundTrip(POSamples.document(units, language: "de"))
        #expect(read.files[0].units == units)
        #expect(read.files[0].units[0].plural == nil)
    }
}
