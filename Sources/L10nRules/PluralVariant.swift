import ICUKit

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
        guard let dot = key.lastIndex(of: "."), dot != key.startIndex,
              let category = PluralCategory(rawValue: String(key[key.index(after: dot)...])) else { return nil }
        stem = String(key[..<dot])
        self.category = category
    }

    /// The key for a stem and a category.
    public static func key(stem: String, category: PluralCategory) -> String { "\(stem).\(category.rawValue)" }
}
