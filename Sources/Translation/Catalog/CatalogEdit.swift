import Lproj

/// A unit an import takes into a String Catalog: the text it sets in one language, and what the catalog holds there
/// now.
struct CatalogEdit {
    /// The catalog language the unit goes to.
    var language: String
    /// The text of the source language the unit translates.
    var form: CatalogForm
    /// The unit as read.
    var unit: XLIFFUnit
    /// The value the unit sets.
    var value: String
    /// What the import notes of the unit, if anything.
    var note: UnitVerdict.UnitNote?
    /// The current value, `nil` when the language has no unit there.
    var currentValue: String?
    /// The current state as written, `nil` when absent.
    var currentState: String?

    /// The state the unit gets: `needs_review` when its XLIFF state asks for a review, else `translated`; but a
    /// value that stays keeps its state when that state exports as the same progress (an unchanged
    /// `machine_translated` or state-less unit is not rewritten), so that importing an export unchanged writes
    /// nothing; and a review state never takes back an unchanged translation (Xcode ignores unfinished states too):
    /// PO marks `fuzzy` a translation whose line breaks differ from its source's, which is no review. `nil` when the
    /// unit keeps having no state.
    var state: String? {
        let wanted = note?.kind == .needsReview ? CatalogUnitState.needsReview : CatalogUnitState.translated
        if currentValue == value {
            let current = CatalogUnitState.xliffState(of: currentState).progress
            if current == CatalogUnitState.xliffState(of: wanted).progress
                || (wanted == CatalogUnitState.needsReview && current == .translated) {
                return currentState
            }
        }
        return wanted
    }

    /// Whether the unit changes the catalog: its value or its state.
    var changesCatalog: Bool { currentValue != value || currentState != state }

    /// The members from an entry to the unit's `stringUnit` in `language`.
    func unitPath(in language: String) -> [String] { ["localizations", language] + form.unitPath }

    /// Writes the unit into `entry`, making what is missing as Xcode does: the localization, variations and cases,
    /// and substitutions with the source language's `argNum` and `formatSpecifier`.
    func apply(to entry: inout JSONNode, sourceLanguage: String) {
        Self.write(value, state: state, of: form, language: language, into: &entry, sourceLanguage: sourceLanguage)
    }

    /// Writes `value` as the unit of `form` in `language` into `entry`, with `state` when it is not `nil`, making
    /// what is missing as Xcode does: the localization, variations and cases, and substitutions with the source
    /// language's `argNum` and `formatSpecifier`.
    static func write(
        _ value: String, state: String?, of form: CatalogForm, language: String, into entry: inout JSONNode,
        sourceLanguage: String
    ) {
        for path in form.substitutionPaths where entry.node(at: ["localizations", language] + path) == nil {
            let source = entry.node(at: ["localizations", sourceLanguage] + path)?.value.members ?? []
            let copied = source.filter { $0.key == "argNum" || $0.key == "formatSpecifier" }
            entry.editObject(at: ["localizations", language] + path) { substitution in
                for member in copied { substitution.setMember(member.key, to: JSONNode(member.value.value)) }
            }
        }
        let unitPath = ["localizations", language] + form.unitPath
        entry.editObject(at: unitPath) { unit in
            if let state { unit.setMember("state", to: JSONNode(.string(state))) }
            unit.setMember("value", to: JSONNode(.string(value)))
        }
    }
}
