import Foundation
import ICUKit
import L10nRules
import Lproj

/// The `.stringsdict` file `new-language` makes for one base table: the base's entries with the plural forms of the
/// new language, written as an XML property list by the writer pseudo-localization uses.
struct NewLanguageStringsdict {
    /// ICU's plural rules of the new language, or `nil` when ICU has none for it (only `other` is written).
    var rules: PluralRules?

    /// The categories a plural variable of `valueType` gets: every category of the language, but those only decimals
    /// reach where the value type is an integer (`d`, `ld`: no Czech `many`); `other` always.
    func categories(forValueType valueType: String?) -> Set<PluralCategory> {
        rules?.categoriesToWrite(wholeNumbersOnly: PluralCategoryRule.isIntegerType(valueType)) ?? [.other]
    }

    /// The file's entries: each key, variable and form once, with the one Apple reads (of duplicates the last, the
    /// first in a binary file), in file order; format keys (`NSStringLocalizedFormatKey`), spec and value types as
    /// the base has them. A plural variable gets a form for each of its `categories(forValueType:)`, in CLDR order, with the text of the
    /// base's form of that category when it is there and not empty, else the base's `other` (the source an export
    /// gives the unit, so the texts stand in as untranslated); a category with neither is left out, and so is a
    /// form of the base that is no category of the language. Another variable (a device-specific or variable-width
    /// rule) keeps the base's forms.
    func entries(of base: StringsdictDocument) -> [StringsdictEntry] {
        let keepsFirst = base.format == .binary
        return StringsdictDuplicates.chosen(base.entries, keepingFirst: keepsFirst, by: \.key).map { entry in
            var result = entry
            result.variables = StringsdictDuplicates.chosen(entry.variables, keepingFirst: keepsFirst, by: \.name)
                .map { variable in
                    var kept = variable
                    let forms = StringsdictDuplicates.chosen(variable.forms, keepingFirst: keepsFirst, by: \.name)
                    kept.forms = variable.isPlural
                        ? pluralForms(from: forms, categories: categories(forValueType: variable.valueType)) : forms
                    return kept
                }
            return result
        }
    }

    /// The forms of a plural variable whose base forms are `forms` (each name once).
    private func pluralForms(from forms: [StringsdictForm], categories: Set<PluralCategory>) -> [StringsdictForm] {
        var texts: [String: String] = [:]
        for form in forms { texts[form.name] = form.text }
        let other = texts[PluralCategory.other.rawValue]
        return categories.sorted().compactMap { category in
            let own = texts[category.rawValue].flatMap { $0.isEmpty ? nil : $0 }
            return (own ?? other).map { StringsdictForm(name: category.rawValue, text: $0) }
        }
    }

    /// Adds to `plan` the write that creates `relative` (the new language's file, relative to the bundle at
    /// `bundlePath`) from `base`, the base language `baseName`'s file; lists the file as skipped instead when the base
    /// has errors or the new file would not read back as planned.
    func plan(
        _ base: StringsdictDocument, as relative: String, bundlePath: String, baseName: String,
        into plan: inout SyncPlan
    ) {
        let path = (bundlePath as NSString).appendingPathComponent(relative)
        if base.hasErrors {
            let basePath = (bundlePath as NSString).appendingPathComponent(base.path)
            return plan.skip(path, because: .baseHasSyntaxErrors(basePath))
        }
        let entries = entries(of: base)
        guard let bytes = StringsdictXMLWriter.bytes(of: entries) else {
            return plan.skip(path, because: .wouldNotReadBack("a text holds a character no property list can hold"))
        }
        guard StringsdictXMLWriter.readsBack(bytes, as: entries, path: relative) else {
            return plan.skip(path, because: .wouldNotReadBack("its texts would read back otherwise"))
        }
        let keys = entries.map(\.key)
        let count = keys.count == 1 ? "1 key" : "\(keys.count) keys"
        let written = entries.flatMap(\.variables).filter(\.isPlural).flatMap(\.forms)
        let forms = Set(written.compactMap { PluralCategory(rawValue: $0.name) }).sorted().map(\.rawValue)
            .joined(separator: ", ")
        let write = FileWrite(
            path: path, bytes: bytes, expected: nil,
            summary: "create \(relative) with \(count) of the base \(baseName), its text standing in until "
                + "translated" + (forms.isEmpty ? "" : " (plural forms \(forms))"))
        plan.record(write, adding: keys)
    }
}
