extension PopupRenderer {
    /// A field's or expression's value as the popup shows it: a domain's or subtype's name, the value formatted by
    /// the entry's format (or the popup's top-level entry for the field), or empty for null and missing values.
    /// A value that does not read as its field's type is shown as it is, with a diagnostic.
    func displayValue(of name: String, entry: FieldInfo?, context: inout RenderContext) -> String {
        if let expression = Self.expressionName(name) {
            return expressionValue(expression, entry: entry, context: &context)
        }
        guard let value = context.feature.value(name), value != .null else { return "" }
        let field = catalog.field(named: name)
        if let shown = catalog.domainName(field: name, definition: field, value: value, feature: &context.feature) {
            return shown
        }
        do {
            // The domains were asked above, the subtype's first: a code missing there shows as it is.
            return try formatter.formatIgnoringDomain(value, fieldInfo: formatEntry(for: name, entry), field: field)
        } catch {
            context.report(.unreadableValue, path: "field \(name)", "\(error.description); shown as it is")
            return formatter.scalarText(value)
        }
    }

    /// The value of `{expression/NAME}` from the evaluator, formatted by its `returnType` and its field entry.
    private func expressionValue(_ name: String, entry: FieldInfo?, context: inout RenderContext) -> String {
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
                return try formatter.format(.number(number), fieldInfo: formatEntry(for: path, entry), field: nil)
            } catch {
                context.report(.unreadableValue, path: path, "\(error.description); shown as it is")
                return formatter.scalarText(value)
            }
        }
    }

    /// The entry whose format applies: `entry` when it has a format, else the popup's top-level entry for the name
    /// (a `fields` element's rows often leave the format to it).
    private func formatEntry(for name: String, _ entry: FieldInfo?) -> FieldInfo? {
        if let entry, entry.format != nil || entry.fieldFormat != nil { return entry }
        return catalog.fieldInfo(named: name) ?? entry
    }

    /// `NAME` of an `expression/NAME` reference, matched without regard to case; `nil` for a field name.
    static func expressionName(_ name: String) -> String? {
        let prefix = "expression/".utf8
        let bytes = name.utf8
        guard bytes.count > prefix.count, zip(bytes, prefix).allSatisfy({ ASCII.lowercased($0) == $1 }) else {
            return nil
        }
        return String(name.dropFirst(prefix.count))
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
