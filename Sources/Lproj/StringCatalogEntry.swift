import Collections

/// One key of a String Catalog with its metadata and its localizations by language.
public struct StringCatalogEntry: Sendable, Hashable {
    /// The key that code looks up; also the source text when the source language has no localization.
    public var key: String
    /// Where the key's opening quote stands, or `nil` for an entry made in code.
    public var location: SourceLocation?
    /// The comment for translators, or `nil`.
    public var comment: String?
    /// Whether the key is to be translated (`shouldTranslate`, `true` when absent).
    public var shouldTranslate: Bool
    /// How Xcode found the key (`manual`, `extracted_with_value`, `migrated`, `stale`, ...), or `nil` when absent.
    public var extractionState: String?
    /// The localizations by language, in file order; of duplicate languages the last counts.
    public var localizations: OrderedDictionary<String, StringCatalogLocalization>

    /// Creates an entry.
    public init(
        key: String, location: SourceLocation? = nil, comment: String? = nil, shouldTranslate: Bool = true,
        extractionState: String? = nil, localizations: OrderedDictionary<String, StringCatalogLocalization>
    ) {
        self.key = key
        self.location = location
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.extractionState = extractionState
        self.localizations = localizations
    }

    /// Whether translations must have the entry: it is to be translated and Xcode still finds it in the source code
    /// (its `extractionState` is not `stale`).
    public var isRequired: Bool { shouldTranslate && extractionState != Self.staleExtractionState }

    /// The `extractionState` of an entry that Xcode no longer finds in the source code.
    public static let staleExtractionState = "stale"

    /// The languages the entry has a localization for, in file order.
    public var languages: [String] { Array(localizations.keys) }

    /// Every unit of `language` with its path (see `StringCatalogLocalization.leaves`); empty when the entry has no
    /// localization for it.
    public func leaves(for language: String) -> [StringCatalogLeaf] {
        localizations[language]?.leaves ?? []
    }

    /// Whether some localization holds a string set (App Shortcut phrases), at any depth.
    public var hasStringSet: Bool {
        localizations.values.contains(where: \.containsStringSet)
    }

    /// Every plural variation of `language` with its path and the categories it has.
    public func pluralVariations(for language: String) -> [(path: String, categories: [String])] {
        localizations[language]?.pluralVariations ?? []
    }

    /// The source text: the value of the source language's own unit, or the key when the entry has no localization
    /// for the source language; `nil` when the source text lives in variations only, or its value is missing.
    public func sourceText(sourceLanguage: String) -> String? {
        guard let localization = localizations[sourceLanguage] else { return key }
        return localization.stringUnit?.value
    }
}
