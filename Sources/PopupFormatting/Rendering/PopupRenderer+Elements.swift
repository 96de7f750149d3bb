extension PopupRenderer {
    /// The rendered form of one Map Viewer element (none for an expression element without a value).
    /// A `fields` element shows `rows` when given (resolved when the renderer was made), else its rows resolved now.
    func render(
        _ element: PopupElement, path: String, rows: [FieldRow]? = nil, context: inout RenderContext
    ) -> [RenderedElement] {
        switch element {
        case .fields(let fields):
            return [.fields(fieldTable(fields, rows: rows ?? fieldRows(fields), context: &context))]
        case .text(let text): return [.text(html(text.text ?? "", path: path, context: &context))]
        case .media(let media): return [.media(mediaGroup(media, path: path, context: &context))]
        case .attachments(let attachments):
            return [.attachments(AttachmentsDescriptor(
                title: plainText(attachments.title ?? "", context: &context),
                description: plainText(attachments.description ?? "", context: &context),
                displayType: attachments.displayType ?? "auto"))]
        case .relationship(let relationship):
            let title = relationship.title.map { plainText($0, context: &context) }
            return [.relationship(RelationshipDescriptor(
                relationshipId: relationship.relationshipId,
                title: title ?? catalog.relationships[relationship.relationshipId]?.name ?? "",
                description: plainText(relationship.description ?? "", context: &context),
                displayCount: relationship.displayCount, orderByFields: relationship.orderByFields ?? []))]
        case .expression(let expression):
            return expressionElement(expression, path: path, context: &context)
        }
    }

    /// An expression element: the element its value describes, rendered with the value's attributes, or its text.
    private func expressionElement(
        _ element: ExpressionElement, path: String, context: inout RenderContext
    ) -> [RenderedElement] {
        let info = element.expressionInfo
        let key = info.name ?? path
        switch expressions?.value(of: info, key: key, feature: context.feature.feature) {
        case .element(let inner, let attributes)?:
            if case .expression = inner {
                context.report(.malformedPart, path: path, "an expression element's value cannot be another expression")
                return []
            }
            // The expression's attributes first, then the feature's, for the element's tokens and rows.
            var innerContext = RenderContext(feature: FeatureValues(Feature(attributes: attributes.merging(
                context.feature.feature.attributes) { fromExpression, _ in fromExpression })))
            innerContext.diagnostics = context.diagnostics
            let rendered = render(inner, path: path, context: &innerContext)
            context.diagnostics = innerContext.diagnostics
            return rendered
        case .scalar(.string(let text))?:
            return [.text(html(text, path: path, context: &context))]
        case .scalar(.null)?:
            return []
        case .scalar(let other)?:
            return [.text(html(formatter.scalarText(other), path: path, context: &context))]
        case nil:
            let title = info.title.map { " (\"\($0)\")" } ?? ""
            context.report(.missingExpression, path: key == path ? path : "expression/\(key)",
                           "the expression element\(title) has no value; it is left out")
            return []
        }
    }

    /// A field table of `rows`, with the element's title and description.
    func fieldTable(_ element: FieldsElement?, rows: [FieldRow], context: inout RenderContext) -> RenderedFieldTable {
        RenderedFieldTable(
            title: plainText(element?.title ?? "", context: &context),
            description: plainText(element?.description ?? "", context: &context),
            rows: rows.map { row in
                RenderedField(
                    fieldName: row.info.fieldName, label: row.label,
                    value: displayValue(of: row.value, formatEntry: row.formatEntry, context: &context))
            })
    }

    /// The rows of a field table: the element's visible fields, else the popup's visible fields, else (for a
    /// popup that lists none) the layer's fields under their aliases.
    func fieldRows(_ element: FieldsElement?) -> [FieldRow] {
        let infos: [FieldInfo]
        if let own = element?.fieldInfos {
            infos = own.filter { $0.visible ?? true }
        } else if let listed = popup.fieldInfos {
            infos = listed.filter { $0.visible ?? true }
        } else {
            infos = catalog.layerFields.map { FieldInfo(fieldName: $0.name, label: $0.alias) }
        }
        return infos.map { info in
            let value = catalog.resolve(info.fieldName)
            let hasFormat = info.format != nil || info.fieldFormat != nil
            return FieldRow(
                info: info, label: label(of: info), value: value,
                formatEntry: hasFormat ? info : value.topLevelEntry ?? info)
        }
    }

    /// A field entry's label: its own unless empty or only spaces; for an expression, the expression's title;
    /// else the name.
    func label(of info: FieldInfo) -> String {
        if let label = info.label, label.hasVisibleCharacters { return label }
        if let name = FieldCatalog.expressionName(info.fieldName), let title = catalog.expression(named: name)?.title,
           !title.isEmpty {
            return title
        }
        return info.fieldName
    }

    /// HTML with every substituted value escaped, reduced to the allowed markup; what was removed is reported.
    func html(_ template: String, path: String, context: inout RenderContext) -> RenderedText {
        let filled = TemplateTokens.substitute(template) { name in
            HTMLEscaping.escape(displayValue(of: name, context: &context))
        }
        let sanitized = sanitizer.sanitize(filled)
        for removed in sanitized.removed { context.report(.removedMarkup, path: path, "removed \(removed)") }
        return RenderedText(html: sanitized.html, plainText: HTMLText.plainText(sanitized.html))
    }

    /// A template with its tokens replaced, as plain text (titles, captions, headings).
    func plainText(_ template: String, context: inout RenderContext) -> String {
        guard template.contains("{") else { return template }
        return TemplateTokens.substitute(template) { displayValue(of: $0, context: &context) }
    }
}
