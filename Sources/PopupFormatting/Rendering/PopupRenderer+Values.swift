extension PopupRenderer {
    /// A field's or expression's value as a template token (`{NAME}`, `{expression/NAME}`) shows it, formatted by
    /// the popup's top-level entry for it.
    func displayValue(of name: String, context: inout RenderContext) -> String {
        let resolved = catalog.resolve(name)
        return displayValue(of: resolved, formatEntry: resolved.topLevelEntry, context: &context)
    }

    /// A field's or expression's value as the popup shows it: a domain's or subtype's name, the value formatted by
    /// `formatEntry`, or empty for null and missing values. A value that does not read as its field's type is shown
    /// as it is, with a diagnostic.
    func displayValue(of field: ResolvedName, formatEntry: FieldInfo?, context: inout RenderContext) -> String {
        if let expression = field.expression {
            return expressionValue(expression, formatEntry: formatEntry, context: &context)
        }
        guard let value = context.feature.value(field.name), value != .null else { return "" }
        if let shown = catalog.domainName(of: field, value: value, feature: &context.feature) { return shown }
        do {
            // The domains were asked above, the subtype's first: a code missing there shows as it is.
            return try formatter.formatIgnoringDomain(value, fieldInfo: formatEntry, field: field.definition)
        } catch {
            context.report(.unreadableValue, path: "field \(field.name)", "\(error.description); shown as it is")
            return formatter.scalarText(value)
        }
    }

    /// The value of `{expression/NAME}` from the evaluator, formatted by its `returnType` and its field entry.
    private func expressionValue(_ name: String, formatEntry: FieldInfo?, context: inout RenderContext) -> String {
        let path = "expression/\(name)"
        guard let info = catalog.expression(named: name) else {
            context.report(.missingExpression, path: path, "the popup has no expressionInfo named \"\(name)\"")
            return ""
        }
        switch expressions?.value(of: info, key: info.name ?? name, feature: context.feature.feature) {
        case nil:
            context.report(.missingExpression, path: path, "no value was given for the expression; it shows as empty text")
            return ""
        case .element?:
            context.report(.malformedPart, path: path, "the expression's value is an element, not a value to show")
            return ""
        case .scalar(let value)?:
            guard value != .null else { return "" }
            let asNumber = info.returnType?.lowercased() == "number" || value.isNumber
            guard asNumber, let number = value.numericValue else { return formatter.scalarText(value) }
            do {
                return try formatter.format(.number(number), fieldInfo: formatEntry, field: nil)
            } catch {
                context.report(.unreadableValue, path: path, "\(error.description); shown as it is")
                return formatter.scalarText(value)
            }
        }
    }
}

extension PopupFormatter {
    /// A value as it is: text unchanged, a number as JavaScript writes it, `true`/`false`, empty for null.
    func scalarText(_ value: AttributeValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): JSNumberText.string(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: ""
        }
    }
}

extension AttributeValue {
    /// Whether the value is a JSON number.
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
