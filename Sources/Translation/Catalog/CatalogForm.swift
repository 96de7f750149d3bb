import ICUKit
import Lproj

/// One text of a String Catalog entry that a translator gets as a unit: the entry's own `stringUnit`, or one at the
/// end of a path through variations and substitutions, with the source text it translates.
struct CatalogForm: Sendable, Equatable {
    /// The entry's key.
    var key: String
    /// The steps from a localization to the unit, as `StringCatalogLeaf.components` names them
    /// (`["device", "iphone", "plural", "one"]`, `["substitutions", "count", "plural", "few"]`); empty for the
    /// entry's own unit.
    var components: [String]
    /// The source language's text the unit translates.
    var source: String

    /// What separates the key from the path in Xcode's unit ids (`%lld items|==|plural.one`).
    static let idSeparator = "|==|"

    /// The unit's id as Xcode writes it: the key, then `|==|` and the dotted path when there is a path.
    var id: String {
        components.isEmpty ? key : key + Self.idSeparator + components.joined(separator: ".")
    }

    /// The form's place among the forms of its innermost plural variation, or `nil` when no plural is on its path.
    var plural: UnitPlural? {
        let plural = StringCatalogVariationKind.plural.rawValue
        let steps = stride(from: components.count - 2, through: 0, by: -2)
        guard let index = steps.first(where: { components[$0] == plural }),
              let category = PluralCategory(rawValue: components[index + 1]) else { return nil }
        let after = components[(index + 2)...]
        return UnitPlural(
            prefix: key + Self.idSeparator + components[...index].joined(separator: ".") + ".",
            suffix: after.isEmpty ? "" : "." + after.joined(separator: "."), category: category)
    }

    /// The members from a localization of the entry to the unit's `stringUnit` object: a variation step
    /// (`plural`, `one`) is `variations.plural.one`, a substitution step (`substitutions`, `count`) is
    /// `substitutions.count`.
    var unitPath: [String] {
        stepPairs.flatMap { step, name in
            step == StringCatalogLocalization.substitutionsKey ? [step, name] : ["variations", step, name]
        } + ["stringUnit"]
    }

    /// The members from a localization to each substitution object on the way, outermost first.
    var substitutionPaths: [[String]] {
        var path: [String] = []
        var result: [[String]] = []
        for (step, name) in stepPairs {
            if step == StringCatalogLocalization.substitutionsKey {
                path += [step, name]
                result.append(path)
            } else {
                path += ["variations", step, name]
            }
        }
        return result
    }

    /// The path read as pairs: a variation kind with a case name, or `substitutions` with a substitution's name.
    private var stepPairs: [(String, String)] {
        stride(from: 0, to: components.count - 1, by: 2).map { (components[$0], components[$0 + 1]) }
    }
}
