import Foundation
import ICUKit
import Testing
import TestSupport
@testable import Translation

/// gettext's `msgfmt --check` accepts every PO the writer makes, and translate-toolkit reads as many entries,
/// translated and fuzzy entries as the reader.
struct POToolAgreementTests {
    /// Documents of every kind the writer handles.
    static var documents: [(name: String, document: XLIFFDocument)] {
        var random = SeededRandom(seed: 0x0DD5_EED)
        var result: [(String, XLIFFDocument)] = [
            ("tricky strings", XLIFFDocument(files: XLIFFSamples.trickyDocument.files.map { file in
                var file = file
                file.targetLanguage = "fr"
                return file
            })),
        ]
        for language in ["ar", "ru", "ja", "fr", "pl", "cy", "pt-BR", "en"] {
            let forms = try? PluralRules(locale: language).categories
            var units = POSamples.group("files", categories: Array(forms ?? [.other]))
            units += POSamples.group("days", categories: [.zero, .one, .other], translated: false)
            for index in 0..<40 {
                let source = POSamples.randomText(&random)
                let target = index % 4 == 0 ? nil : POSamples.randomText(&random)
                units.append(POSamples.unit(
                    "key \(index) " + POSamples.randomText(&random, maximum: 3), source: source, target: target,
                    review: index % 3 == 0, note: index % 2 == 0 ? POSamples.randomText(&random) : nil))
            }
            result.append(("random \(language)", POSamples.document(units, language: language)))
        }
        return result
    }

    @Test(.enabled(if: POTestTools.msgfmt != nil, "needs gettext's msgfmt (scripts/ensure-test-tools installs it)"))
    func msgfmtAcceptsEveryWrittenFile() throws {
        for (name, document) in Self.documents {
            #expect(try POTestTools.msgfmtProblems(POSamples.write(document)) == nil, "\(name)")
        }
    }

    @Test(.enabled(if: POTestTools.hasTranslateToolkit, "needs python3 with translate-toolkit"))
    func translateToolkitCountsAsTheReader() throws {
        let script = """
            import sys
            from translate.storage import po
            store = po.pofile(open(sys.argv[1], 'rb').read())
            units = [u for u in store.units if not u.isheader() and not u.isobsolete()]
            print(len(units), sum(1 for u in units if u.istranslated()), sum(1 for u in units if u.isfuzzy()))
            """
        for (name, document) in Self.documents {
            let text = try POSamples.write(document)
            let file = try POTestTools.temporaryFile(text, extension: "po")
            defer { try? FileManager.default.removeItem(at: file) }
            let counts = try POTestTools.python(script, [file.path]).split(separator: " ").compactMap {
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            let entries = try POParser.entries(of: POSource(bytes: Array(text.utf8), path: "test.po")).dropFirst()
            let isTranslated = { (entry: POEntry) in entry.translations.contains { !$0.isEmpty } }
            let translated = entries.filter { isTranslated($0) && !$0.isFuzzy }.count
            let fuzzy = entries.filter { isTranslated($0) && $0.isFuzzy }.count
            #expect(counts == [entries.count, translated, fuzzy], "\(name)")
            #expect(entries.count >= document.files.flatMap(\.units).count / 2, "\(name)")
        }
    }
}
