import ICUKit

/// Which plural forms a pseudo-language gets and which text each stands for.
struct PseudoPluralForms {
    /// The style written.
    var style: PseudoStyle
    /// The categories the pseudo-language has by ICU's plural rules (`en`'s for `en-XA`, `ar`'s six for `ar-XB`),
    /// `other` included.
    var categories: Set<PluralCategory>

    /// The forms of `style`'s language.
    init(style: PseudoStyle) {
        self.style = style
        categories = ((try? PluralRules(locale: style.rawValue))?.categories ?? []).union([.other])
    }

    /// The categories to add beside the base's `present` ones: none for `en-XA`, which keeps the base's categories as
    /// they are; those of Arabic the base lacks for `ar-XB`, in CLDR order.
    func added(to present: Set<PluralCategory>) -> [PluralCategory] {
        style == .accented ? [] : categories.subtracting(present).sorted()
    }

    /// The base text a form of `category` stands for: the base's own `text` unless it is blank and the language
    /// uses the category (the base lists English's unused categories empty), then the base's `other`.
    func text(_ text: String, category: PluralCategory, other: String?) -> String {
        guard text.allSatisfy(\.isWhitespace), categories.contains(category), let other else { return text }
        return other
    }
}
