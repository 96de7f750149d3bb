import ICUKit
import Lproj

/// What each String Catalog entry passes to its texts, and which of those arguments the base language's texts show,
/// as Xcode compiles the catalog: a language may write a plain text, vary by plural or device where others do not,
/// and name its substitutions as it likes; its texts are compared with these lists, not with the base's text of the
/// same path.
struct CatalogArgumentLists: Sendable {
    /// What the code passes, by entry key: what the base's texts read, and what the key reads where it is a format
    /// (a key the compiler made from an interpolation, `"label %lld"`, passes the count even where the base's text
    /// is "starred").
    private let passed: [String: [Int: [FormatArgumentUse]]]
    /// The arguments the base's texts show, by entry key: read by a specifier or chosen by a plural selector.
    private let shown: [String: Set<Int>]
    /// The arguments the forms of the base's substitution of each argument show, by entry key and argument.
    private let shownBySubstitution: [String: [Int: Set<Int>]]
    /// The arguments each of the base's texts shows (with its substitutions' forms where it names some), by entry key
    /// and path: a translation's text at the same path (a device's case, a plural form) shows what it shows.
    private let shownByPath: [String: [[String]: Set<Int>]]

    /// The lists of `catalog`, whose base language's formats are `baseFormats` (`CatalogFormat.formats`).
    init(catalog: StringCatalog, baseFormats: [String: CatalogFormat]) {
        var uses: [String: [Int: [FormatArgumentUse]]] = [:]
        var shown: [String: Set<Int>] = [:]
        var shownBySubstitution: [String: [Int: Set<Int>]] = [:]
        for (_, format) in baseFormats where !format.isStringSet {
            let read = format.format.arguments(firstPlainPosition: format.firstPlainPosition)
            Self.add(read, to: &uses[format.entryKey, default: [:]])
            var positions = Set(read.keys)
            if let selector = format.selectorArgument { positions.insert(selector) }
            shown[format.entryKey, default: []].formUnion(positions)
            if format.isSubstitutionForm {
                shownBySubstitution[format.entryKey, default: [:]][format.firstPlainPosition, default: []]
                    .formUnion(positions)
            }
        }
        var shownByPath: [String: [[String]: Set<Int>]] = [:]
        for (_, format) in baseFormats where !format.isStringSet && !format.isSubstitutionForm {
            var positions = Set(format.format.arguments(firstPlainPosition: format.firstPlainPosition).keys)
            if let selector = format.selectorArgument { positions.insert(selector) }
            if format.readsSubstitutions {
                for (_, read) in shownBySubstitution[format.entryKey] ?? [:] { positions.formUnion(read) }
            }
            shownByPath[format.entryKey, default: [:]][format.components] = positions
        }
        for entry in catalog.entries where entry.isRequired && entry.key.containsUTF8(UInt8(ascii: "%")) {
            let key = FormatString(entry.key)
            guard key.isFormat, key.invalidSpecifiers.isEmpty else { continue }
            Self.add(key.arguments, to: &uses[entry.key, default: [:]])
        }
        passed = uses
        self.shown = shown
        self.shownBySubstitution = shownBySubstitution
        self.shownByPath = shownByPath
    }

    /// The arguments the substitution forms of each entry read in a language whose formats are `formats`, by entry
    /// key: what a text that names substitutions shows through them.
    static func substitutionReads(of formats: [String: CatalogFormat]) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        for (_, format) in formats where format.isSubstitutionForm {
            result[format.entryKey, default: []].formUnion(
                format.format.arguments(firstPlainPosition: format.firstPlainPosition).keys)
        }
        return result
    }

    /// What a translation's text `own` is compared with: the arguments its entry passes, to be read as the base
    /// reads them; and those the base shows, which the text must show too (a substitution's form: what the base's
    /// forms of the same argument show; a text naming substitutions shows what their forms read,
    /// `substitutionReads`). `nil` when the entry passes nothing.
    func comparison(
        for own: CatalogFormat, substitutionReads: [String: Set<Int>], language: String, baseName: String
    ) -> FormatComparison? {
        guard let arguments = passed[own.entryKey], !arguments.isEmpty else { return nil }
        var comparison = FormatComparison(base: arguments, baseName: baseName, language: language)
        if own.isSubstitutionForm {
            comparison.shownArguments = shownBySubstitution[own.entryKey]?[own.firstPlainPosition] ?? []
        } else {
            comparison.shownArguments = shown(atPath: own.components, entry: own.entryKey) ?? shown[own.entryKey] ?? []
            if own.readsSubstitutions { comparison.shownElsewhere = substitutionReads[own.entryKey] }
        }
        return comparison
    }

    /// What the base's text at `path` shows, else its `other` form where `path` ends in a plural form; `nil` where the
    /// base has no text there (the translation's shape is its own: it shows what all the base's texts show).
    private func shown(atPath path: [String], entry: String) -> Set<Int>? {
        guard let paths = shownByPath[entry] else { return nil }
        if let found = paths[path] { return found }
        guard path.count >= 2, path[path.count - 2] == StringCatalogVariationKind.plural.rawValue else { return nil }
        var other = path
        other[other.count - 1] = PluralCategory.other.rawValue
        return paths[other]
    }

    /// Adds the uses of `read` to `uses`; a position only an unresolved `%#@name@` reads takes a later reading's type.
    private static func add(_ read: [Int: [FormatArgumentUse]], to uses: inout [Int: [FormatArgumentUse]]) {
        for (position, found) in read where uses[position]?.contains(where: { !$0.type.isVariable }) != true {
            uses[position] = found
        }
    }
}

extension FormatArgumentType {
    /// Whether the type is a `%#@name@` left unresolved.
    var isVariable: Bool {
        if case .variable = self { true } else { false }
    }
}
