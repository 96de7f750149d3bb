/// What a String Catalog variation varies by.
public enum StringCatalogVariationKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// By CLDR plural category: `zero`, `one`, `two`, `few`, `many`, `other`.
    case plural
    /// By device: `iphone`, `ipad`, `mac`, `other`, ...
    case device

    /// The plural categories a plural variation may have, in CLDR's order.
    public static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]
}
