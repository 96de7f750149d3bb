import ICUKit
import Lproj

/// The units of one language's `.stringsdict` table, as Xcode exports them: for each entry of the base, a unit
/// for its format key and one for each form of each variable, with the base's text as source and the language's
/// as target.
///
/// A plural variable has a unit for each category of `categories` (the language's, from ICU's rules) and for any
/// other category the language's file has already, in CLDR order; its source is the base's same form when that is
/// there and not empty, else the base's `other`. Another variable (a device-specific or variable-width rule) has a
/// unit for each form of the base. A target equal to its source is marked `new`, any other `translated`; a form the
/// language lacks has no target. Entries and variables only the language has are left out, and so is a form whose
/// source the base lacks (a plural variable without `other`). A `.stringsdict` file holds no notes. Each unit
/// names the base's line its source stands on (``XLIFFUnit/origin``).
public enum StringsdictExport {
    /// The units of `own`, the language's file (`nil` when it has none), compared with `base`.
    public static func units(
        base: StringsdictDocument, own: StringsdictDocument?, categories: Set<PluralCategory>
    ) -> [XLIFFUnit] {
        let baseEntries = base.entriesByKey, ownEntries = own?.entriesByKey ?? [:]
        var units: [XLIFFUnit] = []
        var seenKeys = Set<String>()
        for key in base.entries.map(\.key) where seenKeys.insert(key).inserted {
            guard let entry = baseEntries[key] else { continue }
            let ownEntry = ownEntries[key]
            if let format = entry.formatKey {
                var formatUnit = unit(
                    id: StringsdictUnitPath.formatKey(of: key).id, source: format, target: ownEntry?.formatKey)
                formatUnit.origin = entry.formatKeyLocation ?? entry.location
                units.append(formatUnit)
            }
            var seenVariables = Set<String>()
            for name in entry.variables.map(\.name) where seenVariables.insert(name).inserted {
                guard let variable = entry.variable(named: name) else { continue }
                units += self.units(
                    of: variable, in: key, base: baseEntries, own: ownEntry?.variable(named: name),
                    categories: categories)
            }
        }
        return units
    }

    /// The units of one variable's forms.
    private static func units(
        of variable: StringsdictVariable, in key: String, base: [String: StringsdictEntry], own: StringsdictVariable?,
        categories: Set<PluralCategory>
    ) -> [XLIFFUnit] {
        let forms: [(name: String, plural: UnitPlural?)]
        if variable.isPlural {
            let present = Set((own?.forms ?? []).compactMap { PluralCategory(rawValue: $0.name) })
            forms = categories.union(present).sorted().map {
                ($0.rawValue, StringsdictUnitPath.plural(key: key, variable: variable.name, category: $0))
            }
        } else {
            var seen = Set<String>()
            forms = variable.forms.map(\.name).filter { seen.insert($0).inserted }.map { ($0, nil) }
        }
        return forms.compactMap { name, plural in
            let path = StringsdictUnitPath(key: key, variable: variable.name, form: name)
            guard let source = path.source(in: base) else { return nil }
            var unit = unit(id: path.id, source: source, target: own?.form(name)?.text)
            unit.plural = plural
            // The base's form the source comes from: its own, else `other` for a category the base lacks.
            unit.origin = (variable.form(name) ?? variable.form(PluralCategory.other.rawValue))?.location
                ?? variable.location
            return unit
        }
    }

    private static func unit(id: String, source: String, target: String?) -> XLIFFUnit {
        XLIFFUnit(id: id, source: source, target: target, state: target.map { $0 == source ? .new : .translated })
    }
}
