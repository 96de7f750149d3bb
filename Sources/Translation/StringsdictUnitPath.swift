import ICUKit
import Lproj

/// What one `.stringsdict` unit translates: an entry's format key, or one form of one of its variables, as Xcode's
/// unit ids name them: `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` and `/KEY:dict/VAR:dict/FORM:dict/:string`.
struct StringsdictUnitPath: Hashable {
    /// The entry's key.
    var key: String
    /// The variable, or `nil` for the entry's format key.
    var variable: String?
    /// The form's name (a plural category, a device, a width), or `nil` for the format key.
    var form: String?

    /// What ends every id.
    static let idSuffix = ":dict/:string"
    /// What separates the names of an id.
    private static let separator = ":dict/"

    /// The path of a form of a variable, or of the format key when `variable` and `form` are `nil`.
    init(key: String, variable: String?, form: String?) {
        self.key = key
        self.variable = variable
        self.form = form
    }

    /// The path of an entry's format key.
    static func formatKey(of key: String) -> StringsdictUnitPath {
        StringsdictUnitPath(key: key, variable: nil, form: nil)
    }

    /// The unit id of the path.
    var id: String {
        let names = [key, variable ?? StringsdictEntry.formatKeyName] + (form.map { [$0] } ?? [])
        return "/" + names.joined(separator: Self.separator) + Self.idSuffix
    }

    /// The place of a plural variable's form among the variable's forms: the id less the category.
    static func plural(key: String, variable: String, category: PluralCategory) -> UnitPlural {
        UnitPlural(prefix: "/\(key)\(separator)\(variable)\(separator)", suffix: idSuffix, category: category)
    }

    /// The path `id` names in `base` (the base's entries by key), or `nil` when it is no `.stringsdict` id or names
    /// an entry or variable the base lacks. A key or variable holding `:dict/` makes an id readable in several ways;
    /// the one the base has counts.
    init?(id: String, in base: [String: StringsdictEntry]) {
        guard id.hasPrefix("/"), id.hasSuffix(Self.idSuffix) else { return nil }
        let names = id.dropFirst().dropLast(Self.idSuffix.count).components(separatedBy: Self.separator)
        guard names.count >= 2, let last = names.last else { return nil }
        if last == StringsdictEntry.formatKeyName {
            let key = names.dropLast().joined(separator: Self.separator)
            guard base[key]?.formatKey != nil else { return nil }
            self = .formatKey(of: key)
            return
        }
        for split in stride(from: names.count - 2, through: 1, by: -1) {
            let key = names[..<split].joined(separator: Self.separator)
            let variable = names[split..<(names.count - 1)].joined(separator: Self.separator)
            if base[key]?.variable(named: variable) != nil {
                self.init(key: key, variable: variable, form: last)
                return
            }
        }
        return nil
    }

    /// The base text the path translates: the format key; for a plural variable's category, the base's same
    /// form when it is there and not empty, else its `other`; for another variable's form, the base's same form.
    /// `nil` when the base (its entries by key) has none, or when a plural variable's form is no plural category.
    func source(in base: [String: StringsdictEntry]) -> String? {
        guard let entry = base[key] else { return nil }
        guard let variable else { return entry.formatKey }
        guard let baseVariable = entry.variable(named: variable), let form else { return nil }
        guard baseVariable.isPlural else { return baseVariable.form(form)?.text }
        guard PluralCategory(rawValue: form) != nil else { return nil }
        if let same = baseVariable.form(form), !same.text.isEmpty { return same.text }
        return baseVariable.form(PluralCategory.other.rawValue)?.text
    }

    /// The text a file (its entries by key) has at the path, or `nil` when it lacks it.
    func value(in entries: [String: StringsdictEntry]) -> String? {
        guard let entry = entries[key] else { return nil }
        guard let variable else { return entry.formatKey }
        return form.flatMap { entry.variable(named: variable)?.form($0)?.text }
    }
}
