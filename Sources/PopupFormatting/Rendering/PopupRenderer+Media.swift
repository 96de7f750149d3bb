extension PopupRenderer {
    /// A media element's images and charts, each with its texts formatted and its addresses or values filled in.
    func mediaGroup(_ element: MediaElement, path: String, context: inout RenderContext) -> RenderedMediaGroup {
        var items: [RenderedMedia] = []
        for (index, info) in (element.mediaInfos ?? []).enumerated() {
            items.append(media(info, path: "\(path).mediaInfos[\(index)]", context: &context))
        }
        return RenderedMediaGroup(
            title: plainText(element.title ?? "", context: &context),
            description: plainText(element.description ?? "", context: &context), items: items)
    }

    private func media(_ info: MediaInfo, path: String, context: inout RenderContext) -> RenderedMedia {
        var rendered = RenderedMedia(
            kind: info.type, title: plainText(info.title ?? "", context: &context),
            caption: plainText(info.caption ?? "", context: &context),
            altText: plainText(info.altText ?? "", context: &context))
        if info.type == .image {
            rendered.imageURL = url(info.value.sourceURL, path: path + ".value.sourceURL", context: &context)
            rendered.linkURL = url(info.value.linkURL, path: path + ".value.linkURL", context: &context)
            rendered.refreshInterval = info.refreshInterval.flatMap { $0 > 0 ? $0 : nil }
            return rendered
        }
        let divisor = info.value.normalizeField.flatMap { context.feature.value($0)?.numericValue }
        for field in info.value.fields ?? [] {
            let number = context.feature.value(field)?.numericValue
            var value = number
            var formatted: String
            if let number, let divisor, divisor != 0 {
                value = number / divisor
                formatted = (try? formatter.format(
                    .number(number / divisor), fieldInfo: Self.normalizedFormat, field: nil)) ?? ""
            } else {
                formatted = displayValue(of: field, context: &context)
            }
            if divisor == 0, number != nil {
                context.report(.unreadableValue, path: path, "the normalize field is 0; values are not divided")
            }
            rendered.chartValues.append(ChartValue(
                fieldName: field, label: chartLabel(field), value: value, formattedValue: formatted,
                tooltip: info.value.tooltipField.map { displayValue(of: $0, context: &context) }))
        }
        return rendered
    }

    /// Normalized chart values: at most three decimals, digits grouped.
    private static let normalizedFormat = FieldInfo(fieldName: "", format: FieldInfoFormat(digitSeparator: true))

    /// A chart field's label: the popup's entry for it, else the layer's alias, else its name.
    private func chartLabel(_ field: String) -> String {
        if let info = catalog.fieldInfo(named: field) { return label(of: info) }
        if let alias = catalog.field(named: field)?.alias, !alias.isEmpty { return alias }
        return field
    }

    /// An image or link address with its tokens filled in: a template that is one token takes the value as it is
    /// (a field holding a whole address); otherwise each value is percent-encoded. Only http, https and relative
    /// addresses are kept, by the sanitizer's `URLPolicy`; any other scheme (`javascript:`, `data:`) is removed
    /// with a diagnostic.
    private func url(_ template: String?, path: String, context: inout RenderContext) -> String? {
        guard let template, !template.isEmpty else { return nil }
        let whole = template.hasPrefix("{") && template.hasSuffix("}")
            && template.dropFirst().firstIndex(of: "{") == nil
        let filled = TemplateTokens.substitute(template) { name in
            let value = displayValue(of: name, context: &context)
            return whole ? value : URLText.percentEncoded(value)
        }
        let trimmed = filled.trimmingSpaces()
        guard !trimmed.isEmpty else { return nil }
        if let rejection = URLPolicy.rejection(of: trimmed, allowing: URLPolicy.mediaSchemes) {
            context.report(.removedMarkup, path: path, "removed \(rejection); only http, https and relative addresses")
            return nil
        }
        return trimmed
    }
}
