import Lproj

extension FormatMismatchRule {
    /// The findings of the values of String Catalog string sets (see ``CatalogStringSets``): a value is compared
    /// with each base value as a translation with its base text, and is right when it reads as one of them; its
    /// finding names the problems against the base value at its place. A base value that is no format is compared
    /// as the `.strings` path does: only an added object specifier (`%@`) is a problem.
    func stringSetFindings(_ sets: CatalogStringSets, baseName: String) -> [Diagnostic] {
        sets.values.compactMap { value -> Diagnostic? in
            let translation = FormatString(value.text)
            func problems(against base: String) -> [FormatProblem] {
                let reference = FormatString(base)
                guard reference.isFormat || translation.readsObject else { return [] }
                var comparison = FormatComparison(
                    base: reference.isFormat ? reference.arguments : [:], baseName: baseName,
                    language: value.language)
                comparison.baseMixes = reference.mixesPositionalAndPlain
                return comparison.problems(translation)
            }
            guard !value.baseValues.contains(where: { problems(against: $0).isEmpty }) else { return nil }
            let problems = problems(against: value.placedBaseValue)
            guard let severity = problems.map(\.severity).min() else { return nil }
            return diagnostic(
                "format mismatch in \(value.subject): " + problems.map(\.detail).joined(separator: "; "),
                file: value.file, location: value.location, language: value.language, table: value.table,
                key: value.key, severity: severity)
        }
    }
}
