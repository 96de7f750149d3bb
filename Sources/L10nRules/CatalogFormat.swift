import Lproj

/// A String Catalog unit's text read as a format, with each `%#@name@` and `%arg` read as the argument its
/// substitution names (`argNum`, `formatSpecifier`), so that catalogs are compared argument by argument.
struct CatalogFormat: Sendable {
    /// The text as a format, substitutions resolved.
    var format: FormatString
    /// The key of the entry the unit belongs to.
    var entryKey = ""
    /// Where the unit's text stands.
    var location: SourceLocation?
    /// The unit's path in the entry's localization (`["device", "iphone"]`, `["plural", "one"]`), as `tableLeaves`
    /// gives it.
    var components: [String] = []
    /// The position plain specifiers start at: a substitution's argument in its forms, else 1.
    var firstPlainPosition = 1
    /// Whether the unit is a form of a substitution, which reads only its own argument (like a `.stringsdict` form).
    var isSubstitutionForm = false
    /// Whether the text names a substitution (`%#@count@`), whose forms show arguments for it.
    var readsSubstitutions = false
    /// The argument the plural selector of a form consumes, which the form may leave out (even before an argument it
    /// reads): a substitution's own argument, or the count of a plural variation of the text; `nil` for a unit in
    /// no plural variation.
    var selectorArgument: Int?
    /// Whether the unit is a string set seen as one unit (its first value): sets are checked value by value
    /// (``CatalogStringSets``).
    var isStringSet = false

    /// The formats of every unit of `language` in `catalog`, by the key `StringCatalog.table(for:)` gives it.
    /// Substitutions the language's localization lacks are taken from the source language's.
    static func formats(of catalog: StringCatalog, language: String) -> [String: CatalogFormat] {
        var result: [String: CatalogFormat] = [:]
        for entry in catalog.entries where entry.isRequired {
            // Made when a unit first needs it: most units read no substitution and are in no plural variation.
            var made: CatalogEntryArguments?
            func arguments() -> CatalogEntryArguments {
                if let made { return made }
                let arguments = CatalogEntryArguments(entry: entry, language: language, source: catalog.sourceLanguage)
                made = arguments
                return arguments
            }
            for (key, leaf) in catalog.tableLeaves(of: entry, for: language) {
                guard let value = leaf.unit.value else { continue }
                var format = CatalogFormat(
                    format: FormatString(value), entryKey: entry.key, location: leaf.unit.valueLocation,
                    components: leaf.components)
                format.isStringSet = leaf.stringSet != nil
                if let name = leaf.substitution {
                    guard let substitution = arguments().substitution(named: name) else { continue }
                    format.resolveArgumentPlaceholders(substitution, position: arguments().position(of: name))
                } else {
                    format.resolveVariables { arguments().substitution(named: $0) }
                }
                if leaf.pluralCategory != nil {
                    format.selectorArgument = leaf.substitution.map { arguments().position(of: $0) }
                        ?? arguments().count
                }
                result[key] = format
            }
        }
        return result
    }

    /// The argument type a substitution's `formatSpecifier` (`lld`) reads, or `nil` when it has none or it is
    /// no single valid specifier.
    private static func type(of substitution: StringCatalogSubstitution) -> FormatArgumentType? {
        guard let specifier = substitution.formatSpecifier else { return nil }
        let parsed = FormatString("%" + specifier)
        guard parsed.specifiers.count == 1, parsed.invalidSpecifiers.isEmpty else { return nil }
        return parsed.specifiers[0].type
    }

    /// In a form of `substitution`, which reads argument `position`: `%arg` (which reads as `%a` followed by `rg`)
    /// is that argument, and plain specifiers start at it.
    private mutating func resolveArgumentPlaceholders(_ substitution: StringCatalogSubstitution, position: Int) {
        isSubstitutionForm = true
        firstPlainPosition = position
        let scalars = Array(format.text.unicodeScalars)
        for index in format.specifiers.indices {
            let specifier = format.specifiers[index]
            let end = specifier.offset + specifier.text.unicodeScalars.count
            guard specifier.text == "%a", end + 1 < scalars.count, scalars[end] == "r", scalars[end + 1] == "g"
            else { continue }
            format.specifiers[index].text = "%arg"
            format.specifiers[index].argument = .position(position)
            if let type = Self.type(of: substitution) { format.specifiers[index].type = type }
        }
    }

    /// In a text with substitutions: each `%#@name@` reads the argument its substitution names, as its type. The
    /// other specifiers keep the positions Apple gives them in the text as written, where a plain `%#@name@` takes
    /// its turn (`%#@photos@ in %@`: the `%@` is argument 2), and so does a substitution without `argNum`.
    private mutating func resolveVariables(_ substitution: (String) -> StringCatalogSubstitution?) {
        guard format.specifiers.contains(where: { if case .variable = $0.type { true } else { false } }) else { return }
        readsSubstitutions = true
        var next = 1
        func numbered(_ reference: FormatArgumentReference?) -> FormatArgumentReference? {
            guard reference == .next else { return reference }
            next += 1
            return .position(next - 1)
        }
        for index in format.specifiers.indices {
            format.specifiers[index].widthArgument = numbered(format.specifiers[index].widthArgument)
            format.specifiers[index].precisionArgument = numbered(format.specifiers[index].precisionArgument)
            format.specifiers[index].argument = numbered(format.specifiers[index].argument) ?? .next
        }
        for index in format.specifiers.indices {
            guard case .variable(let name) = format.specifiers[index].type, let found = substitution(name) else {
                continue
            }
            if let position = found.argNum { format.specifiers[index].argument = .position(position) }
            if let type = Self.type(of: found) { format.specifiers[index].type = type }
        }
    }
}
