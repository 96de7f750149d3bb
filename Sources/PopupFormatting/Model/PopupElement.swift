/// One element of a popup as Map Viewer saves it (`popupElements[]`), told apart by `type`.
public enum PopupElement: Sendable, Hashable, Codable, CarriesDecodingProblems {
    /// `fields`: a table of field labels and values.
    case fields(FieldsElement)
    /// `text`: HTML with `{FIELD}` tokens.
    case text(TextElement)
    /// `media`: images and charts.
    case media(MediaElement)
    /// `attachments`: the feature's attachments, which the app fetches.
    case attachments(AttachmentsElement)
    /// `relationship`: the feature's related records, which the app fetches.
    case relationship(RelationshipElement)
    /// `expression`: an Arcade expression whose value is an element.
    case expression(ExpressionElement)

    /// The `type` values this library reads.
    public static let knownTypes = ["fields", "text", "media", "attachments", "relationship", "expression"]

    private enum CodingKeys: String, CodingKey { case type }

    /// Decodes by `type`, naming the known types when it is another.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "fields": self = .fields(try FieldsElement(from: decoder))
        case "text": self = .text(try TextElement(from: decoder))
        case "media": self = .media(try MediaElement(from: decoder))
        case "attachments": self = .attachments(try AttachmentsElement(from: decoder))
        case "relationship": self = .relationship(try RelationshipElement(from: decoder))
        case "expression": self = .expression(try ExpressionElement(from: decoder))
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown popup element type \"\(type)\"; known types: "
                    + Self.knownTypes.joined(separator: ", ")))
        }
    }

    /// Encodes the element with its `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .fields(let element):
            try container.encode("fields", forKey: .type)
            try element.encode(to: encoder)
        case .text(let element):
            try container.encode("text", forKey: .type)
            try element.encode(to: encoder)
        case .media(let element):
            try container.encode("media", forKey: .type)
            try element.encode(to: encoder)
        case .attachments(let element):
            try container.encode("attachments", forKey: .type)
            try element.encode(to: encoder)
        case .relationship(let element):
            try container.encode("relationship", forKey: .type)
            try element.encode(to: encoder)
        case .expression(let element):
            try container.encode("expression", forKey: .type)
            try element.encode(to: encoder)
        }
    }

    var decodingProblems: [PopupDiagnostic] {
        switch self {
        case .fields(let element): element.decodingProblems
        case .media(let element): element.decodingProblems
        case .text, .attachments, .relationship, .expression: []
        }
    }
}
