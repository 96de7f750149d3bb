/// An Arcade expression of a popup (`expressionInfos[]`, or an expression element's `expressionInfo`). This library
/// does not run Arcade: an `ExpressionEvaluator` gives each expression's value.
public struct ExpressionInfo: Sendable, Hashable, Codable {
    /// The name `{expression/NAME}` tokens use (`expr0`).
    public var name: String?
    /// The title, the label of an `expression/NAME` field.
    public var title: String?
    /// The Arcade source.
    public var expression: String?
    /// `string`, `number` or (for expression elements) `dictionary`.
    public var returnType: String?

    /// Creates an expression.
    public init(name: String? = nil, title: String? = nil, expression: String? = nil, returnType: String? = nil) {
        self.name = name
        self.title = title
        self.expression = expression
        self.returnType = returnType
    }
}
