/// The fields of a PO file's header entry (`msgid ""` without context): `Name: value` lines in its `msgstr`.
struct POHeader {
    /// The values by field name in lower case (gettext's names are ASCII); the first of a name twice.
    private let fields: [String: String]
    /// Where the header entry starts, as a byte offset; 0 for a file without header.
    let offset: Int

    /// The header of `entry`, or an empty one.
    init(entry: POEntry?) {
        var fields: [String: String] = [:]
        for line in (entry?.translations.first ?? "").split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingWhitespace().lowercased()
            if fields[name] == nil { fields[name] = String(line[line.index(after: colon)...].trimmingWhitespace()) }
        }
        self.fields = fields
        offset = entry?.offset ?? 0
    }

    /// The value of a field, or `nil` when the header has none or it is empty.
    subscript(name: String) -> String? {
        fields[name.lowercased()].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The `Language` as a BCP 47 tag (`pt_BR` as `pt-BR`, `sr@latin` as `sr-Latn`), or `nil` when the header names
    /// none (a template).
    var language: String? { self["Language"].map(Self.tag(fromGettext:)) }

    /// The `charset` of `Content-Type`, or `nil` when the header names none.
    var charset: String? {
        for parameter in (self["Content-Type"] ?? "").split(separator: ";") {
            let text = parameter.trimmingWhitespace()
            if text.lowercased().hasPrefix("charset=") { return String(text.dropFirst("charset=".count)) }
        }
        return nil
    }

    /// A gettext language name (`ll_CC@modifier`) as a BCP 47 tag: `_` as `-`, the modifiers `latin` and `cyrillic`
    /// as the scripts `Latn` and `Cyrl`, another modifier as a variant.
    static func tag(fromGettext name: String) -> String {
        var parts = name.split(separator: "@", maxSplits: 1).map(String.init)
        let modifier = parts.count > 1 ? parts.removeLast() : nil
        var tag = (parts.first ?? "").replacingUnderscores()
        switch modifier?.lowercased() {
        case nil: break
        case "latin": tag = insertingScript("Latn", into: tag)
        case "cyrillic": tag = insertingScript("Cyrl", into: tag)
        case let other?: tag += "-" + other
        }
        return tag
    }

    /// A BCP 47 tag as gettext names languages: `pt-BR` as `pt_BR`, `zh-Hans` as `zh_Hans`.
    static func gettextName(ofTag tag: String) -> String {
        String(tag.map { $0 == "-" ? "_" : $0 })
    }

    /// The tag with a script subtag right after its language subtag.
    private static func insertingScript(_ script: String, into tag: String) -> String {
        var subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        subtags.insert(script, at: min(1, subtags.count))
        return subtags.joined(separator: "-")
    }
}

extension StringProtocol {
    /// The text without whitespace at either end.
    fileprivate func trimmingWhitespace() -> Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return text[first...last]
    }
}

extension String {
    /// The text with `_` as `-`.
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
