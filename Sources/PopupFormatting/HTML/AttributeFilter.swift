/// Applies the attribute allow-list, URL policy, style filter and link hardening to one tag.
enum AttributeFilter {
    /// Returns the attributes of `tag` that may be written, appending a description of each removal to `removed`.
    static func filter(_ tag: HTMLTag, removed: inout [String]) -> [HTMLAttribute] {
        var kept: [HTMLAttribute] = []
        for attribute in tag.attributes {
            guard HTMLAllowList.allows(attribute: attribute.name, on: tag.name) else {
                removed.append("\(attribute.name) attribute of <\(tag.name)>")
                continue
            }
            if attribute.name == "style" {
                let result = StyleFilter.filter(attribute.value)
                for property in result.removedProperties {
                    removed.append("\(property) declaration in style of <\(tag.name)>")
                }
                if let value = result.value { kept.append(HTMLAttribute(name: "style", value: value)) }
                continue
            }
            if let problem = urlProblem(attribute) ?? URLPolicy.embeddedScriptScheme(in: attribute.value) {
                removed.append("\(problem) in \(attribute.name) of <\(tag.name)>")
                continue
            }
            kept.append(attribute)
        }
        return hardenedLinks(kept)
    }

    private static func urlProblem(_ attribute: HTMLAttribute) -> String? {
        guard let schemes = URLPolicy.allowedSchemes(for: attribute.name) else { return nil }
        return URLPolicy.rejection(of: attribute.value, allowing: schemes)
    }

    /// Ensures `target="_blank"` links carry `rel="noopener noreferrer"`, keeping other rel tokens.
    private static func hardenedLinks(_ attributes: [HTMLAttribute]) -> [HTMLAttribute] {
        guard let target = attributes.first(where: { $0.name == "target" }),
              tokens(of: target.value) == ["_blank"] else { return attributes }
        var result = attributes
        guard let relIndex = result.firstIndex(where: { $0.name == "rel" }) else {
            result.append(HTMLAttribute(name: "rel", value: "noopener noreferrer"))
            return result
        }
        let existing = tokens(of: result[relIndex].value)
        let missing = ["noopener", "noreferrer"].filter { !existing.contains($0) }
        if existing.isEmpty {
            result[relIndex].value = missing.joined(separator: " ")
        } else if !missing.isEmpty {
            result[relIndex].value += " " + missing.joined(separator: " ")
        }
        return result
    }

    /// The lower-cased, whitespace-separated tokens of an attribute value.
    private static func tokens(of value: String) -> [String] {
        value.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }
}
