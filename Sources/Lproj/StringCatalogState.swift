/// The translation state of a String Catalog unit, as Xcode records it.
public enum StringCatalogState: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not translated yet.
    case new
    /// Translated.
    case translated
    /// Translated, but the translation should be checked (for example after the source text changed).
    case needsReview = "needs_review"
    /// The key no longer appears in the source code.
    case stale
}
