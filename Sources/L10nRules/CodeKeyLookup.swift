import CodeKeys
import Lproj

/// Finds the key of a table that a call of the code looks up, as Xcode and the runtime find it: the key as written;
/// for a key built from interpolations (`Text("\(n) items")`, read `%@ items`), the key with any specifier in their
/// places (`%lld items`, which Xcode wrote from the value's type); a String Catalog's key even when it has only
/// variations. Each table's keys are gathered once, when a call first asks about it.
struct CodeKeyLookup {
    /// Where a table's key was found.
    enum Holder: Equatable {
        /// The base language's table (or catalog entry).
        case base
        /// Only translations' tables.
        case translations
    }

    let context: CheckContext
    /// The keys of each table that only translations have, by table.
    private var translationKeys: [String: Set<String>] = [:]
    /// Each table's keys by their specifier-neutral form, and who holds them, by table.
    private var neutralKeys: [String: [String: (key: String, holder: Holder)]] = [:]

    init(context: CheckContext) {
        self.context = context
    }

    /// The key of `table` that `call` (whose key is `key`, written in full) looks up, and who holds it; `nil` when no
    /// language's table has it.
    mutating func find(_ key: String, of call: LocalizationCall, table: String) -> (key: String, holder: Holder)? {
        if context.baseFacts[table]?.index.number(of: key) != nil || context.catalogKeys.hasEntry(key, table: table) {
            return (key, .base)
        }
        if keysOfTranslations(table).contains(key) { return (key, .translations) }
        guard call.hasInterpolatedSpecifiers, key.containsUTF8(UInt8(ascii: "%")) else { return nil }
        return neutral(table)[CodeUsage.specifierNeutral(key)]
    }

    /// The keys of `table` that translations have and the base lacks.
    mutating func keysOfTranslations(_ table: String) -> Set<String> {
        if let known = translationKeys[table] { return known }
        var keys = Set<String>()
        for language in context.translations where language.folder.tables[table] != nil {
            keys.formUnion(context.facts(of: language, table: table).otherKeys)
        }
        translationKeys[table] = keys
        return keys
    }

    /// The keys of `table` that hold a `%`, by specifier-neutral form: the base's first.
    private mutating func neutral(_ table: String) -> [String: (key: String, holder: Holder)] {
        if let known = neutralKeys[table] { return known }
        var found: [String: (key: String, holder: Holder)] = [:]
        func add(_ key: String, _ holder: Holder) {
            guard key.containsUTF8(UInt8(ascii: "%")) else { return }
            let neutral = CodeUsage.specifierNeutral(key)
            if found[neutral] == nil { found[neutral] = (key, holder) }
        }
        for key in context.baseFacts[table]?.index.keys ?? [] { add(key, .base) }
        for key in context.catalogKeys.entryKeys(ofTable: table) { add(key, .base) }
        for key in keysOfTranslations(table) { add(key, .translations) }
        neutralKeys[table] = found
        return found
    }

    /// Whether some language of the bundle has `table`.
    func hasTable(_ table: String) -> Bool {
        context.languages.contains { $0.folder.tables[table] != nil }
    }
}

extension CodeKeyLookup {
    /// What users see where `call` finds no text for `key` in any table: its default value, the key as the code
    /// writes it (a key that reads as text: `"Current profile:"`, `"%@ items"`), or the key itself
    /// (`settings.title`).
    static func shown(for key: String, call: LocalizationCall) -> String {
        if let value = call.value, !value.isEmpty {
            return "users of every language see the call's default value \(StringsWriter.quoted(value))"
        }
        if call.hasInterpolatedSpecifiers { return "users of every language see it as the code writes it, with its values" }
        if readsAsText(key) { return "users of every language see it as the code writes it" }
        return "users see the key itself"
    }

    /// Whether a key reads as text rather than as an identifier: it holds a space, or it is one word without `.` or
    /// `_` between its letters and no capital inside it (`Cancel`, `auto`), where `settings.title`, `alert_title` and
    /// `settingsTitle` are identifiers.
    static func readsAsText(_ key: String) -> Bool {
        if key.utf8.allSatisfy({ $0 < 0x80 }) { return readsAsText(ascii: Array(key.utf8)) }
        if key.unicodeScalars.contains(where: { $0.properties.isWhitespace }) { return true }
        let scalars = Array(key.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where index > 0 && index < scalars.count - 1 {
            if scalar == "." || scalar == "_" { return false }
            if scalar.properties.isUppercase, scalars[index - 1].properties.isLowercase { return false }
        }
        return true
    }

    /// ``readsAsText(_:)`` for a key of ASCII bytes, without asking Unicode's tables.
    private static func readsAsText(ascii bytes: [UInt8]) -> Bool {
        if bytes.contains(where: { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }) { return true }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        for index in bytes.indices.dropFirst().dropLast() {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") { return false }
            if isUpper(byte), isLower(bytes[index - 1]) { return false }
        }
        return true
    }
}
