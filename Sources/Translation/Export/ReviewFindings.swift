import L10nRules

/// The keys whose translation no longer fits its source, by language and table: those the checker reports with
/// `format-mismatch`, `token-mismatch` or `stale-translation`, found by one run of those rules over the bundle.
struct ReviewFindings {
    /// The rules whose findings make a translation stale.
    static let rules: [any Rule] = [FormatMismatchRule(), TokenMismatchRule(), StaleTranslationRule()]

    private var keys: Set<Place> = []

    /// The findings of ``rules`` in `context`.
    init(context: CheckContext) {
        for rule in Self.rules {
            for diagnostic in rule.check(context) {
                guard let language = diagnostic.language, let key = diagnostic.key else { continue }
                keys.insert(Place(language: language, table: diagnostic.table ?? "", key: key))
            }
        }
    }

    /// Whether the checker reports `key` of `table` in `language`.
    func contains(language: String, table: String, key: String) -> Bool {
        keys.contains(Place(language: language, table: table, key: key))
    }

    /// A key of a table of a language.
    private struct Place: Hashable {
        var language: String
        var table: String
        var key: String
    }
}

extension ExportSelection {
    /// Whether the selection writes `unit` of `file` for `language`.
    func includes(_ unit: XLIFFUnit, language: String, file: XLIFFFile, review: ReviewFindings?) -> Bool {
        let progress = unit.isApproved ? .translated : unit.state?.progress ?? .translated
        switch self {
        case .all: return true
        case .untranslated: return unit.target == nil || progress == .notTranslated
        case .stale:
            guard unit.target != nil, progress != .notTranslated else { return false }
            if progress == .needsReview { return true }
            return review?.contains(language: language, table: file.tableName, key: unit.key) ?? false
        }
    }
}

extension XLIFFFile {
    /// The table the file translates: the file name of its `original` without extension (`Localizable`, `Main`).
    var tableName: String {
        let name = original.split(separator: "/").last.map(String.init) ?? original
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
