/// A popup rendered for one feature in one locale: its title, description and visible fields.
public struct RenderedPopup: Sendable, Hashable, Codable {
    /// The title with its tokens replaced.
    public var title: String
    /// The description with its tokens replaced.
    public var description: String
    /// The visible fields in order, each with its label and formatted value.
    public var fields: [RenderedField]

    /// Creates a rendered popup.
    public init(title: String, description: String, fields: [RenderedField]) {
        self.title = title
        self.description = description
        self.fields = fields
    }
}

/// One field of a rendered popup.
public struct RenderedField: Sendable, Hashable, Codable {
    /// The field's name.
    public var fieldName: String
    /// The label shown.
    public var label: String
    /// The formatted value; empty for null or missing values.
    public var value: String

    /// Creates a rendered field.
    public init(fieldName: String, label: String, value: String) {
        self.fieldName = fieldName
        self.label = label
        self.value = value
    }
}
