import Lproj
import Yams

extension ConfigurationReader {
    /// What a glob is matched against, for the checks of its shape.
    enum GlobKind {
        /// A folder's path relative to the folder searched (`exclude`).
        case folder
        /// A key (`ignore_keys`).
        case key
    }

    /// The pairs of a mapping; any other node is an error naming `shape`.
    func mapping(_ node: Node, at place: String?, shape: String) throws(ConfigurationError) -> [(Node, Node)] {
        guard case .mapping(let mapping) = node else { throw mistake(node, at: place, expected: shape) }
        return mapping.map { ($0.key, $0.value) }
    }

    /// A mapping's key, which must be one of `known`.
    func keyText(_ node: Node, known: [String], at place: String?) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node else { throw mistake(node, at: place, expected: "a key") }
        guard known.contains(scalar.string) else {
            let keys = known.sorted().joined(separator: ", ")
            throw ConfigurationError(
                path: path,
                reason: "unknown key \(Self.quoted(scalar.string))\(place.map { " in \($0)" } ?? "")"
                    + "\(Self.suggestion(for: scalar.string, among: known)); keys: \(keys)",
                location: location(node))
        }
        return scalar.string
    }

    /// Text, written plain or quoted; not empty.
    func text(_ node: Node, at place: String) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty else {
            throw mistake(node, at: place, expected: Self.shape(of: place))
        }
        return scalar.string
    }

    /// A list of texts.
    func texts(_ node: Node, at place: String) throws(ConfigurationError) -> [String] {
        guard case .sequence(let sequence) = node else { throw mistake(node, at: place, expected: "a list of texts, such as [OK, Email]") }
        var texts: [String] = []
        for item in sequence {
            guard case .scalar(let scalar) = item else { throw mistake(item, at: place, expected: "text") }
            texts.append(scalar.string)
        }
        return texts
    }

    /// A list of globs, each checked for a shape that could match something.
    func globs(_ node: Node, at place: String, kind: GlobKind) throws(ConfigurationError) -> [String] {
        let example = kind == .folder ? "[\"**/Pods/**\", \"Vendor/**\"]" : "[\"debug.*\", \"*.preview\"]"
        guard case .sequence(let sequence) = node else { throw mistake(node, at: place, expected: "a list of globs, such as \(example)") }
        var globs: [String] = []
        for item in sequence {
            guard case .scalar(let scalar) = item else { throw mistake(item, at: place, expected: "a glob (text)") }
            if let problem = Self.problem(inGlob: scalar.string, kind: kind) {
                throw ConfigurationError(path: path, reason: "\(place): \(problem)", location: location(item))
            }
            globs.append(scalar.string)
        }
        return globs
    }

    /// A list of rule ids.
    func ruleIDs(_ node: Node, at place: String) throws(ConfigurationError) -> [String] {
        guard case .sequence(let sequence) = node else {
            throw mistake(node, at: place, expected: "a list of rule ids, such as [extra-key]")
        }
        var ids: [String] = []
        for item in sequence { ids.append(try ruleID(item, at: place)) }
        return ids
    }

    /// A rule id that `l10n-check rules` lists.
    func ruleID(_ node: Node, at place: String) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node else { throw mistake(node, at: place, expected: "a rule id") }
        let known = RuleRegistry.all.map { $0.description.id }
        guard known.contains(scalar.string) else {
            let policyRule = PolicyRules.rule(id: scalar.string) != nil
            throw ConfigurationError(
                path: path,
                reason: policyRule
                    ? "\(place): \(scalar.string) is set by languages, strict or max_warnings, not as a rule"
                    : "\(place): unknown rule \(Self.quoted(scalar.string))"
                        + "\(Self.suggestion(for: scalar.string, among: known)); `l10n-check rules` lists them",
                location: location(node))
        }
        return scalar.string
    }

    /// A language folder's name (`de`, `zh-Hant`; `de.lproj` is read as `de`).
    func languageName(_ node: Node, at place: String) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty, !scalar.string.contains("/") else {
            throw mistake(node, at: place, expected: "a language folder name, such as de or zh-Hant")
        }
        let name = scalar.string
        return name.lowercased().hasSuffix(".lproj") ? String(name.dropLast(6)) : name
    }

    /// `error`, `warning`, `note` or `off`.
    func level(_ node: Node, at place: String) throws(ConfigurationError) -> RuleLevel {
        let levels = RuleLevel.allCases.map(\.rawValue)
        guard case .scalar(let scalar) = node else {
            throw mistake(node, at: place, expected: levels.joined(separator: ", "))
        }
        guard let level = RuleLevel(rawValue: scalar.string) else {
            throw ConfigurationError(
                path: path,
                reason: "\(place): unknown severity \(Self.quoted(scalar.string))"
                    + "\(Self.suggestion(for: scalar.string, among: levels)); expected error, warning, note or off",
                location: location(node))
        }
        return level
    }

    /// `true` or `false`, written plain.
    func flag(_ node: Node, at place: String) throws(ConfigurationError) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any,
              ["true", "false"].contains(scalar.string) else {
            throw mistake(node, at: place, expected: "true or false")
        }
        return scalar.string == "true"
    }

    /// A whole number, 0 or more, written plain.
    func wholeNumber(_ node: Node, at place: String) throws(ConfigurationError) -> Int {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any,
              !scalar.string.isEmpty, scalar.string.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let number = Int(scalar.string) else {
            throw mistake(node, at: place, expected: "a whole number, 0 or more")
        }
        return number
    }

    /// A percentage from 0 to 100, written plain (`80`, `97.5`).
    func percentage(_ node: Node, at place: String) throws(ConfigurationError) -> Double {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any,
              !scalar.string.isEmpty,
              scalar.string.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }),
              let number = Double(scalar.string), (0...100).contains(number) else {
            throw mistake(node, at: place, expected: "a percentage from 0 to 100, such as 80")
        }
        return number
    }

    /// Where a node starts in the file.
    func location(_ node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(file: path, line: $0.line, column: $0.column) }
    }

    /// An error for a node of the wrong shape: what is there, and what is expected.
    func mistake(_ node: Node, at place: String?, expected: String) -> ConfigurationError {
        let prefix = place.map { "\($0): " } ?? "the file: "
        return ConfigurationError(
            path: path, reason: "\(prefix)expected \(expected), found \(Self.describe(node))", location: location(node))
    }

    /// The shape a top-level key expects.
    static func shape(of key: String) -> String {
        topLevelKeys.first { $0.key == key }?.shape ?? "text"
    }

    /// What a node is, in a few words; text is shown only when short and plain, never a whole foreign file.
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if scalar.string.isEmpty { return "nothing" }
            return "\(scalar.style == .plain || scalar.style == .any ? "" : "quoted ")text \(quoted(scalar.string))"
        }
    }

    /// Text in quotes when it reads like a word of a configuration (at most 40 letters, digits and `_-.*%`, as a
    /// typo would be); else a note that it is not shown, so that no line of a foreign file (`/etc/passwd` given
    /// by mistake) reaches the output.
    static func quoted(_ text: String) -> String {
        let isWord = !text.isEmpty && text.utf8.count <= 40 && text.utf8.allSatisfy { byte in
            (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "*"), UInt8(ascii: "%")]
                    .contains(byte)
        }
        return isWord ? "\"\(text)\"" : "(not shown)"
    }

    /// `; did you mean "X"?` when a known word starts with `word` (three letters or more) or is a few edits from it
    /// (two, or a quarter of its length), else nothing.
    static func suggestion(for word: String, among known: [String]) -> String {
        if word.count >= 3, let completed = known.first(where: { $0.hasPrefix(word) }) {
            return "; did you mean \"\(completed)\"?"
        }
        let limit = max(2, word.count / 4)
        let scored = known.map { ($0, EditDistance.between(word, $0, limit: limit + 1)) }.filter { $0.1 <= limit }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        return "; did you mean \"\(best.0)\"?"
    }
}
