import Lproj

/// What a `.strings` value is compared with, the same for every language: the base's value (its key when the value
/// is empty); for a plural variant, the base's same category, or its `other` when that is empty or absent.
final class FormatReference: Sendable {
    /// The arguments the base text reads, by position.
    let arguments: [Int: [FormatArgumentUse]]
    /// For a plural variant, the arguments of the base's `other` text, which the variant may read instead.
    let fallback: [Int: [FormatArgumentUse]]?
    /// Whether the translation may leave out one argument (a plural variant: Arabic "one file").
    let mayOmitOneArgument: Bool
    /// Whether the base text mixes positional and plain specifiers.
    let baseMixes: Bool
    /// The base text's format (or, for a reference shared through a ``Cache``, the first of the same shape), when a
    /// translation that reads exactly as it does has no problem at all; a translation is then passed without being
    /// compared argument by argument.
    let cleanFormat: FormatString?
    /// The ``FormatString/specifierSpelling`` of ``cleanFormat``: a translation whose specifiers spell the same is
    /// passed from its bytes, with no string made.
    private let cleanSpelling: [UInt8]?

    /// The reference for `key`; `nil` when the base text is no format.
    convenience init?(
        key: String, base: [String: String], stems: Set<String>, baseFormats: [String: FormatString],
        formats: [String: CatalogFormat]
    ) {
        guard let source = Source(key: key, base: base, stems: stems, baseFormats: baseFormats, formats: formats)
        else { return nil }
        self.init(source)
    }

    /// The reference made from what `source` found.
    init(_ source: Source) {
        arguments = source.reference.arguments(firstPlainPosition: source.firstPlainPosition)
        fallback = source.fallback?.arguments(firstPlainPosition: source.firstPlainPosition)
        mayOmitOneArgument = source.mayOmitOneArgument
        baseMixes = source.reference.mixesPositionalAndPlain
        cleanFormat = source.isCatalog
            ? nil
            : Self.cleanFormat(
                source.reference, arguments, fallback, mayOmitOneArgument: mayOmitOneArgument, baseMixes: baseMixes)
        cleanSpelling = cleanFormat?.specifierSpelling
    }

    /// What a reference is made from: the base's format a translation of the key is compared with, for a plural
    /// variant the `other` format it may read instead, and how plain specifiers are numbered.
    struct Source {
        var reference: FormatString
        var fallback: FormatString?
        /// Whether the translation may leave out one argument (a plural variant).
        var mayOmitOneArgument: Bool
        var firstPlainPosition: Int
        /// Whether the formats are a String Catalog's, compared argument by argument (no clean format).
        var isCatalog: Bool

        /// What the reference of `key` is made from; `nil` when the base text is no format.
        init?(
            key: String, base: [String: String], stems: Set<String>, baseFormats: [String: FormatString],
            formats: [String: CatalogFormat]
        ) {
            /// The base text's format, parsed once per table where it can be (`baseFormats`).
            func format(ofKey key: String, text: String) -> FormatString {
                text.isEmpty ? FormatString(key) : baseFormats[key] ?? FormatString(text)
            }
            isCatalog = !formats.isEmpty
            if let variant = PluralVariant(key: key), stems.contains(variant.stem) {
                let otherKey = PluralVariant.key(stem: variant.stem, category: .other)
                let other = base[otherKey].flatMap {
                    $0.isEmpty ? nil : formats[otherKey]?.format ?? format(ofKey: otherKey, text: $0)
                }
                let same = base[key].flatMap { $0.isEmpty ? nil : formats[key]?.format ?? format(ofKey: key, text: $0) }
                guard let found = same ?? other else { return nil }
                let fallback = same != nil && variant.category != .other ? other : nil
                guard found.isFormat || fallback?.isFormat == true else { return nil }
                reference = found
                self.fallback = fallback
                mayOmitOneArgument = true
                firstPlainPosition = formats[otherKey]?.firstPlainPosition ?? formats[key]?.firstPlainPosition ?? 1
            } else {
                guard let value = base[key] else { return nil }
                reference = formats[key].flatMap { value.isEmpty ? nil : $0.format } ?? format(ofKey: key, text: value)
                guard reference.isFormat else { return nil }
                fallback = nil
                mayOmitOneArgument = false
                firstPlainPosition = formats[key]?.firstPlainPosition ?? 1
            }
        }

        /// What the reference depends on: the formats' specifiers, not their other text. Two keys with the same
        /// shape share one reference.
        var shape: Shape {
            Shape(
                reference: reference.shape, fallback: fallback?.shape, mayOmitOneArgument: mayOmitOneArgument,
                firstPlainPosition: firstPlainPosition, isCatalog: isCatalog)
        }

        /// See ``shape``.
        struct Shape: Hashable {
            var reference: FormatString.Shape
            var fallback: FormatString.Shape?
            var mayOmitOneArgument: Bool
            var firstPlainPosition: Int
            var isCatalog: Bool
        }
    }

    /// References made so far, by shape: a table's thousand format texts often read a dozen kinds of arguments.
    struct Cache {
        private var made: [Source.Shape: FormatReference] = [:]

        /// The reference of `key` (as ``FormatReference/init(key:base:stems:baseFormats:formats:)``), the same
        /// object as an earlier key's whose formats have the same shape.
        mutating func reference(
            key: String, base: [String: String], stems: Set<String>, baseFormats: [String: FormatString]
        ) -> FormatReference? {
            guard let source = Source(key: key, base: base, stems: stems, baseFormats: baseFormats, formats: [:])
            else { return nil }
            let shape = source.shape
            if let known = made[shape] { return known }
            let reference = FormatReference(source)
            made[shape] = reference
            return reference
        }
    }

    /// Whether the text whose UTF-8 is `utf8` reads exactly as the clean base does, and so has no problem: `false`
    /// when it does not, or when that cannot be told from its bytes (it is then compared argument by argument).
    func isReadCleanly(byUTF8 utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let cleanSpelling else { return false }
        return cleanSpelling.withUnsafeBufferPointer { FormatString.utf8(utf8, spells: $0) }
    }

    /// `format` when a translation reading exactly as it does has no problem against this reference.
    private static func cleanFormat(
        _ format: FormatString, _ arguments: [Int: [FormatArgumentUse]], _ fallback: [Int: [FormatArgumentUse]]?,
        mayOmitOneArgument: Bool, baseMixes: Bool
    ) -> FormatString? {
        var comparison = FormatComparison(
            base: arguments, fallback: fallback ?? [:], baseName: "", language: "", mayOmitOneArgument: mayOmitOneArgument)
        comparison.baseMixes = baseMixes
        return format.invalidSpecifiers.isEmpty && comparison.problems(format).isEmpty ? format : nil
    }
}
