/// One element of a rendered popup. Encoded as an object with a `type` (`fields`, `text`, `media`, `attachments`,
/// `relationship`, `lastEditInfo`) and the element's members.
public enum RenderedElement: Sendable, Hashable, Codable {
    /// A table of field labels and values.
    case fields(RenderedFieldTable)
    /// HTML reduced to safe markup, and the text it shows.
    case text(RenderedText)
    /// Images and charts.
    case media(RenderedMediaGroup)
    /// Where the app lists the feature's attachments.
    case attachments(AttachmentsDescriptor)
    /// Where the app lists related records of one relationship (or of all, for the classic layout).
    case relationship(RelationshipDescriptor)
    /// Where the app shows who last edited the feature and when.
    case lastEditInfo

    private enum CodingKeys: String, CodingKey { case type }

    /// Decodes by `type`.
    public init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .type)
        switch type {
        case "fields": self = .fields(try RenderedFieldTable(from: decoder))
        case "text": self = .text(try RenderedText(from: decoder))
        case "media": self = .media(try RenderedMediaGroup(from: decoder))
        case "attachments": self = .attachments(try AttachmentsDescriptor(from: decoder))
        case "relationship": self = .relationship(try RelationshipDescriptor(from: decoder))
        case "lastEditInfo": self = .lastEditInfo
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "unknown rendered element type \"\(type)\""))
        }
    }

    /// Encodes the element's members and its `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .type)
        switch self {
        case .fields(let table): try table.encode(to: encoder)
        case .text(let text): try text.encode(to: encoder)
        case .media(let group): try group.encode(to: encoder)
        case .attachments(let descriptor): try descriptor.encode(to: encoder)
        case .relationship(let descriptor): try descriptor.encode(to: encoder)
        case .lastEditInfo: break
        }
    }

    /// The `type` it is encoded with.
    public var typeName: String {
        switch self {
        case .fields: "fields"
        case .text: "text"
        case .media: "media"
        case .attachments: "attachments"
        case .relationship: "relationship"
        case .lastEditInfo: "lastEditInfo"
        }
    }
}

/// A rendered field table.
public struct RenderedFieldTable: Sendable, Hashable, Codable {
    /// The heading, plain text; empty for none.
    public var title: String
    /// Text under the heading, plain text; empty for none.
    public var description: String
    /// The rows, in order.
    public var rows: [RenderedField]

    /// Creates a field table.
    public init(title: String = "", description: String = "", rows: [RenderedField]) {
        self.title = title
        self.description = description
        self.rows = rows
    }
}

/// Rendered HTML: only allowed tags and attributes, every substituted value escaped; and the text it shows.
public struct RenderedText: Sendable, Hashable, Codable {
    /// The sanitized HTML, for web views and HTML-to-attributed-text converters.
    public var html: String
    /// The text a reader sees, for plain labels and accessibility.
    public var plainText: String

    /// Creates rendered text.
    public init(html: String, plainText: String) {
        self.html = html
        self.plainText = plainText
    }
}

/// A rendered group of images and charts.
public struct RenderedMediaGroup: Sendable, Hashable, Codable {
    /// The heading, plain text; empty for none.
    public var title: String
    /// Text under the heading, plain text; empty for none.
    public var description: String
    /// The images and charts, in order.
    public var items: [RenderedMedia]

    /// Creates a media group.
    public init(title: String = "", description: String = "", items: [RenderedMedia]) {
        self.title = title
        self.description = description
        self.items = items
    }
}

/// A rendered image or chart: texts formatted, the image's addresses filled in, the chart's values read.
public struct RenderedMedia: Sendable, Hashable, Codable {
    /// What it is.
    public var kind: MediaInfo.Kind
    /// The title, plain text.
    public var title: String
    /// The caption, plain text.
    public var caption: String
    /// Alternative text, plain text.
    public var altText: String
    /// The image's address with its tokens replaced (each value percent-encoded); `nil` for charts.
    public var imageURL: String?
    /// Where a tap leads, with its tokens replaced; `nil` when nowhere.
    public var linkURL: String?
    /// Seconds between reloads of the image; `nil` for none.
    public var refreshInterval: Double?
    /// The chart's values, one per field, in order; empty for images.
    public var chartValues: [ChartValue]

    /// Creates a rendered medium.
    public init(
        kind: MediaInfo.Kind, title: String, caption: String, altText: String, imageURL: String? = nil,
        linkURL: String? = nil, refreshInterval: Double? = nil, chartValues: [ChartValue] = []
    ) {
        self.kind = kind
        self.title = title
        self.caption = caption
        self.altText = altText
        self.imageURL = imageURL
        self.linkURL = linkURL
        self.refreshInterval = refreshInterval
        self.chartValues = chartValues
    }
}

/// One bar, column, point or slice of a chart.
public struct ChartValue: Sendable, Hashable, Codable {
    /// The field it comes from.
    public var fieldName: String
    /// The field's label.
    public var label: String
    /// The value to plot (divided by the normalize field's value when there is one); `nil` when the field holds
    /// no number.
    public var value: Double?
    /// The value as the field list shows it (the plotted value, as a number in the locale, when normalized).
    public var formattedValue: String
    /// The tooltip field's value, formatted; `nil` without a tooltip field.
    public var tooltip: String?

    /// Creates a chart value.
    public init(fieldName: String, label: String, value: Double?, formattedValue: String, tooltip: String? = nil) {
        self.fieldName = fieldName
        self.label = label
        self.value = value
        self.formattedValue = formattedValue
        self.tooltip = tooltip
    }
}

/// Where the app lists a feature's attachments (fetched from the layer).
public struct AttachmentsDescriptor: Sendable, Hashable, Codable {
    /// The heading, plain text; empty for the app's own.
    public var title: String
    /// Text under the heading, plain text.
    public var description: String
    /// `auto`, `preview` or `list`.
    public var displayType: String

    /// Creates a descriptor.
    public init(title: String = "", description: String = "", displayType: String = "auto") {
        self.title = title
        self.description = description
        self.displayType = displayType
    }
}

/// Where the app lists a feature's related records (fetched from the layer).
public struct RelationshipDescriptor: Sendable, Hashable, Codable {
    /// The relationship's id; `nil` for all of the layer's relationships (the classic `relatedRecordsInfo`).
    public var relationshipId: Int?
    /// The heading, plain text: the element's title, else the relationship's name; empty for the app's own.
    public var title: String
    /// Text under the heading, plain text.
    public var description: String
    /// How many records to show at first; `nil` for the app's choice.
    public var displayCount: Int?
    /// The records' order.
    public var orderByFields: [OrderByField]

    /// Creates a descriptor.
    public init(
        relationshipId: Int?, title: String = "", description: String = "", displayCount: Int? = nil,
        orderByFields: [OrderByField] = []
    ) {
        self.relationshipId = relationshipId
        self.title = title
        self.description = description
        self.displayCount = displayCount
        self.orderByFields = orderByFields
    }
}
