/// Renders one popup definition for many features: the definition, the layer's fields and the expressions are
/// indexed once, and each `render(_:)` lays out one feature's popup as ArcGIS shows it.
///
/// Rendering never fails: a value that does not read as its field's type shows as it is, an expression without a
/// value shows as empty text, and each such case is a diagnostic on the rendered popup.
public struct PopupRenderer: Sendable {
    /// The popup rendered.
    public let popup: PopupDefinition
    /// The layer's fields, types and relationships, when known.
    public let layer: LayerDefinition?
    /// The locale and time zone.
    public let formatter: PopupFormatter
    /// Where `{expression/NAME}` values come from.
    public let expressions: (any ExpressionEvaluator)?
    let catalog: FieldCatalog
    let sanitizer = HTMLSanitizer()
    /// The classic layout's field table, resolved once.
    private var classicRows: [FieldRow] = []
    /// Each popup element's path in diagnostics and, for a `fields` element, its rows resolved once.
    private var elementPlans: [(path: String, rows: [FieldRow]?)] = []

    /// A renderer of `popup` for `formatter`'s locale and time zone, with the layer's field definitions (coded
    /// values, subtypes, aliases) and an evaluator of the popup's Arcade expressions when the app has them.
    public init(
        popup: PopupDefinition, layer: LayerDefinition? = nil, formatter: PopupFormatter,
        expressions: (any ExpressionEvaluator)? = nil
    ) {
        self.popup = popup
        self.layer = layer
        self.formatter = formatter
        self.expressions = expressions
        catalog = FieldCatalog(popup: popup, layer: layer)
        classicRows = popup.popupElements == nil ? fieldRows(nil) : []
        elementPlans = (popup.popupElements ?? []).enumerated().map { index, element in
            if case .fields(let fields) = element { return ("popupElements[\(index)]", fieldRows(fields)) }
            return ("popupElements[\(index)]", nil)
        }
    }

    /// The popup of one feature.
    public func render(_ feature: Feature) -> RenderedPopup {
        var context = RenderContext(feature: FeatureValues(feature))
        context.diagnostics = popup.decodingProblems + (layer?.decodingProblems ?? [])
        let title = plainText(popup.title ?? "", context: &context)
        var elements: [RenderedElement] = []
        if let popupElements = popup.popupElements {
            for (element, plan) in zip(popupElements, elementPlans) {
                elements += render(element, path: plan.path, rows: plan.rows, context: &context)
            }
        } else {
            elements = classicElements(context: &context)
        }
        if popup.showLastEditInfo == true { elements.append(.lastEditInfo) }
        return RenderedPopup(
            locale: formatter.locale, isRightToLeft: formatter.isRightToLeft, title: title, elements: elements,
            diagnostics: context.diagnostics)
    }

    /// The classic layout: the description, or else the field table; then media, attachments, related records.
    private func classicElements(context: inout RenderContext) -> [RenderedElement] {
        var elements: [RenderedElement] = []
        if let description = popup.description, !description.isEmpty {
            elements.append(.text(html(description, path: "description", context: &context)))
        } else {
            elements.append(.fields(fieldTable(nil, rows: classicRows, context: &context)))
        }
        if let media = popup.mediaInfos, !media.isEmpty {
            elements.append(.media(mediaGroup(MediaElement(mediaInfos: media), path: "mediaInfos", context: &context)))
        }
        if popup.showAttachments == true { elements.append(.attachments(AttachmentsDescriptor())) }
        if let related = popup.relatedRecordsInfo, related.showRelatedRecords == true {
            let order = related.orderByFields ?? []
            let relationships = layer?.relationships ?? []
            if relationships.isEmpty {
                elements.append(.relationship(RelationshipDescriptor(relationshipId: nil, orderByFields: order)))
            }
            for relationship in relationships {
                elements.append(.relationship(RelationshipDescriptor(
                    relationshipId: relationship.id, title: relationship.name ?? "", orderByFields: order)))
            }
        }
        return elements
    }

    /// A template with its tokens replaced by the values as a field table shows them, as plain text.
    public func renderTemplate(_ template: String, feature: Feature) -> String {
        var context = RenderContext(feature: FeatureValues(feature))
        return plainText(template, context: &context)
    }
}

/// The state of one feature's rendering: its values, the diagnostics so far, and which were reported.
struct RenderContext {
    var feature: FeatureValues
    var diagnostics: [PopupDiagnostic] = []
    /// Diagnostics already reported, so a field shown twice has one diagnostic.
    private var reported: Set<PopupDiagnostic> = []

    init(feature: FeatureValues) { self.feature = feature }

    /// Adds a diagnostic unless the same one was reported already.
    mutating func report(_ kind: PopupDiagnostic.Kind, path: String, _ message: String) {
        let diagnostic = PopupDiagnostic(kind: kind, path: path, message: message)
        guard reported.insert(diagnostic).inserted else { return }
        diagnostics.append(diagnostic)
    }
}
