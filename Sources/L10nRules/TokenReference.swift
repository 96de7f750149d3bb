/// What `token-mismatch` compares a translation of a key with, the same for every language: the tokens of the base's
/// text (its key when empty); for a plural variant, of the base's same category or its `other`, which the variant may
/// match instead (`fallback`), and may leave out one token.
struct TokenReference: Sendable {
    /// The tokens the translation must have.
    var expected: TokenSet
    /// The tokens it may have instead (a plural variant's `other`), none otherwise.
    var fallback: TokenSet
    /// Whether one expected token may be left out (a plural variant other than `other`: "one file").
    var mayOmitOne: Bool

    /// The reference for `key` in the base table `base`; `nil` when the base text has no token to compare.
    init?(key: String, base: [String: String], stems: Set<String>) {
        let variant = stems.isEmpty ? nil : PluralVariant(key: key).flatMap { stems.contains($0.stem) ? $0 : nil }
        self.init(
            key: key, variant: variant, text: base[key],
            otherText: variant.flatMap { base[PluralVariant.key(stem: $0.stem, category: .other)] })
    }

    /// The reference for `key`, whose base text is `text` (`nil` when the base lacks the key); for a plural variant
    /// of one of the base's stems (`variant`), `otherText` is the base's text of the stem's `other`. `nil` when the
    /// base text has no token to compare.
    init?(key: String, variant: PluralVariant?, text baseText: String?, otherText: String?) {
        var text: String
        var fallbackText: String?
        if let variant {
            let other = otherText.flatMap { $0.isEmpty ? nil : $0 }
            let same = baseText.flatMap { $0.isEmpty ? nil : $0 }
            guard let reference = same ?? other else { return nil }
            text = reference
            fallbackText = same != nil && variant.category != .other ? other : nil
            mayOmitOne = variant.category != .other
        } else {
            guard let value = baseText else { return nil }
            text = value.isEmpty ? key : value
            mayOmitOne = false
        }
        expected = TokenSet(text)
        guard !expected.tokens.isEmpty else { return nil }
        fallback = TokenSet(fallbackText ?? "")
    }
}
