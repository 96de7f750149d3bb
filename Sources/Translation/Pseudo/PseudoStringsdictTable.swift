import ICUKit
import Lproj

/// The pseudo-localized `.stringsdict` file of one base table.
///
/// Keys, variable names, `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` stay as they are; the
/// format key (`NSStringLocalizedFormatKey`) is pseudo-localized as a whole text, around its `%#@name@` references,
/// and the forms of a plural variable as parts of it (in `en-XA`: accents and filler, the brackets being the format
/// key's). The forms of a device-specific or variable-width rule are whole texts.
struct PseudoStringsdictTable {
    /// The plural forms of the pseudo-language.
    var forms: PseudoPluralForms

    /// The file's entries: each key once (the entry Apple's runtime uses), in file order; of each variable and form
    /// the one Apple uses. A plural variable keeps every form of the base and, for `ar-XB`, gets Arabic's missing
    /// categories from its `other` form; its forms are in CLDR order, then any other forms.
    func entries(of base: StringsdictDocument) -> [StringsdictEntry] {
        let keepsFirst = base.format == .binary
        return StringsdictDuplicates.chosen(base.entries, keepingFirst: keepsFirst, by: \.key).map { entry in
            var result = entry
            result.formatKey = entry.formatKey.map { PseudoLocalizer.pseudoLocalize($0, style: forms.style) }
            result.variables = StringsdictDuplicates.chosen(entry.variables, keepingFirst: keepsFirst, by: \.name)
                .map { variable in pseudo(variable, keepingFirst: keepsFirst) }
            return result
        }
    }

    private func pseudo(_ variable: StringsdictVariable, keepingFirst: Bool) -> StringsdictVariable {
        var result = variable
        let chosen = StringsdictDuplicates.chosen(variable.forms, keepingFirst: keepingFirst, by: \.name)
        guard variable.isPlural else {
            result.forms = chosen.map { form in
                StringsdictForm(name: form.name, text: PseudoLocalizer.pseudoLocalize(form.text, style: forms.style))
            }
            return result
        }
        var base: [PluralCategory: String] = [:]
        var others: [StringsdictForm] = []
        for form in chosen {
            if let category = PluralCategory(rawValue: form.name) { base[category] = form.text } else { others.append(form) }
        }
        let other = base[.other]
        var texts = base
        for (category, text) in base { texts[category] = forms.text(text, category: category, other: other) }
        if let other {
            for category in forms.added(to: Set(base.keys)) { texts[category] = other }
        }
        let ordered = texts.sorted { $0.key < $1.key }.map { StringsdictForm(name: $0.key.rawValue, text: $0.value) }
        result.forms = (ordered + others).map { form in
            StringsdictForm(
                name: form.name, text: PseudoLocalizer.pseudoLocalize(form.text, style: forms.style, isWhole: false))
        }
        return result
    }
}
