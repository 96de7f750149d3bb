/// The kind of reason an import leaves a unit out.
public enum ImportSkipKind: Sendable, Equatable {
    /// Not translated yet: no `<target>`, or the state `new` or `needs-translation` (in any case) without
    /// `approved="yes"`. Expected in a partial translation.
    case notTranslated
    /// The target is empty and would replace a translation with empty text, or add an empty translation of a
    /// non-empty text (allowed with `XLIFFImport.Options.allowEmptyTargets`).
    case emptyTarget
    /// The unit names nothing in the bundle: no such key or table in the base language, or no target language.
    case notInBundle
    /// The `<file>`'s `target-language` matches no folder exactly, and several folders of its language could be
    /// meant (`de-DE` in a bundle with `de.lproj` and `de-AT.lproj`).
    case ambiguousLanguage
    /// The base text changed after the export, so the translation may be of an older text.
    case staleSource
    /// The target's format specifiers do not fit the base's (a crash or lost text at run time).
    case formatMismatch
    /// The unit holds markup the importer cannot represent in a `.strings` value (an element that is no XLIFF
    /// inline element, such as another tool's own, or an element inside a `<note>`).
    case unrepresentableMarkup
    /// The unit holds an `<x/>`, `<bx/>` or `<ex/>` placeholder whose original text the file does not give.
    case unresolvedPlaceholder
    /// An earlier unit of the same `<file>` has the unit's id; only the first is imported.
    case duplicateID
    /// The language's file of the table cannot be read, is no well-formed `.strings` or `.stringsdict` file, or
    /// cannot be written back in its format; every unit of the table is refused and the file is left alone.
    case unusableFile

    /// Whether the unit is refused for a fault in the XLIFF file or the bundle, rather than merely not translated
    /// yet or not part of the bundle.
    public var isRefusal: Bool {
        switch self {
        case .notTranslated, .notInBundle: false
        case .emptyTarget, .ambiguousLanguage, .staleSource, .formatMismatch, .unrepresentableMarkup,
             .unresolvedPlaceholder, .duplicateID, .unusableFile: true
        }
    }
}
