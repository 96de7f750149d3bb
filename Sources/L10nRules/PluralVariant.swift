import ICUKit
import Lproj

/// A key of the sibling-key plural convention, `stem.category` (`na_ManeuverDistance.1.km.few`).
public struct PluralVariant: Hashable, Sendable {
    /// The key without its category suffix.
    public var stem: String
    /// The CLDR plural category of the suffix.
    public var category: PluralCategory

    /// A variant from its parts.
    public init(stem: String, category: PluralCategory) {
        self.stem = stem
        self.category = category
    }

    /// Splits a key whose last dot-separated part is a plural category; `nil` for any other key.
    public init?(key: String) {
        guard let split = key.withUTF8Bytes(Self.split) else { return nil }
        (stem, category) = split
    }

    /// The stem and category of a key's UTF-8, read in place so that the many keys of no category are refused
    /// without making a string: the part after the last `.` must be a category's name, all ASCII letters. The longest
    /// name, `other`, has five letters: the dot is among the last six bytes, and not the first byte.
    private static func split(_ utf8: UnsafeBufferPointer<UInt8>) -> (stem: String, category: PluralCategory)? {
        let lowest = Swift.max(1, utf8.count - 6)
        var dot = utf8.count - 1
        while dot >= lowest, utf8[dot] != UInt8(ascii: ".") { dot -= 1 }
        guard dot >= lowest else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: utf8[(dot + 1)...]), as: UTF8.self)
        guard let category = PluralCategory(rawValue: name) else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: utf8[..<dot]), as: UTF8.self), category)
    }

    /// The key for a stem and a category.
    public static func key(stem: String, category: PluralCategory) -> String { "\(stem).\(category.rawValue)" }

    /// The base key whose text `key` stands for: for a plural variant of one of `stems`, its own key when the
    /// base's text of it is not blank, else the stem's `other` (the base lists all six categories, empty where
    /// it has no such form); any other key stands for itself.
    ///
    /// Sync writes that text into a variant it adds, export gives it as the unit's source, import checks the
    /// unit's source against it, and the `untranslated` rule compares the variant with it.
    public static func baseKey(for key: String, stems: Set<String>, in base: [String: String]) -> String {
        guard !stems.isEmpty, let variant = PluralVariant(key: key), stems.contains(variant.stem),
              base[key].map({ $0.allSatisfy(\.isWhitespace) }) ?? true
        else { return key }
        return Self.key(stem: variant.stem, category: .other)
    }
}
