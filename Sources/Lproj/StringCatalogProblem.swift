/// A defect in the structure of a String Catalog that is otherwise well-formed JSON.
///
/// `key` is the entry's key; `path` is the place inside the entry: the language, then variation kinds with case
/// names and `substitutions` with a name (`ru.plural.few`, `fr.substitutions.count`), then a member's name where
/// the problem is a member (`ru.plural.few.stringUnit.value`). Top-level problems have no key.
public enum StringCatalogProblem: Sendable, Hashable {
    /// The file's JSON value is not an object.
    case rootNotObject(kind: String)
    /// The catalog has no `version`.
    case missingVersion
    /// The catalog has no `sourceLanguage`.
    case missingSourceLanguage
    /// The catalog has no `strings`.
    case missingStrings
    /// A member whose value has the wrong kind, such as `strings` that is an array.
    case wrongType(key: String?, path: String, expected: String, found: String)
    /// An entry of `strings` whose value is not an object.
    case entryNotObject(key: String, kind: String)
    /// A `stringUnit` without `value`.
    case missingValue(key: String, path: String)
    /// A `stringUnit` without `state`.
    case missingState(key: String, path: String)
    /// A `stringSet` without `values`.
    case missingValues(key: String, path: String)
    /// A `stringSet` without `state`.
    case missingSetState(key: String, path: String)
    /// A `state` other than `new`, `translated`, `needs_review` and `stale`.
    case unknownState(String, key: String, path: String)
    /// A variation kind other than `plural` and `device`.
    case unknownVariationKind(String, key: String, path: String)
    /// A case of a plural variation that is no CLDR plural category.
    case unknownPluralCategory(String, key: String, path: String)
    /// A localization (or variation case) with neither `stringUnit`, `stringSet` nor `variations` (or with empty
    /// `variations`).
    case emptyLocalization(key: String, path: String)
    /// A member that appears more than once in one object; the last one counts.
    case duplicateMember(String, key: String?, path: String)

    /// What the problem is, in one sentence without its place.
    public var summary: String {
        switch self {
        case .rootNotObject(let kind): "the file holds \(kind), not a String Catalog object"
        case .missingVersion: "the catalog has no \"version\""
        case .missingSourceLanguage: "the catalog has no \"sourceLanguage\""
        case .missingStrings: "the catalog has no \"strings\""
        case .wrongType(let key, let path, let expected, let found):
            "\(describe(key, path)) is \(found), not \(expected)"
        case .entryNotObject(let key, let kind): "the entry \(quoted(key)) is \(kind), not an object"
        case .missingValue(let key, let path): "the stringUnit of \(describe(key, path)) has no \"value\""
        case .missingState(let key, let path): "the stringUnit of \(describe(key, path)) has no \"state\""
        case .missingValues(let key, let path): "the stringSet of \(describe(key, path)) has no \"values\""
        case .missingSetState(let key, let path): "the stringSet of \(describe(key, path)) has no \"state\""
        case .unknownState(let state, let key, let path):
            "unknown state \(quoted(state)) in \(describe(key, path)) (the states are "
                + "\(list(StringCatalogState.allCases.map(\.rawValue))))"
        case .unknownVariationKind(let kind, let key, let path):
            "unknown variation kind \(quoted(kind)) in \(describe(key, path)) (the kinds are "
                + "\(list(StringCatalogVariationKind.allCases.map(\.rawValue))))"
        case .unknownPluralCategory(let category, let key, let path):
            "unknown plural category \(quoted(category)) in \(describe(key, path)) (the categories are "
                + "\(list(StringCatalogVariationKind.pluralCategories)))"
        case .emptyLocalization(let key, let path):
            "\(describe(key, path)) has neither \"stringUnit\", \"stringSet\" nor \"variations\""
        case .duplicateMember(let name, let key, let path):
            "\(quoted(name)) appears more than once in \(describe(key, path)); the last one counts"
        }
    }

    /// Errors break the catalog or lose text; a missing state, an empty localization, a duplicate member or an
    /// unknown plural category are warnings.
    public var severity: Severity {
        switch self {
        case .missingState, .missingSetState, .emptyLocalization, .duplicateMember, .unknownPluralCategory: .warning
        default: .error
        }
    }
}

/// The place of a problem in words: `the catalog`, `"version"`, `the entry "k"`, `"k" at ru.plural.few`.
private func describe(_ key: String?, _ path: String) -> String {
    guard let key else { return path.isEmpty ? "the catalog" : quoted(path) }
    return path.isEmpty ? "the entry \(quoted(key))" : "\(quoted(key)) at \(path)"
}

/// A key in double quotes, escaped, as messages show keys.
private func quoted(_ text: String) -> String { StringsWriter.quoted(text) }

/// `a, b or c`.
private func list(_ items: [String]) -> String {
    items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
}
