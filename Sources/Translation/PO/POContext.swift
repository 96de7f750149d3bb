import ICUKit

/// The `msgctxt` of the writer's entries: the table's file name, `:`, and the unit's id or the plural group.
///
/// - A unit: `Localizable.strings:greeting`, the id as it is after the first `:` (the file name has `:` and `%`
///   percent-encoded, see ``POFileName``), whatever it holds: `:`, quotes, line feeds, `|`.
/// - A plural group: `Localizable.strings:items.{}`, the ids of its forms with `{}` where the category stands
///   (`/items:dict/n:dict/{}:dict/:string`), `\`, `{` and `}` of the ids escaped with `\`. When the entry does not
///   hold every form of the language's `Plural-Forms`, the braces list those it holds: `items.{one,other}`.
enum POContext {
    /// The table extensions that mark a context's first part as a table when the entry has no `#:` reference.
    static let tableExtensions = [".strings", ".stringsdict", ".xcstrings"]

    /// The context of a unit of `table`.
    static func unit(id: String, table: String) -> String {
        POFileName.encoded(table) + ":" + id
    }

    /// The context of a plural group of `table` whose entry holds `listed` forms, or all the language's when `nil`.
    static func group(_ group: UnitPlural.Group, table: String, listed: [PluralCategory]?) -> String {
        let categories = listed.map { $0.map(\.rawValue).joined(separator: ",") } ?? ""
        return POFileName.encoded(table) + ":" + escaped(group.prefix) + "{" + categories + "}" + escaped(group.suffix)
    }

    /// The start of the writer's contexts for a table whose `#:` reference is `reference`: its file name and `:`.
    static func tablePrefix(ofReference reference: String) -> String {
        POFileName.encoded(POFileName.lastComponent(of: reference)) + ":"
    }

    /// An entry's table path and the rest of its context (the id or the group), as the writer wrote them; for
    /// another tool's context, the whole context with `isOwn` false.
    ///
    /// With a `#:` reference (given with its ``tablePrefix(ofReference:)``), the context is the writer's when it
    /// starts with the reference's file name and `:`. Without, when its part before the first `:` is a file name
    /// ending in one of ``tableExtensions``.
    static func split(
        _ context: String, reference: (path: String, tablePrefix: String)?
    ) -> (table: String?, body: String, isOwn: Bool) {
        // On UTF-8: a combining mark at the start of the id joins the `:` before it into one character.
        let utf8 = context.utf8
        if let (reference, name) = reference {
            guard utf8.starts(with: name.utf8) else { return (nil, context, false) }
            return (reference, String(decoding: utf8.dropFirst(name.utf8.count), as: UTF8.self), true)
        }
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return (nil, context, false) }
        let table = POFileName.decoded(Substring(decoding: utf8[..<colon], as: UTF8.self))
        guard tableExtensions.contains(where: table.hasSuffix) else { return (nil, context, false) }
        return (table, String(decoding: utf8[utf8.index(after: colon)...], as: UTF8.self), true)
    }

    /// The group a plural entry's context body names, and the forms it lists (`nil` for `{}`); `nil` when the body
    /// has no braces.
    static func group(
        fromBody body: String
    ) throws(POTextError) -> (group: UnitPlural.Group, listed: [PluralCategory]?)? {
        var prefix = "", suffix = "", listed = ""
        var part = 0  // 0: prefix, 1: inside the braces, 2: suffix
        var iterator = body.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch (part, scalar) {
            case (1, "}"): part = 2
            case (1, _): listed.unicodeScalars.append(scalar)
            case (0, "{"): part = 1
            case (_, "{"), (_, "}"): throw POTextError(reason: "a second '\(scalar)' in the context of a plural entry")
            case (_, "\\"):
                guard let escaped = iterator.next() else {
                    throw POTextError(reason: "the context of a plural entry ends with '\\'")
                }
                if part == 0 { prefix.unicodeScalars.append(escaped) } else { suffix.unicodeScalars.append(escaped) }
            default:
                if part == 0 { prefix.unicodeScalars.append(scalar) } else { suffix.unicodeScalars.append(scalar) }
            }
        }
        if part == 0 { return nil }
        guard part == 2 else { throw POTextError(reason: "the context of a plural entry has '{' without '}'") }
        let group = UnitPlural.Group(prefix: prefix, suffix: suffix)
        guard !listed.isEmpty else { return (group, nil) }
        var categories: [PluralCategory] = []
        var seen = Set<PluralCategory>()
        for name in listed.split(separator: ",", omittingEmptySubsequences: false) {
            guard let category = PluralCategory(rawValue: String(name)), seen.insert(category).inserted else {
                throw POTextError(
                    reason: "\"\(name)\" in the context's braces is no plural category, or is there twice")
            }
            categories.append(category)
        }
        return (group, categories)
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "{" || scalar == "}" { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

/// Why an entry's context or comments cannot be read as the writer writes them, in words.
struct POTextError: Error, Equatable {
    /// What is wrong.
    var reason: String
}
