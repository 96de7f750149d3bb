/// The two pseudo-languages `l10n-check pseudo` writes, named as Android and Google name theirs.
public enum PseudoStyle: String, Sendable, CaseIterable {
    /// `en-XA`: every ASCII letter accented (``PseudoAccents``), the text about 35 % longer and in brackets, so that
    /// truncated and hard-coded texts stand out: `Show more` becomes `[Šĥöŵ ɱöŕé one]`.
    case accented = "en-XA"
    /// `ar-XB`: every line of text wrapped in U+202E RIGHT-TO-LEFT OVERRIDE ... U+202C POP DIRECTIONAL FORMATTING,
    /// the letters kept, so that a layout that is not mirrored for right-to-left languages stands out.
    case rightToLeft = "ar-XB"

    /// The style a language name asks for: `en-XA` or `ar-XB` in any case (`EN-xa`); `nil` for any other name.
    public init?(language: String) {
        let folded = language.lowercased()
        guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = style
    }

    /// The language folder's name without `.lproj`: `en-XA` or `ar-XB`, spelled so whatever case was asked.
    public var folderName: String { rawValue }

    /// What the style does, in a few words for messages: `accented` or `right to left`.
    public var summary: String {
        switch self {
        case .accented: "accented, 35 % longer, in brackets"
        case .rightToLeft: "right to left"
        }
    }
}
