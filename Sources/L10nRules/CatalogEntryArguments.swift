import Collections
import Lproj

/// The arguments of one String Catalog entry in one language, as Xcode compiles the catalog: its substitutions (the
/// language's own, else the source language's), the argument each reads, and the count its plural variations select
/// by.
struct CatalogEntryArguments {
    /// The language's own substitutions, and the source language's.
    private let own, source: OrderedDictionary<String, StringCatalogSubstitution>
    /// For each substitution without `argNum`, the argument its `%#@name@` reads where a text names it.
    private let implied: [String: Int]
    /// The argument the plural variations of the entry's text (not of a substitution) select by: the lowest that the
    /// source language's forms read as a number (else the language's own forms), else 1. Xcode varies a text by
    /// plural when it has one argument; the forms of other catalogs may read more (`one`: `Found a line ending other
    /// than %2$@.`).
    let count: Int

    /// The arguments of `entry` in `language`, whose catalog's source language is `sourceLanguage`.
    init(entry: StringCatalogEntry, language: String, source sourceLanguage: String?) {
        let ownLocalization = entry.localizations[language]
        let sourceLocalization = sourceLanguage == language ? nil : sourceLanguage.flatMap { entry.localizations[$0] }
        own = ownLocalization?.substitutions ?? [:]
        source = sourceLocalization?.substitutions ?? [:]
        // The texts of the entry itself (not substitution forms), the language's own first: a substitution is named
        // in its own language's text. Where neither localization varies, the counts and places are not needed.
        guard ownLocalization?.isTree == true || sourceLocalization?.isTree == true else {
            implied = [:]
            count = 1
            return
        }
        let ownTexts = ownLocalization?.leaves.filter { $0.substitution == nil } ?? []
        let sourceTexts = sourceLocalization?.leaves.filter { $0.substitution == nil } ?? []
        var implied: [String: Int] = [:]
        if own.values.contains(where: { $0.argNum == nil }) || source.values.contains(where: { $0.argNum == nil }) {
            for text in (ownTexts + sourceTexts).compactMap(\.unit.value) where text.containsUTF8(UInt8(ascii: "@")) {
                let format = FormatString(text)
                for specifier in format.specifiers {
                    guard case .variable(let name) = specifier.type, implied[name] == nil else { continue }
                    implied[name] = format.position(ofVariable: name)
                }
            }
        }
        self.implied = implied
        count = Self.lowestNumber(in: sourceTexts) ?? Self.lowestNumber(in: ownTexts) ?? 1
    }

    /// The substitution `name`: the language's own, else the source language's.
    func substitution(named name: String) -> StringCatalogSubstitution? {
        own[name] ?? source[name]
    }

    /// The argument substitution `name` reads: its `argNum`, else where a text names it, else 1.
    func position(of name: String) -> Int {
        substitution(named: name)?.argNum ?? implied[name] ?? 1
    }

    /// The lowest argument that a plural form among `leaves` reads as a number, or `nil` when none does.
    private static func lowestNumber(in leaves: [StringCatalogLeaf]) -> Int? {
        var lowest: Int?
        for leaf in leaves where leaf.pluralCategory != nil {
            guard let text = leaf.unit.value, text.containsUTF8(UInt8(ascii: "%")) else { continue }
            for (position, uses) in FormatString(text).arguments where uses.contains(where: \.isNumber) {
                lowest = min(lowest ?? position, position)
            }
        }
        return lowest
    }
}

extension FormatArgumentUse {
    /// Whether the argument is read as the value of an integer or floating-point specifier: a number a plural
    /// selects by.
    fileprivate var isNumber: Bool {
        guard role == .value else { return false }
        switch type {
        case .integer, .double: return true
        default: return false
        }
    }
}
