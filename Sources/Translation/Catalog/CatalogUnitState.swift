import Lproj

/// How the states of String Catalog units and of XLIFF units stand for each other, as Xcode exports and imports
/// them.
enum CatalogUnitState {
    /// The `state` Xcode writes for a unit imported as translated.
    static let translated = StringCatalogState.translated.rawValue
    /// The `state` Xcode writes for a unit imported for review.
    static let needsReview = StringCatalogState.needsReview.rawValue

    /// The XLIFF state of a unit with a value whose catalog state is `state` (as written, `nil` when absent):
    /// `new` is `new`, `needs_review` is `needs-review-l10n`, any other (`translated`, `machine_translated`, `stale`,
    /// an unknown or no state) is `translated`.
    static func xliffState(of state: String?) -> XLIFFTargetState {
        switch state.flatMap(StringCatalogState.init(rawValue:)) {
        case .new?: .new
        case .needsReview?: .needsReviewL10n
        default: .translated
        }
    }
}
