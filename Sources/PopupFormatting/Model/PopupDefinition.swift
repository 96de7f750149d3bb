/// A popup as the web map specification defines it (`popupInfo`), as Map Viewer (with `popupElements`) and the
/// classic viewer (with `description`, `fieldInfos` and `mediaInfos`) save it.
///
/// Decoding is tolerant: a malformed or unknown part (an element of an unknown type, a `format` that is no object)
/// is left out and listed in `decodingProblems`, and the rest renders. Only JSON that is no object at all fails.
public struct PopupDefinition: Sendable, Hashable, Codable, CarriesDecodingProblems {
    /// The title template, with `{FIELD}` and `{expression/NAME}` tokens.
    public var title: String?
    /// The classic description: HTML with tokens, shown instead of the field table when set.
    public var description: String?
    /// The fields' labels and formats; with `popupElements`, Map Viewer hides them here (`visible: false`) and
    /// lists them in `fields` elements.
    public var fieldInfos: [FieldInfo]?
    /// The elements as Map Viewer lays them out; when absent, the classic layout applies.
    public var popupElements: [PopupElement]?
    /// The Arcade expressions `{expression/NAME}` tokens and `expression/NAME` fields refer to.
    public var expressionInfos: [ExpressionInfo]?
    /// The classic images and charts.
    public var mediaInfos: [MediaInfo]?
    /// Whether the classic layout lists attachments.
    public var showAttachments: Bool?
    /// Whether the classic layout lists related records.
    public var relatedRecordsInfo: RelatedRecordsInfo?
    /// Whether the popup shows who last edited the feature and when.
    public var showLastEditInfo: Bool?
    /// The parts decoding left out, each with its path and why; empty for a definition made in code.
    public internal(set) var decodingProblems: [PopupDiagnostic] = []

    /// Creates a popup definition.
    public init(
        title: String? = nil, description: String? = nil, fieldInfos: [FieldInfo]? = nil,
        popupElements: [PopupElement]? = nil, expressionInfos: [ExpressionInfo]? = nil,
        mediaInfos: [MediaInfo]? = nil, showAttachments: Bool? = nil, relatedRecordsInfo: RelatedRecordsInfo? = nil,
        showLastEditInfo: Bool? = nil
    ) {
        self.title = title
        self.description = description
        self.fieldInfos = fieldInfos
        self.popupElements = popupElements
        self.expressionInfos = expressionInfos
        self.mediaInfos = mediaInfos
        self.showAttachments = showAttachments
        self.relatedRecordsInfo = relatedRecordsInfo
        self.showLastEditInfo = showLastEditInfo
    }

    private enum CodingKeys: String, CodingKey {
        case title, description, fieldInfos, popupElements, expressionInfos, mediaInfos, showAttachments
        case relatedRecordsInfo, showLastEditInfo
    }

    /// The members a popup definition has; an object with none of them is no popup.
    public static let memberNames = [
        "title", "description", "fieldInfos", "popupElements", "expressionInfos", "mediaInfos", "showAttachments",
        "relatedRecordsInfo", "showLastEditInfo",
    ]

    /// Decodes a popup, leaving out each malformed or unknown part with a diagnostic in `decodingProblems`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var problems: [PopupDiagnostic] = []
        title = container.tolerantDecode(String.self, forKey: .title, problems: &problems)
        description = container.tolerantDecode(String.self, forKey: .description, problems: &problems)
        fieldInfos = container.tolerantDecodeArray(of: FieldInfo.self, forKey: .fieldInfos, problems: &problems)
        popupElements = container.tolerantDecodeArray(
            of: PopupElement.self, forKey: .popupElements, problems: &problems)
        expressionInfos = container.tolerantDecodeArray(
            of: ExpressionInfo.self, forKey: .expressionInfos, problems: &problems)
        mediaInfos = container.tolerantDecodeArray(of: MediaInfo.self, forKey: .mediaInfos, problems: &problems)
        showAttachments = container.tolerantDecode(Bool.self, forKey: .showAttachments, problems: &problems)
        relatedRecordsInfo = container.tolerantDecode(
            RelatedRecordsInfo.self, forKey: .relatedRecordsInfo, problems: &problems)
        showLastEditInfo = container.tolerantDecode(Bool.self, forKey: .showLastEditInfo, problems: &problems)
        decodingProblems = problems
    }

    /// Encodes the members that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(fieldInfos, forKey: .fieldInfos)
        try container.encodeIfPresent(popupElements, forKey: .popupElements)
        try container.encodeIfPresent(expressionInfos, forKey: .expressionInfos)
        try container.encodeIfPresent(mediaInfos, forKey: .mediaInfos)
        try container.encodeIfPresent(showAttachments, forKey: .showAttachments)
        try container.encodeIfPresent(relatedRecordsInfo, forKey: .relatedRecordsInfo)
        try container.encodeIfPresent(showLastEditInfo, forKey: .showLastEditInfo)
    }
}
