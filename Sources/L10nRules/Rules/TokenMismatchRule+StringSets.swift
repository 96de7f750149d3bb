import Lproj

extension TokenMismatchRule {
    /// The findings of the values of String Catalog string sets (see ``CatalogStringSets``): a value is right when
    /// its tokens are those of one of the base's values (`${applicationName}`, a parameter's `${name}`); its
    /// finding names what is missing or new against the base value at its place.
    func stringSetFindings(_ sets: CatalogStringSets) -> [Diagnostic] {
        sets.values.compactMap { value -> Diagnostic? in
            guard !value.text.isBlank else { return nil }
            func problem(against base: String) -> String? {
                TokenReference(key: value.key, variant: nil, text: base, otherText: nil)
                    .flatMap { mismatch($0, value: value.text, language: value.language) }
            }
            guard !value.baseValues.contains(where: { problem(against: $0) == nil }),
                  let found = problem(against: value.placedBaseValue) else { return nil }
            return diagnostic(
                "token mismatch in \(value.subject): \(found)", file: value.file, location: value.location,
                language: value.language, table: value.table, key: value.key)
        }
    }
}
