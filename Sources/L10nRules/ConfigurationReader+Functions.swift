import CodeKeys
import Lproj
import Yams

extension ConfigurationReader {
    /// A wrapper's keys.
    static let functionKeys = ["name", "form", "key", "table", "comment", "value", "table_name"]
    /// The forms of a wrapper, as the file writes them.
    static let functionForms: [(name: String, form: LocalizationFunction.Form)] = [
        ("function", .function), ("method", .method), ("literal_member", .literalMember), ("message", .message),
    ]

    /// `localization_functions`: the project's wrappers, each a mapping of `functionKeys` (a `message` is
    /// Objective-C's, the others Swift's; `Configuration.scannedFunctions` adds each `function` in Objective-C).
    func localizationFunctions(
        _ node: Node, origins: inout [String: SourceLocation]
    ) throws(ConfigurationError) -> [LocalizationFunction] {
        let place = "localization_functions"
        guard case .sequence(let sequence) = node else {
            throw mistake(node, at: place, expected: "a list of mappings, such as [{name: tr, key: 1, table: 0}]")
        }
        var functions: [LocalizationFunction] = []
        for (index, item) in sequence.enumerated() {
            let itemPlace = "\(place)[\(index)]"
            origins["\(place).\(index)"] = location(item)
            functions.append(try localizationFunction(item, at: itemPlace))
        }
        return functions
    }

    /// One wrapper.
    private func localizationFunction(_ node: Node, at place: String) throws(ConfigurationError)
        -> LocalizationFunction {
        let shape = "a mapping of \(Self.functionKeys.joined(separator: ", "))"
        var settings: [String: Node] = [:]
        for (keyNode, value) in try mapping(node, at: place, shape: shape) {
            settings[try keyText(keyNode, known: Self.functionKeys, at: place)] = value
        }
        guard let nameNode = settings["name"] else {
            throw ConfigurationError(
                path: path, reason: "\(place): name is missing; write the function's name, such as {name: tr}",
                location: location(node))
        }
        let (receiver, name) = try functionName(nameNode, at: "\(place).name")
        var form = LocalizationFunction.Form.function
        if let node = settings["form"] { form = try functionForm(node, at: "\(place).form") }
        if receiver != nil, form == .literalMember || form == .message {
            throw ConfigurationError(
                path: path, reason: "\(place).name: a name with a . (L10n.tr) is for a function or method called "
                    + "through a type or value, not a \(form == .message ? "message" : "literal_member")",
                location: location(nameNode))
        }
        if form == .literalMember, let key = settings["key"] {
            throw ConfigurationError(
                path: path, reason: "\(place).key: a literal_member's key is the literal it is called on; remove key",
                location: location(key))
        }
        if let table = settings["table"], settings["table_name"] != nil {
            throw ConfigurationError(
                path: path, reason: "\(place).table: give table (an argument) or table_name (a fixed table), not both",
                location: location(table))
        }
        func argument(_ key: String) throws(ConfigurationError) -> LocalizationFunction.Argument? {
            guard let node = settings[key] else { return nil }
            return try functionArgument(node, at: "\(place).\(key)")
        }
        let key = try argument("key") ?? (form == .message ? .label(name) : .position(0))
        let (table, comment, value) = (try argument("table"), try argument("comment"), try argument("value"))
        var fixedTable: String?
        if let node = settings["table_name"] { fixedTable = try tableName(node, at: "\(place).table_name") }
        return LocalizationFunction(
            name: name, displayName: receiver.map { "\($0).\(name)" } ?? name, form: form,
            language: form == .message ? .objectiveC : .swift, key: key, table: table, comment: comment, value: value,
            receiver: receiver, fixedTable: fixedTable)
    }

    /// A wrapper's name, `tr` or `L10n.tr` (the type or value it is called through, then the name).
    private func functionName(_ node: Node, at place: String) throws(ConfigurationError)
        -> (receiver: String?, name: String) {
        let expected = "a function's name, such as tr, localized or L10n.tr"
        guard case .scalar(let scalar) = node else { throw mistake(node, at: place, expected: expected) }
        let parts = scalar.string.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), parts.allSatisfy(Self.isIdentifier) else {
            throw mistake(node, at: place, expected: expected)
        }
        return parts.count == 2 ? (parts[0], parts[1]) : (nil, parts[0])
    }

    /// `function`, `method`, `literal_member` or `message`.
    private func functionForm(_ node: Node, at place: String) throws(ConfigurationError) -> LocalizationFunction.Form {
        let names = Self.functionForms.map(\.name)
        guard case .scalar(let scalar) = node else { throw mistake(node, at: place, expected: names.joined(separator: ", ")) }
        guard let form = Self.functionForms.first(where: { $0.name == scalar.string })?.form else {
            throw ConfigurationError(
                path: path,
                reason: "\(place): unknown form \(Self.quoted(scalar.string))"
                    + "\(Self.suggestion(for: scalar.string, among: names)); expected function, method, literal_member "
                    + "or message",
                location: location(node))
        }
        return form
    }

    /// An argument: its position among the unlabeled ones (a whole number from 0), or its label.
    private func functionArgument(_ node: Node, at place: String) throws(ConfigurationError)
        -> LocalizationFunction.Argument {
        let expected = "an argument's position (0 for the first unlabeled one) or its label, such as key"
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else {
            throw mistake(node, at: place, expected: expected)
        }
        if let position = try? wholeNumber(node, at: place) { return .position(position) }
        guard Self.isIdentifier(scalar.string) else { throw mistake(node, at: place, expected: expected) }
        return .label(scalar.string)
    }

    /// A table's name, without `.strings` (`Localizable`, `Menu`).
    private func tableName(_ node: Node, at place: String) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty, !scalar.string.contains("/") else {
            throw mistake(node, at: place, expected: "a table's name, such as Localizable")
        }
        return scalar.string
    }

    /// Whether `text` is a Swift or Objective-C identifier of ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return text.utf8.allSatisfy { byte in
            (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
        }
    }
}
