/// A String Catalog substitution: the argument that a `%#@name@` in the text stands for, with its variations.
public struct StringCatalogSubstitution: Sendable, Hashable {
    /// The name between `%#@` and `@`.
    public var name: String
    /// Where the name's key stands, or `nil` for a substitution made in code.
    public var location: SourceLocation?
    /// The 1-based number of the format argument, or `nil` when missing.
    public var argNum: Int?
    /// The format specifier of the argument without its `%` (such as `lld`), or `nil` when missing.
    public var formatSpecifier: String?
    /// The variations, usually one plural variation.
    public var variations: [StringCatalogVariation]

    /// Creates a substitution.
    public init(
        name: String, location: SourceLocation? = nil, argNum: Int?, formatSpecifier: String?,
        variations: [StringCatalogVariation]
    ) {
        self.name = name
        self.location = location
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
    }
}
