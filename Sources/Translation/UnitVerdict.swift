import Lproj

/// What an import does with one unit, judged by its state against the base text it translates and the language's
/// current value: the same for every kind of table, so that a `.strings` key, a `.stringsdict` form and a String
/// Catalog variation are taken or left out alike.
enum UnitVerdict: Equatable {
    /// The unit is taken with this value, and noted when its state asks for it.
    case accept(String, UnitNote?)
    /// The unit is left out, for this kind of reason, in these words.
    case skip(ImportSkipKind, String)

    /// What an import notes of a unit it takes.
    struct UnitNote: Equatable {
        /// What the note is about.
        var kind: ImportNote.Kind
        /// The note in words.
        var message: String
    }

    /// The verdict on `unit`, whose base text is `source` (`nil` when the base has no such key or form) and whose
    /// language's current value is `existing` (`nil` when the language lacks it); `baseName` names the base
    /// language in reasons.
    ///
    /// Left out: a unit with no target or not translated by its state (unless `approved="yes"`); one the base lacks;
    /// one whose source is no longer the base's text; an empty target that would empty a translation or add an empty
    /// translation of a non-empty text, unless `allowEmptyTargets`. Taken with a note: a state asking for a review,
    /// a tool's own `x-` state.
    static func of(
        _ unit: XLIFFUnit, source: String?, existing: String?, baseName: String, allowEmptyTargets: Bool
    ) -> UnitVerdict {
        guard let target = unit.target else { return .skip(.notTranslated, "no target") }
        var note: UnitNote?
        if !unit.isApproved, let state = unit.state {
            switch state.progress {
            case .notTranslated: return .skip(.notTranslated, "state \(state.rawValue): not translated yet")
            case .needsReview:
                note = UnitNote(kind: .needsReview, message: "imported, but its state \(state.rawValue) asks for a review")
            case .translated where state.isExtension:
                note = UnitNote(
                    kind: .customState, message: "imported as translated; its state \(state.rawValue) is its tool's own")
            case .translated: break
            }
        }
        guard let source else { return .skip(.notInBundle, "the base language \(baseName) has no such key") }
        guard source == unit.source else {
            return .skip(.staleSource, "the base text changed after the export (now \(StringsWriter.quoted(source))); "
                + "translate the new text")
        }
        if target.isEmpty, !allowEmptyTargets {
            if let existing, !existing.isEmpty {
                return .skip(.emptyTarget, "the target is empty and does not replace the translation "
                    + "\(StringsWriter.quoted(existing)); import with --allow-empty to empty it")
            }
            if existing == nil, !source.isEmpty {
                return .skip(.emptyTarget, "the target is empty and adds no translation; "
                    + "import with --allow-empty to add it empty")
            }
        }
        return .accept(target, note)
    }
}
