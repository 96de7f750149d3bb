import Foundation
import ICUKit
import Testing
import TestSupport
@testable import Translation

/// Documents and texts the PO tests share.
enum POSamples {
    /// Pieces random texts are made of: what PO must escape, what XML cannot hold, what gettext and the writer's own
    /// markers mean, and text in several scripts.
    static let pieces: [String] = [
        "\"", "\\", "\t", "\r", "\n", "\r\n", " ", "  ", "a", "Hello", "é", "e\u{301}", "👩‍👩‍👧", "🇫🇷", "日本語",
        "עברית", "\u{301}", "\u{20DD}", "\u{2028}", "\u{85}", "\u{7F}", "\u{1}", "\u{4}", "\u{0}", "\u{FFFE}", "%", "%d",
        "%1$@", "{", "}", "{}", ":", "|", "#", "#.", "msgid \"", "\\n", "\\\"", "l10n-check-escaped:",
        "l10n-check-notes-by-form:", "%0A", "\u{2068}", "\\\n",
    ]

    /// A random text of up to `maximum` pieces (empty now and then).
    static func randomText(_ random: inout SeededRandom, maximum: Int = 8) -> String {
        (0..<Int.random(in: 0...maximum, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    /// A unit of `id` translated, untranslated or to review, as the reader gives it back.
    static func unit(
        _ id: String, source: String, target: String?, review: Bool = false, note: String? = nil,
        plural: UnitPlural? = nil
    ) -> XLIFFUnit {
        let state: XLIFFTargetState? = target == nil ? nil : review ? .needsReviewTranslation : .translated
        return XLIFFUnit(id: id, source: source, target: target, state: state, note: note, plural: plural)
    }

    /// A plural group of `.strings` variants (`files.one`...) with a form for each of `categories`: English sources
    /// (`one` singular, the others plural, as the export gives them), targets when `translated`, one note.
    static func group(
        _ stem: String, categories: [PluralCategory], translated: Bool = true, note: String? = "A count of files"
    ) -> [XLIFFUnit] {
        categories.sorted().map { category in
            let plural = UnitPlural(prefix: stem + ".", category: category)
            let source = category == .one ? "%d file" : "%d files"
            return unit(
                plural.id, source: source, target: translated ? "\(category.rawValue): %d" : nil, note: note,
                plural: plural)
        }
    }

    /// A document of one file for `language`.
    static func document(
        _ units: [XLIFFUnit], language: String, original: String = "en.lproj/Localizable.strings"
    ) -> XLIFFDocument {
        XLIFFDocument(files: [XLIFFFile(original: original, sourceLanguage: "en", targetLanguage: language, units: units)])
    }

    /// The PO text of `document`.
    static func write(_ document: XLIFFDocument) throws -> String {
        try POWriter.text(of: document, project: "Tests", toolVersion: "1.0")
    }

    /// `document` written and read back.
    static func roundTrip(_ document: XLIFFDocument) throws -> XLIFFDocument {
        try POReader.read(bytes: Array(write(document).utf8), path: "test.po")
    }

    /// The strings of each unit as scalars: `String`'s `==` takes canonically equivalent strings as equal.
    static func scalars(of document: XLIFFDocument) -> [[[Unicode.Scalar]?]] {
        document.files.flatMap(\.units).map { unit in
            [unit.id, unit.source, unit.target, unit.note].map { $0.map { Array($0.unicodeScalars) } }
        }
    }
}
