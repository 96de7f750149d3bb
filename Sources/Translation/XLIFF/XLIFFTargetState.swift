/// The state of a translation: the `state` attribute of XLIFF 1.2's `<target>`, one of the ten values of the
/// standard or an extension value (`x-` and at least one more character, with no whitespace).
///
/// A state can only hold a value XLIFF allows, so whatever state a unit has, the writer's output stays valid.
public struct XLIFFTargetState: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// What a state says of its target, for an import: as Xcode 15 reads the states of a translator's XLIFF.
    public enum Progress: Sendable, Equatable {
        /// `new`, `needs-translation`: no translation yet; the import leaves the unit out.
        case notTranslated
        /// `needs-review-translation`, `needs-review-l10n`, `needs-review-adaptation`, `needs-adaptation`,
        /// `needs-l10n`: translated, but to be reviewed; the import takes it and lists it.
        case needsReview
        /// `translated`, `final`, `signed-off`, and every `x-` extension (the import says when it takes one).
        case translated
    }

    /// The attribute's value, such as `translated` or `x-needs-screenshot`.
    public let rawValue: String

    /// The state of an attribute value, or `nil` when the value is no XLIFF 1.2 state and no `x-` extension.
    public init?(rawValue: String) {
        guard Self.standardByValue[rawValue] != nil || Self.isExtension(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The state of a `state` attribute as tools write it: a standard value in any case (`TRANSLATED` is
    /// `translated`), or an extension whose `x-` may be upper case (kept as `x-`); `nil` for anything else.
    public init?(attributeValue value: String) {
        let lowercased = value.lowercased()
        if let standard = Self.standardByValue[lowercased] {
            self = standard
        } else if lowercased.hasPrefix("x-") {
            self.init(rawValue: "x-" + value.dropFirst(2))
        } else {
            return nil
        }
    }

    private init(standard rawValue: String) {
        self.rawValue = rawValue
    }

    /// Whether the state is an `x-` extension rather than one of the standard's values.
    public var isExtension: Bool { Self.isExtension(rawValue) }

    /// The attribute's value.
    public var description: String { rawValue }

    /// `new`: the target is new, not yet translated (or not yet reviewed).
    public static let new = Self(standard: "new")
    /// `needs-translation`: the target needs a translation.
    public static let needsTranslation = Self(standard: "needs-translation")
    /// `needs-adaptation`: the target needs adaptation to the target locale.
    public static let needsAdaptation = Self(standard: "needs-adaptation")
    /// `needs-l10n`: the target needs localization (text and other content).
    public static let needsL10n = Self(standard: "needs-l10n")
    /// `needs-review-translation`: the translation needs a review.
    public static let needsReviewTranslation = Self(standard: "needs-review-translation")
    /// `needs-review-adaptation`: the adaptation needs a review.
    public static let needsReviewAdaptation = Self(standard: "needs-review-adaptation")
    /// `needs-review-l10n`: the localization needs a review.
    public static let needsReviewL10n = Self(standard: "needs-review-l10n")
    /// `translated`: the target is translated.
    public static let translated = Self(standard: "translated")
    /// `final`: the target is done; no more changes are expected.
    public static let final = Self(standard: "final")
    /// `signed-off`: the target has been signed off (approved).
    public static let signedOff = Self(standard: "signed-off")

    /// The ten states XLIFF 1.2 defines, in the standard's order.
    public static let standardValues: [XLIFFTargetState] = [
        .new, .needsTranslation, .needsAdaptation, .needsL10n, .needsReviewTranslation, .needsReviewAdaptation,
        .needsReviewL10n, .translated, .final, .signedOff,
    ]

    /// What the state says of its target (see ``Progress``).
    public var progress: Progress {
        switch self {
        case .new, .needsTranslation: .notTranslated
        case .needsReviewTranslation, .needsReviewL10n, .needsReviewAdaptation, .needsAdaptation, .needsL10n:
            .needsReview
        default: .translated
        }
    }

    /// The standard states by value, to look a value up without a search.
    private static let standardByValue = Dictionary(uniqueKeysWithValues: standardValues.map { ($0.rawValue, $0) })

    /// XLIFF's `XTend` type: `x-` and one or more characters that are no whitespace, all of them ones XML can hold.
    private static func isExtension(_ value: String) -> Bool {
        let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
        return value.hasPrefix("x-") && value.unicodeScalars.count > 2
            && value.unicodeScalars.allSatisfy { !whitespace.contains($0) && XLIFFCharacters.isXMLCharacter($0) }
    }
}
