import Lproj

/// Why sync leaves a file alone.
public enum SyncSkipReason: Sendable, Equatable, CustomStringConvertible {
    /// The file has syntax errors, so appending to it could lose or garble text.
    case syntaxErrors
    /// The file is no text `.strings` file (a binary or XML property list, a String Catalog).
    case notText(StringsFormat)
    /// `.stringsdict` files are not synced.
    case stringsdict
    /// The file cannot be read; the reason says why.
    case unreadable(String)
    /// The base language's file of the table, at this path, has syntax errors.
    case baseHasSyntaxErrors(String)
    /// The base language's table is in a String Catalog (`.xcstrings`), which a `.strings` file must not shadow.
    case baseInCatalog
    /// A String Catalog names a language by something that is no language ID, so no folder is made for it.
    case notALanguageID(String)
    /// Keys appended at the end would not read back as added (the file ends inside braces, say).
    case cannotAppend
    /// A file new-language makes would not read back as planned (a text holds a character no property list can hold,
    /// say); the reason says why.
    case wouldNotReadBack(String)
    /// A String Catalog has the language already (named so in it), so `new-language` leaves it as it is.
    case languagePresent(String)
    /// Keys were to be removed (`--prune`) from a file that does not write back byte for byte as it was read.
    case cannotPrune

    /// Whether the file is left alone because something is wrong with it (it cannot be read, has syntax errors,
    /// cannot take keys at its end, or names no language), rather than by design (`.stringsdict` files, property
    /// lists, tables kept in a catalog): the table stays out of sync, so the command must not report success.
    public var isRefusal: Bool {
        switch self {
        case .syntaxErrors, .unreadable, .baseHasSyntaxErrors, .notALanguageID, .cannotAppend, .cannotPrune,
             .wouldNotReadBack: true
        case .notText, .stringsdict, .baseInCatalog, .languagePresent: false
        }
    }

    /// One sentence for the command line.
    public var description: String {
        switch self {
        case .syntaxErrors: "has syntax errors; fix them first (l10n-check lists them)"
        case .notText(let format): "is a \(format.rawValue) file, not text; sync writes only text .strings files"
        case .stringsdict: ".stringsdict files are not synced; l10n-check lists what they lack"
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .baseHasSyntaxErrors(let path): "the base file \(path) has syntax errors; fix them first"
        case .baseInCatalog: "the base language keeps this table in a String Catalog; add the language there"
        case .notALanguageID(let name):
            "its language \"\(name)\" is no language ID, so no .lproj folder is made for it"
        case .cannotAppend: "keys added at the end of the file would not read back as added; add them by hand"
        case .wouldNotReadBack(let reason): "it would not read back as planned (\(reason)); nothing was written for it"
        case .languagePresent(let language): "the catalog has \(language) already; it is left as it is"
        case .cannotPrune:
            "the file does not write back exactly as it was read, so no key is removed from it; remove them by hand"
        }
    }
}
