/// Gives the values of a popup's Arcade expressions. This library does not run Arcade; an app evaluates expressions
/// with its SDK (or a server does) and hands the values over through this protocol.
public protocol ExpressionEvaluator: Sendable {
    /// The value of `expression` for `feature`, or `nil` when there is none (the popup then shows empty text and
    /// a `missing-expression` diagnostic). `key` is the expression's name (`expr0`) for `expressionInfos`, or its
    /// place (`popupElements[3]`) for an expression element without a name.
    func value(of expression: ExpressionInfo, key: String, feature: Feature) -> ExpressionValue?
}

/// What an Arcade expression returns: a scalar, formatted by the expression's `returnType`, or a popup element
/// (an expression element's dictionary), with the attributes its `fields` rows show.
public enum ExpressionValue: Sendable, Hashable, Codable {
    /// A number, text, Boolean or null.
    case scalar(AttributeValue)
    /// An element, and the values its field rows show by field name.
    case element(PopupElement, attributes: [String: AttributeValue])

    private enum CodingKeys: String, CodingKey { case type, attributes }

    /// Decodes a JSON scalar, or an object with a `type` as a popup element (with its `attributes`).
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: CodingKeys.self), keyed.contains(.type) {
            let attributes = try keyed.decodeIfPresent([String: AttributeValue].self, forKey: .attributes) ?? [:]
            self = .element(try PopupElement(from: decoder), attributes: attributes)
        } else {
            self = .scalar(try AttributeValue(from: decoder))
        }
    }

    /// Encodes the scalar, or the element with its attributes.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .scalar(let value): try value.encode(to: encoder)
        case .element(let element, let attributes):
            try element.encode(to: encoder)
            if !attributes.isEmpty {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(attributes, forKey: .attributes)
            }
        }
    }
}

/// Expression values from a dictionary, the same for every feature: by expression name, or by place
/// (`popupElements[3]`) for expression elements. What `l10n-check popup --expressions FILE` reads.
public struct DictionaryExpressionEvaluator: ExpressionEvaluator {
    /// The values by name or place.
    public var values: [String: ExpressionValue]

    /// An evaluator with these values.
    public init(_ values: [String: ExpressionValue]) { self.values = values }

    /// The value stored under `key`.
    public func value(of expression: ExpressionInfo, key: String, feature: Feature) -> ExpressionValue? {
        values[key]
    }
}
