import ICUKit
import TestSupport
@testable import Translation

/// Documents the XLIFF 2.0 tests share.
enum XLIFF2Samples {
    /// ``XLIFFSamples/trickyDocument`` with one language pair, as XLIFF 2.0 requires, and units approved with and
    /// without a state or a target.
    static let trickyDocument: XLIFFDocument = {
        var document = XLIFFSamples.trickyDocument
        for index in document.files.indices {
            document.files[index].targetLanguage = "fr"
        }
        document.files[0].units += [
            XLIFFUnit(id: "approved", source: "OK", target: "D'accord", state: .needsReviewL10n, isApproved: true),
            XLIFFUnit(id: "approved, no state", source: "OK", target: "OK", isApproved: true),
            XLIFFUnit(id: "approved, no target", source: "OK", isApproved: true),
            XLIFFUnit(id: "renamed", source: "OK", target: "OK", state: .final, resname: "key \"with\" <name>"),
            XLIFFUnit(id: "x-state", source: "a", target: "b", state: XLIFFTargetState(rawValue: "x-a:b%3A%c")),
        ]
        return document
    }()

    /// Scalars that strings of the random documents are made of: markup, whitespace, characters XML cannot hold,
    /// the encodings' own prefixes and escape characters, and text beyond ASCII.
    static let alphabet: [String] = [
        "a", "Z", "0", " ", "\"", "'", "<", ">", "&", "\r", "\n", "\t", "\r\n", "\u{0}", "\u{1}", "\u{B}", "\u{1F}",
        "\u{7F}", "\u{85}", "\u{FFFE}", "\u{FFFF}", "\u{FEFF}", "é", "e\u{301}", "👩‍👩‍👧", "\u{10FFFF}",
        "%", "%@",
        "_", "_20_", ":", ".", "-", "/", "l10n-check-id:", "l10n-check-escaped:", "l10n-check:", "]]>", "&amp;",
        "<cp hex=\"0001\"/>", "\u{2028}", "日本",
    ]

    /// A string of up to `length` pieces of the alphabet.
    static func randomText(length: Int, using random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...length, using: &random)).map { _ in
            alphabet.randomElement(using: &random) ?? ""
        }.joined()
    }

    /// A document of `count` units with random ids (unique), texts, notes, states, approvals and resnames, in two
    /// files.
    static func randomDocument(count: Int, seed: UInt64) -> XLIFFDocument {
        var random = SeededRandom(seed: seed)
        let states = XLIFFTargetState.standardValues + [XLIFFTargetState(rawValue: "x-review:2"), nil]
        var ids = Set<String>()
        var units: [XLIFFUnit] = []
        while units.count < count {
            let id = randomText(length: 6, using: &random)
            guard ids.insert(id).inserted else { continue }
            let hasTarget = Bool.random(using: &random)
            units.append(XLIFFUnit(
                id: id, source: randomText(length: 12, using: &random),
                target: hasTarget ? randomText(length: 12, using: &random) : nil,
                state: hasTarget ? states.randomElement(using: &random) ?? nil : nil,
                note: Bool.random(using: &random) ? randomText(length: 8, using: &random) : nil,
                resname: Int.random(in: 0..<4, using: &random) == 0 ? randomText(length: 6, using: &random) : nil,
                isApproved: Int.random(in: 0..<5, using: &random) == 0))
        }
        let half = units.count / 2
        return XLIFFDocument(files: [
            XLIFFFile(original: "de.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "de",
                      units: Array(units[..<half])),
            XLIFFFile(original: "de.lproj/Main \u{1}&.strings", sourceLanguage: "en", targetLanguage: "de",
                      units: Array(units[half...])),
        ])
    }

    /// A file with the plural forms of two `.strings` stems and of a `.stringsdict` variable, each group's forms
    /// together, between plain units.
    static let pluralDocument: XLIFFDocument = {
        func forms(prefix: String, suffix: String = "", _ categories: [PluralCategory]) -> [XLIFFUnit] {
            categories.map { category in
                let plural = UnitPlural(prefix: prefix, suffix: suffix, category: category)
                return XLIFFUnit(
                    id: plural.id, source: "%d \(category.rawValue)", target: "%d \(category.rawValue)!",
                    state: .translated, plural: plural)
            }
        }
        let units = [XLIFFUnit(id: "title", source: "Title")]
            + forms(prefix: "items.", [.one, .few, .many, .other])
            + forms(prefix: "%d files selected.", [.one, .other])
            + [XLIFFUnit(id: "between", source: "Between")]
            + forms(prefix: "/items:dict/n:dict/", suffix: ":dict/:string", [.zero, .one, .two, .other])
        return XLIFFDocument(files: [
            XLIFFFile(original: "ru.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "ru",
                      units: units)
        ])
    }()
}
