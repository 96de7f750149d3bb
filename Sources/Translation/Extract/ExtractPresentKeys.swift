import L10nRules

/// The keys a table or String Catalog has, for `extract` to tell which keys it lacks: a key the sources build from
/// interpolations (`%@ items`) is there when the table has it with other specifiers in their places (`%lld items`,
/// which Xcode wrote from the value's type), so that no twin is added.
struct ExtractPresentKeys {
    /// The keys as written.
    private let keys: Set<String>
    /// The keys that hold a `%`, specifier-neutral (``CodeUsage/specifierNeutral(_:)``).
    private let neutral: Set<String>

    /// The keys of a table.
    init(_ keys: some Sequence<String>) {
        let keys = Set(keys)
        self.keys = keys
        neutral = Set(keys.filter { $0.utf8.contains(UInt8(ascii: "%")) }.map(CodeUsage.specifierNeutral))
    }

    /// Whether the table has `key`, as written or, for a key built from interpolations, with any specifiers.
    func contains(_ key: ExtractKey) -> Bool {
        keys.contains(key.key)
            || (key.matchesAnySpecifier && neutral.contains(CodeUsage.specifierNeutral(key.key)))
    }
}
