/// The defects a generated language file carries, at small rates that depend only on the seed, and how many of
/// each one file got.
struct Defects: Sendable {
    /// Chances per million entries of a translated (not base) file.
    static let missingKey = 400, extraKey = 200, duplicateKey = 50, formatMismatch = 200, untranslated = 400,
        emptyValue = 200

    var missingKeys = 0, extraKeys = 0, duplicateKeys = 0, formatMismatches = 0, untranslatedValues = 0,
        emptyValues = 0, syntaxErrors = 0

    /// The sum of two files' counts.
    static func + (a: Defects, b: Defects) -> Defects {
        Defects(
            missingKeys: a.missingKeys + b.missingKeys, extraKeys: a.extraKeys + b.extraKeys,
            duplicateKeys: a.duplicateKeys + b.duplicateKeys, formatMismatches: a.formatMismatches + b.formatMismatches,
            untranslatedValues: a.untranslatedValues + b.untranslatedValues, emptyValues: a.emptyValues + b.emptyValues,
            syntaxErrors: a.syntaxErrors + b.syntaxErrors)
    }

    /// One line: "missing keys 12, extra keys 3, ...".
    var summary: String {
        "\(missingKeys) missing keys, \(extraKeys) extra keys, \(duplicateKeys) duplicate keys, "
            + "\(formatMismatches) format mismatches, \(untranslatedValues) untranslated, \(emptyValues) empty values, "
            + "\(syntaxErrors) syntax error" + (syntaxErrors == 1 ? "" : "s")
    }
}
