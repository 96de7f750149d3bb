/// Removes dangerous declarations from inline `style` attribute values.
enum StyleFilter {
    /// Substrings (checked lower-cased with whitespace removed) that make a declaration unsafe.
    private static let forbidden = [
        "expression(", "url(", "image-set(", "javascript:", "vbscript:", "behavior", "-moz-binding", "@import", "\\", "/*",
    ]

    /// The outcome of filtering one `style` value.
    struct Result: Equatable {
        /// The filtered value, or `nil` when no declaration is left.
        var value: String?
        /// Property names of the removed declarations, in order.
        var removedProperties: [String]
    }

    /// Filters `style`; a value with nothing unsafe is returned unchanged.
    static func filter(_ style: String) -> Result {
        var kept: [String] = []
        var removed: [String] = []
        for declaration in declarations(in: style) {
            let trimmed = trim(declaration)
            if trimmed.isEmpty { continue }
            if isSafe(trimmed) {
                kept.append(trimmed)
            } else {
                removed.append(propertyName(of: trimmed))
            }
        }
        if kept.isEmpty { return Result(value: nil, removedProperties: removed) }
        let value = removed.isEmpty ? style : kept.joined(separator: "; ")
        return Result(value: value, removedProperties: removed)
    }

    /// Splits at semicolons that are not inside quotes or parentheses.
    private static func declarations(in style: String) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        var quote: Unicode.Scalar?
        var depth = 0
        for scalar in style.unicodeScalars {
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "(" {
                depth += 1
            } else if scalar == ")" {
                depth = max(0, depth - 1)
            } else if scalar == ";", depth == 0 {
                result.append(String(current))
                current = String.UnicodeScalarView()
                continue
            }
            current.append(scalar)
        }
        result.append(String(current))
        return result
    }

    private static func isSafe(_ declaration: String) -> Bool {
        let text = MatchingText(declaration)
        return !forbidden.contains { text.contains($0) }
    }

    private static func propertyName(of declaration: String) -> String {
        let name = trim(String(declaration.unicodeScalars.prefix { $0 != ":" })).lowercased()
        return name.isEmpty ? "invalid" : name
    }

    private static func trim(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
