import ICUKit
import Lproj

/// Gathers the units a PO file holds for one table, in entry order, with each plural group's forms together.
///
/// A plural entry's forms are a group; an entry of its own whose id is a form's id of a group read before in the
/// same table, of a category the group lacks, joins that group (the writer writes forms outside the language's
/// `Plural-Forms` so). A group's units come out in CLDR order where the group's entry stands. A unit whose id an
/// earlier unit of the table has is kept with a ``XLIFFUnitProblem/Kind/duplicateID`` problem, as the XLIFF reader
/// does, so that the import refuses it alone.
struct POFileBuilder {
    /// The table's path (`original`).
    let original: String
    /// Where the table's first entry starts.
    let location: SourceLocation
    private var slots: [Slot] = []
    /// For the id of each form of each group (all six categories), the group's slot and the form's category.
    private var groupForms: [String: (slot: Int, category: PluralCategory)] = [:]
    private var ids = Set<String>()

    /// A unit or a plural group, in entry order.
    private enum Slot {
        case unit(XLIFFUnit)
        case group(UnitPlural.Group, [PluralCategory: XLIFFUnit])
    }

    /// An empty table at `original`, whose first entry is at `location`.
    init(original: String, location: SourceLocation) {
        self.original = original
        self.location = location
    }

    /// Adds the unit of an entry of its own.
    mutating func add(_ unit: XLIFFUnit) {
        if let form = groupForms[unit.id], case .group(let group, var forms) = slots[form.slot],
           forms[form.category] == nil {
            var member = checked(unit)
            member.plural = UnitPlural(prefix: group.prefix, suffix: group.suffix, category: form.category)
            forms[form.category] = member
            slots[form.slot] = .group(group, forms)
            return
        }
        slots.append(.unit(checked(unit)))
    }

    /// Adds the forms of a plural entry, each unit with its ``XLIFFUnit/plural``.
    mutating func add(group: UnitPlural.Group, forms: [XLIFFUnit]) {
        guard !forms.isEmpty else { return }
        let slot = slots.count
        var units: [PluralCategory: XLIFFUnit] = [:]
        for unit in forms {
            guard let category = unit.plural?.category else { continue }
            units[category] = checked(unit)
        }
        slots.append(.group(group, units))
        let plural = UnitPlural(prefix: group.prefix, suffix: group.suffix, category: .other)
        for category in PluralCategory.allCases where groupForms[plural.id(for: category)] == nil {
            groupForms[plural.id(for: category)] = (slot, category)
        }
    }

    /// The table's units in order.
    var units: [XLIFFUnit] {
        slots.flatMap { slot -> [XLIFFUnit] in
            switch slot {
            case .unit(let unit): [unit]
            case .group(_, let forms): forms.keys.sorted().compactMap { forms[$0] }
            }
        }
    }

    /// The unit, with a problem when an earlier unit of the table has its id.
    private mutating func checked(_ unit: XLIFFUnit) -> XLIFFUnit {
        guard !ids.insert(unit.id).inserted, let location = unit.location else { return unit }
        var duplicate = unit
        duplicate.problem = XLIFFUnitProblem(
            location: location, reason: "an earlier entry of \(original) has the id \"\(unit.id)\"", kind: .duplicateID)
        return duplicate
    }
}
