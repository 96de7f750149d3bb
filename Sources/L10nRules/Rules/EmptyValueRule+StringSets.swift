import Lproj

extension EmptyValueRule {
    /// The findings of the values of String Catalog string sets (see ``CatalogStringSets``): an empty (or blank)
    /// value where the base's value at its place has text. Apple offers the empty phrase as it is.
    func stringSetFindings(_ sets: CatalogStringSets, baseName: String) -> [Diagnostic] {
        sets.values.compactMap { value -> Diagnostic? in
            guard value.text.isBlank, !value.placedBaseValue.isBlank else { return nil }
            return diagnostic(
                "empty value for \(value.subject) in \(value.language): the base language \(baseName) has "
                    + StringsWriter.quoted(value.placedBaseValue),
                file: value.file, location: value.location, language: value.language, table: value.table,
                key: value.key)
        }
    }
}
