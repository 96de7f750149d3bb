/// An image or chart of a popup (`mediaInfos[]`).
public struct MediaInfo: Sendable, Hashable, Codable {
    /// What the medium is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// An image, with an address and an optional link.
        case image
        /// A bar chart of field values.
        case barchart
        /// A column chart of field values.
        case columnchart
        /// A line chart of field values.
        case linechart
        /// A pie chart of field values.
        case piechart
    }

    /// What the medium is.
    public var type: Kind
    /// The title, a template.
    public var title: String?
    /// The caption, a template.
    public var caption: String?
    /// Alternative text for the image or chart, a template.
    public var altText: String?
    /// For images: seconds between reloads (0 or absent: none).
    public var refreshInterval: Double?
    /// The image's address or the chart's fields.
    public var value: MediaValue

    /// Creates a medium.
    public init(
        type: Kind, title: String? = nil, caption: String? = nil, altText: String? = nil,
        refreshInterval: Double? = nil, value: MediaValue
    ) {
        self.type = type
        self.title = title
        self.caption = caption
        self.altText = altText
        self.refreshInterval = refreshInterval
        self.value = value
    }

    private enum CodingKeys: String, CodingKey { case type, title, caption, altText, refreshInterval, value }

    /// Decodes a medium; an unknown `type` names the known ones, and `value` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath + [CodingKeys.type],
                debugDescription: "unknown media type \"\(name)\"; known types: "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        type = kind
        title = try container.decodeIfPresent(String.self, forKey: .title)
        caption = try container.decodeIfPresent(String.self, forKey: .caption)
        altText = try container.decodeIfPresent(String.self, forKey: .altText)
        refreshInterval = try container.decodeIfPresent(Double.self, forKey: .refreshInterval)
        value = try container.decode(MediaValue.self, forKey: .value)
    }
}

/// The `value` of a medium: an image's addresses, or a chart's fields.
public struct MediaValue: Sendable, Hashable, Codable {
    /// The image's address, a template.
    public var sourceURL: String?
    /// Where a tap on the image leads, a template.
    public var linkURL: String?
    /// The chart's fields, one bar or slice each.
    public var fields: [String]?
    /// A field each chart value is divided by.
    public var normalizeField: String?
    /// A field whose value is each chart value's tooltip.
    public var tooltipField: String?

    /// Creates a medium's value.
    public init(
        sourceURL: String? = nil, linkURL: String? = nil, fields: [String]? = nil, normalizeField: String? = nil,
        tooltipField: String? = nil
    ) {
        self.sourceURL = sourceURL
        self.linkURL = linkURL
        self.fields = fields
        self.normalizeField = normalizeField
        self.tooltipField = tooltipField
    }
}
