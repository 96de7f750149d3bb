extension LanguageID {
    /// The script ICU gives the tag when it adds likely subtags (`uloc_addLikelySubtags`): "Latn" for `en-GB`,
    /// "Hant" for `zh-TW`; `nil` when ICU cannot tell.
    public var likelyScript: String? {
        script ?? (try? LanguageID(folderName: maximizedTag))?.script
    }

    /// Whether this is another variety of `base` in the same writing: the same language and likely script, and
    /// another tag (`en-GB` and `en-AU` of `en`, `pt-PT` of `pt-BR`), but not `zh-Hant` of `zh-Hans`.
    public func isRegionalVariant(of base: LanguageID) -> Bool {
        tag != base.tag && language == base.language && likelyScript == base.likelyScript
    }
}
