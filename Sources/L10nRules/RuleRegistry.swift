/// Every rule the checker runs, in the order `l10n-check rules` lists them.
public enum RuleRegistry {
    /// All rules.
    public static let all: [any Rule.Type] = [
        SyntaxErrorRule.self,
        EncodingRule.self,
        UnreadableFileRule.self,
        MissingTableRule.self,
        MissingKeyRule.self,
        PlaceholderTextRule.self,
        ExtraKeyRule.self,
        DuplicateKeyRule.self,
        PluralCategoryRule.self,
        FormatMismatchRule.self,
        TokenMismatchRule.self,
        InvalidLanguageRule.self,
        EmptyValueRule.self,
        SuspiciousEscapeRule.self,
        TableShadowingRule.self,
        TableNameCaseRule.self,
        StringsdictStructureRule.self,
        UntranslatedRule.self,
        StaleTranslationRule.self,
        UnusedKeyRule.self,
        KeyNotInTablesRule.self,
    ]

    /// The descriptions of every rule, then of every policy rule (``PolicyRules``): what `l10n-check rules` prints
    /// and SARIF's rule list.
    public static var descriptions: [RuleDescription] {
        all.map { $0.description } + PolicyRules.all.map { $0.description }
    }

    /// The rule with this id, if there is one.
    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
