import Testing
@testable import L10nRules
import ICUKit
import Lproj

/// The base's per-key facts, looked up by key number, are what the string-keyed references of each key give.
struct BaseTableFactsTests {
    @Test func referencesByKeyNumberMatchTheReferencesByKey() throws {
        // Plural variants with and without their own text and `other`, an empty text, a duplicate, tokens.
        let base = """
            "from" = "From %1$@ to %2$@";
            "files.one" = "%d file";
            "files.other" = "%d files";
            "files.few" = "";
            "items.few" = "%d items {NAME}";
            "items.other" = "%ld items";
            "items.one" = " ";
            "plain" = "Plain {NAME}";
            "empty" = "";
            "%@ to %@" = "";
            "plain" = "Again %@";
            "rows.two" = "%d rows";
            "rows.other" = "";

            """
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": base, "fr.lproj/Localizable.strings": "\"from\" = \"De %1$@\";\n",
        ])
        let facts = try #require(context.baseFacts["Localizable"])
        let table = facts.table
        let stems = facts.pluralStems
        let formats = table.compactMapValues { $0.isEmpty ? nil : FormatString($0) }
        #expect(stems == ["files", "items", "rows"])
        var readings = Set<FormatReference.Reading>()
        for (number, key) in facts.index.keys.enumerated() {
            let own = FormatReference(key: key, base: table, stems: stems, baseFormats: formats, formats: [:])
            let found = facts.formatReferences[number]
            #expect(found?.arguments == own?.arguments, "\(key)")
            #expect(found?.fallback == own?.fallback, "\(key)")
            #expect(found?.mayOmitOneArgument == own?.mayOmitOneArgument, "\(key)")
            #expect(found?.cleanFormat?.specifierSpelling == own?.cleanFormat?.specifierSpelling, "\(key)")
            for translation in ["De %1$@ à %2$@", "%2$@ %1$@", "%d fichiers", "%ld items", "%@ %@", "aucun", ""] {
                var text = translation
                let reading = text.withUTF8 { facts.formatReading(ofKey: number, utf8: $0) }
                let own = text.withUTF8 { found?.reading(ofUTF8: $0) } ?? .noReference
                #expect(reading == own, "\(key): \(translation)")
                readings.insert(reading)
            }
            let token = TokenReference(key: key, base: table, stems: stems)
            #expect(facts.tokenReferences[number]?.expected == token?.expected, "\(key)")
            #expect(facts.tokenReferences[number]?.fallback == token?.fallback, "\(key)")
            let reference = PluralVariant.baseKey(for: key, stems: stems, in: facts.runtimeTable)
            let expected = facts.runtimeTable[reference] == nil ? -1 : facts.index.number(of: reference) ?? -1
            #expect(Int(facts.untranslatedReference[number]) == expected, "\(key)")
        }
        // Every kind of reading was compared.
        #expect(readings == [.noReference, .readsCleanly, .needsComparison])
        for (key, reference) in facts.variantFormatReferences {
            let own = FormatReference(key: key, base: table, stems: stems, baseFormats: formats, formats: [:])
            #expect(reference.arguments == own?.arguments, "\(key)")
            #expect(reference.fallback == own?.fallback, "\(key)")
        }
        // A reference for each variant the base lacks whose stem's other text is a format.
        let lacking = stems
            .flatMap { stem in PluralCategory.allCases.map { PluralVariant.key(stem: stem, category: $0) } }
            .filter { table[$0] == nil }
        let expected = lacking.filter {
            FormatReference(key: $0, base: table, stems: stems, baseFormats: formats, formats: [:]) != nil
        }
        #expect(Set(facts.variantFormatReferences.keys) == Set(expected))
        #expect(!expected.isEmpty)
    }
}
