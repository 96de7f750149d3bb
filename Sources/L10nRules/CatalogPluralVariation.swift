import Lproj

/// One plural variation of a String Catalog entry in one language, with what decides which categories it needs:
/// the type of the number it selects by.
package struct CatalogPluralVariation {
    /// The path from the localization to the variation (`""` at the top, `device.iphone`, `substitutions.count`).
    package var path: String
    /// The categories it has, in file order.
    package var categories: [String]
    /// Where a finding about the variation stands: at its `other` form, beside which missing forms go, else at its
    /// `plural` key.
    package var location: SourceLocation?
    /// Whether the number it selects by is always whole (`%lld`, a substitution of `formatSpecifier` `lld`), so that
    /// only the categories whole numbers reach are needed; `false` for a decimal (`%.1f`), whose categories include
    /// those of fractions (Czech `many`, Russian `other`).
    package var selectsByInteger: Bool

    /// Every plural variation of `entry` in `language`, at any depth and in substitutions, in file order. The number
    /// type of a substitution's variation is its `formatSpecifier`; of a text's, the numeric specifiers its forms
    /// read (the language's, else the source language's), else the key's (`Files: %lld`); a variation with no
    /// number to read is taken as whole.
    package static func variations(of entry: StringCatalogEntry, language: String, source: String?) -> [CatalogPluralVariation] {
        guard let localization = entry.localizations[language], localization.isTree else { return [] }
        var found: [(path: [String], variation: StringCatalogVariation, substitution: StringCatalogSubstitution?)] = []
        collect(localization, path: [], substitution: nil, into: &found)
        guard !found.isEmpty else { return [] }
        var textType: Bool?
        if found.contains(where: { $0.substitution == nil }) {
            let sourceForms = source.flatMap { entry.localizations[$0] }.map(Self.textForms(of:)) ?? []
            textType = numberIsInteger(in: textForms(of: localization)) ?? numberIsInteger(in: sourceForms)
                ?? numberIsInteger(in: [entry.key])
        }
        return found.map { path, variation, substitution in
            let isInteger = substitution.map { numberIsInteger(specifier: $0.formatSpecifier) ?? true }
                ?? textType ?? true
            return CatalogPluralVariation(
                path: path.joined(separator: "."), categories: variation.caseNames,
                location: variation.cases["other"]?.location ?? variation.location,
                selectsByInteger: isInteger)
        }
    }

    /// Whether a `formatSpecifier` (`lld`, `f`) reads a whole number; `nil` when it reads no number.
    static func numberIsInteger(specifier: String?) -> Bool? {
        guard let specifier else { return nil }
        return numberIsInteger(in: ["%" + specifier])
    }

    /// Whether the first number `texts` read as a format is whole (`%lld`) or not (`%.1f`); `nil` when none reads one.
    private static func numberIsInteger(in texts: [String]) -> Bool? {
        for text in texts where text.containsUTF8(UInt8(ascii: "%")) {
            for specifier in FormatString(text).specifiers {
                switch specifier.type {
                case .integer: return true
                case .double: return false
                default: continue
                }
            }
        }
        return nil
    }

    /// The texts of the plural forms of a localization's own text (not of its substitutions), at any depth.
    private static func textForms(of localization: StringCatalogLocalization) -> [String] {
        localization.leaves.filter { $0.substitution == nil && $0.pluralCategory != nil }.compactMap(\.unit.value)
    }

    private static func collect(
        _ localization: StringCatalogLocalization, path: [String], substitution: StringCatalogSubstitution?,
        into found: inout [(path: [String], variation: StringCatalogVariation, substitution: StringCatalogSubstitution?)]
    ) {
        for variation in localization.variations {
            if variation.kind == .plural { found.append((path, variation, substitution)) }
            for (name, child) in variation.cases {
                collect(child, path: path + [variation.kind.rawValue, name], substitution: substitution, into: &found)
            }
        }
        for (name, child) in localization.substitutions {
            let prefix = path + [StringCatalogLocalization.substitutionsKey, name]
            for variation in child.variations {
                if variation.kind == .plural { found.append((prefix, variation, child)) }
                for (caseName, grandchild) in variation.cases {
                    collect(
                        grandchild, path: prefix + [variation.kind.rawValue, caseName], substitution: child,
                        into: &found)
                }
            }
        }
    }
}
