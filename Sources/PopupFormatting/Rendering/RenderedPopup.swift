/// A popup rendered for one feature in one locale, laid out as ArcGIS shows it: the title, then the elements in order,
/// each ready to draw (field tables, sanitized HTML with its plain text, media with chart values, descriptors of
/// attachments and related records for the app to fill), and what could not be shown as asked.
public struct RenderedPopup: Sendable, Hashable, Codable {
    /// The locale it was rendered for, as a BCP 47 tag.
    public var locale: String
    /// Whether the locale's script runs from right to left: lay the popup out mirrored.
    public var isRightToLeft: Bool
    /// The title with its tokens replaced, as plain text.
    public var title: String
    /// The elements in the order the popup shows them.
    public var elements: [RenderedElement]
    /// What could not be shown as the definition asks (malformed parts, unreadable values, missing expression
    /// values, markup removed from HTML); the rest of the popup is shown.
    public var diagnostics: [PopupDiagnostic]

    /// Creates a rendered popup.
    public init(
        locale: String, isRightToLeft: Bool = false, title: String, elements: [RenderedElement],
        diagnostics: [PopupDiagnostic] = []
    ) {
        self.locale = locale
        self.isRightToLeft = isRightToLeft
        self.title = title
        self.elements = elements
        self.diagnostics = diagnostics
    }

    /// The rows of every field table, in order.
    public var fields: [RenderedField] {
        elements.flatMap { element -> [RenderedField] in
            if case .fields(let table) = element { return table.rows }
            return []
        }
    }
}

/// One field row of a rendered popup.
public struct RenderedField: Sendable, Hashable, Codable {
    /// The field's name, or `expression/NAME`.
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
