import ICUKit
import L10nRules
import Lproj

/// The units of one `.strings` table for one language: a unit per key the language should have, with the base's
/// text as source, the language's as target and the base's comment as note. The base is a `.strings` file in any
/// format (text, XML or binary property list) or, with Base Internationalization, an Interface Builder file
/// (`Base.lproj/Main.storyboard`, whose texts translate into `de.lproj/Main.strings`).
///
/// Plural variants (`stem.few`) follow the language: one unit for each category ICU's rules give it, needed or
/// optional (French `many`, DESIGN.md section 5), and for any other category the language's file already has: a
/// translation is never hidden (Hebrew `many`, gone from ICU 72's rules, is in ArcGIS.bundle's `he` file). A
/// variant's source is the base text it stands for: the base's same category when not empty, else its `other`
/// (`PluralVariant.baseKey`), never an empty placeholder. Keys only the language has are left out.
///
/// States are those Xcode 15 writes: a target equal to its source is `new` (a copy, not a translation yet), any
/// other target `translated` and `approved="yes"`, which translate-toolkit and other CAT tools read as translated;
/// a key the language lacks has no target. Each unit names its place in the base file (``XLIFFUnit/origin``).
struct StringsTableExport {
    /// The base's document of the table.
    var base: StringsDocument
    /// The base table's plural stems.
    var stems: Set<String>
    /// The language's document of the table, when it has one.
    var own: StringsDocument?
    /// Every plural category the language has.
    var categories: Set<PluralCategory>

    /// The units, in the base's order.
    func units() -> [XLIFFUnit] {
        let baseTable = base.table
        let entries = base.entriesByKey
        let ownTable = own?.table ?? [:]
        let ownComments = base.format == .interfaceBuilder ? own?.entriesByKey.mapValues(\.comment) ?? [:] : [:]
        var exportedStems = Set<String>()
        var units: [XLIFFUnit] = []
        for key in base.keys {
            guard let variant = PluralVariant(key: key), stems.contains(variant.stem) else {
                // An Interface Builder text has ibtool's comment (`Class = "NSTextFieldCell"; title = "...";
                // ObjectID = "...";`), derived from the base file; the language's own comment stands in where the
                // base has none (an intent definition's texts).
                let note = entries[key]?.comment ?? ownComments[key].flatMap { $0 }
                units.append(unit(key: key, source: baseTable[key] ?? "", target: ownTable[key], note: note,
                                  origin: entries[key]?.location, plural: nil))
                continue
            }
            guard exportedStems.insert(variant.stem).inserted else { continue }
            for category in PluralCategory.allCases {
                let variantKey = PluralVariant.key(stem: variant.stem, category: category)
                guard categories.contains(category) || ownTable[variantKey] != nil else { continue }
                let sourceKey = PluralVariant.baseKey(for: variantKey, stems: stems, in: baseTable)
                let origin = (entries[variantKey] ?? entries[sourceKey])?.location
                units.append(unit(
                    key: variantKey, source: baseTable[sourceKey] ?? "", target: ownTable[variantKey],
                    note: entries[sourceKey]?.comment, origin: origin,
                    plural: UnitPlural(prefix: variant.stem + ".", category: category)))
            }
        }
        return units
    }

    private func unit(
        key: String, source: String, target: String?, note: String?, origin: SourceLocation?, plural: UnitPlural?
    ) -> XLIFFUnit {
        let isTranslated = target.map { $0 != source } ?? false
        let state: XLIFFTargetState? = target.map { _ in isTranslated ? .translated : .new }
        var unit = XLIFFUnit(
            id: key, source: source, target: target, state: state, note: note, isApproved: isTranslated,
            plural: plural)
        unit.origin = origin
        return unit
    }
}
