/// A `fields` element: a table of the listed fields, or of the popup's visible fields when it lists none.
public struct FieldsElement: Sendable, Hashable, Codable, CarriesDecodingProblems {
    /// The element's heading.
    public var title: String?
    /// Text under the heading.
    public var description: String?
    /// The fields listed, in order.
    public var fieldInfos: [FieldInfo]?
    var decodingProblems: [PopupDiagnostic] = []

    /// Creates a fields element.
    public init(title: String? = nil, description: String? = nil, fieldInfos: [FieldInfo]? = nil) {
        self.title = title
        self.description = description
        self.fieldInfos = fieldInfos
    }

    private enum CodingKeys: String, CodingKey { case title, description, fieldInfos }

    /// Decodes the element; malformed field entries are left out with a diagnostic.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = container.tolerantDecode(String.self, forKey: .title, problems: &decodingProblems)
        description = container.tolerantDecode(String.self, forKey: .description, problems: &decodingProblems)
        fieldInfos = container.tolerantDecodeArray(of: FieldInfo.self, forKey: .fieldInfos, problems: &decodingProblems)
    }

    /// Encodes the members that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(fieldInfos, forKey: .fieldInfos)
    }
}

/// A `text` element: HTML with `{FIELD}` and `{expression/NAME}` tokens.
public struct TextElement: Sendable, Hashable, Codable {
    /// The HTML template.
    public var text: String?

    /// Creates a text element.
    public init(text: String?) { self.text = text }
}

/// A `media` element: images and charts.
public struct MediaElement: Sendable, Hashable, Codable, CarriesDecodingProblems {
    /// The element's heading.
    public var title: String?
    /// Text under the heading.
    public var description: String?
    /// The images and charts, in order.
    public var mediaInfos: [MediaInfo]?
    var decodingProblems: [PopupDiagnostic] = []

    /// Creates a media element.
    public init(title: String? = nil, description: String? = nil, mediaInfos: [MediaInfo]?) {
        self.title = title
        self.description = description
        self.mediaInfos = mediaInfos
    }

    private enum CodingKeys: String, CodingKey { case title, description, mediaInfos }

    /// Decodes the element; malformed or unknown media are left out with a diagnostic.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = container.tolerantDecode(String.self, forKey: .title, problems: &decodingProblems)
        description = container.tolerantDecode(String.self, forKey: .description, problems: &decodingProblems)
        mediaInfos = container.tolerantDecodeArray(of: MediaInfo.self, forKey: .mediaInfos, problems: &decodingProblems)
    }

    /// Encodes the members that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(mediaInfos, forKey: .mediaInfos)
    }
}

/// An `attachments` element: the app lists the feature's attachments here.
public struct AttachmentsElement: Sendable, Hashable, Codable {
    /// The element's heading.
    public var title: String?
    /// Text under the heading.
    public var description: String?
    /// `auto`, `preview` or `list`.
    public var displayType: String?

    /// Creates an attachments element.
    public init(title: String? = nil, description: String? = nil, displayType: String? = nil) {
        self.title = title
        self.description = description
        self.displayType = displayType
    }
}

/// A `relationship` element: the app lists the feature's related records of one relationship here.
public struct RelationshipElement: Sendable, Hashable, Codable {
    /// The layer relationship's id.
    public var relationshipId: Int
    /// The element's heading.
    public var title: String?
    /// Text under the heading.
    public var description: String?
    /// How many related records to show at first.
    public var displayCount: Int?
    /// The order of the related records.
    public var orderByFields: [OrderByField]?

    /// Creates a relationship element.
    public init(
        relationshipId: Int, title: String? = nil, description: String? = nil, displayCount: Int? = nil,
        orderByFields: [OrderByField]? = nil
    ) {
        self.relationshipId = relationshipId
        self.title = title
        self.description = description
        self.displayCount = displayCount
        self.orderByFields = orderByFields
    }
}

/// An `expression` element: an Arcade expression that returns an element (a dictionary of a `text`, `fields` or
/// `media` element, or text).
public struct ExpressionElement: Sendable, Hashable, Codable {
    /// The expression.
    public var expressionInfo: ExpressionInfo

    /// Creates an expression element.
    public init(expressionInfo: ExpressionInfo) { self.expressionInfo = expressionInfo }
}

/// A sort order of related records: a field and `asc` or `desc`.
public struct OrderByField: Sendable, Hashable, Codable {
    /// The field sorted by.
    public var field: String
    /// `asc` (the default) or `desc`.
    public var order: String?

    /// Creates a sort order.
    public init(field: String, order: String? = nil) {
        self.field = field
        self.order = order
    }
}

/// The classic viewer's related records setting (`relatedRecordsInfo`).
public struct RelatedRecordsInfo: Sendable, Hashable, Codable {
    /// Whether related records are shown.
    public var showRelatedRecords: Bool?
    /// Their order.
    public var orderByFields: [OrderByField]?

    /// Creates the setting.
    public init(showRelatedRecords: Bool? = nil, orderByFields: [OrderByField]? = nil) {
        self.showRelatedRecords = showRelatedRecords
        self.orderByFields = orderByFields
    }
}
