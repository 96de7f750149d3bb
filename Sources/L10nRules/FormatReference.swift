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
    let cleanSpelling: [UInt8]?

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
            let variant = PluralVariant(key: key).flatMap { stems.contains($0.stem) ? $0 : nil }
            func baseText(_ key: String) -> BaseText { BaseText(key: key, text: base[key], format: baseFormats[key]) }
            self.init(
                same: baseText(key),
                variant: variant.map { ($0, other: baseText(PluralVariant.key(stem: $0.stem, category: .other))) },
                formats: formats)
        }

        /// What a reference is made from, given the base's text of the key (`same`) and, for a plural variant of one
        /// of the base's stems, the variant and the base's text of the stem's `other`; `nil` when the base text is no
        /// format.
        init?(same: BaseText, variant plural: (PluralVariant, other: BaseText)?, formats: [String: CatalogFormat]) {
            /// A base text's format: the catalog's, else as parsed once per table, else parsed now; an empty text
            /// reads its key.
            func format(_ base: BaseText, _ text: String) -> FormatString {
                text.isEmpty ? FormatString(base.key) : formats[base.key]?.format ?? base.format ?? FormatString(text)
            }
            isCatalog = !formats.isEmpty
            if let (variant, other) = plural {
                let otherFormat = other.text.flatMap { $0.isEmpty ? nil : format(other, $0) }
                let sameFormat = same.text.flatMap { $0.isEmpty ? nil : format(same, $0) }
                guard let found = sameFormat ?? otherFormat else { return nil }
                let fallback = sameFormat != nil && variant.category != .other ? otherFormat : nil
                guard found.isFormat || fallback?.isFormat == true else { return nil }
                reference = found
                self.fallback = fallback
                mayOmitOneArgument = true
                firstPlainPosition = formats[other.key]?.firstPlainPosition ?? formats[same.key]?.firstPlainPosition
                    ?? 1
            } else {
                guard let value = same.text else { return nil }
                reference = format(same, value)
                guard reference.isFormat else { return nil }
                fallback = nil
                mayOmitOneArgument = false
                firstPlainPosition = formats[same.key]?.firstPlainPosition ?? 1
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

    /// A key and the base's text of it (`nil` when the base lacks the key), with its format when parsed already.
    struct BaseText {
        var key: String
        var text: String?
        var format: FormatString?
    }

    /// References made so far, by shape: a table's thousand format texts often read a dozen kinds of arguments.
    struct Cache {
        private var made: [Source.Shape: FormatReference] = [:]

        /// The reference made from `source`, the same object as an earlier one's whose formats have the same shape;
        /// `nil` without a source.
        mutating func reference(for source: Source?) -> FormatReference? {
            guard let source else { return nil }
            let shape = source.shape
            if let known = made[shape] { return known }
            let reference = FormatReference(source)
            made[shape] = reference
            return reference
        }
    }

    /// What `format-mismatch` can tell of a translation from its UTF-8 alone.
    enum Reading {
        /// The base text is no format: there is no reference.
        case noReference
        /// The translation's specifiers spell its reference's clean format: it has no problem.
        case readsCleanly
        /// The translation must be compared with its reference argument by argument (also when that cannot be told
        /// from its bytes).
        case needsComparison
    }

    /// What can be told of the text whose UTF-8 is `utf8` against this reference, from its bytes.
    func reading(ofUTF8 utf8: UnsafeBufferPointer<UInt8>) -> Reading {
        guard let cleanSpelling else { return .needsComparison }
        return cleanSpelling.withUnsafeBufferPointer { Self.reading(ofUTF8: utf8, cleanSpelling: $0) }
    }

    /// `.readsCleanly` when the text whose UTF-8 is `utf8` spells `cleanSpelling` (a clean format's
    /// ``FormatString/specifierSpelling``), else `.needsComparison`.
    static func reading(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, cleanSpelling: UnsafeBufferPointer<UInt8>) -> Reading {
        FormatString.utf8(utf8, spells: cleanSpelling) ? .readsCleanly : .needsComparison
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
