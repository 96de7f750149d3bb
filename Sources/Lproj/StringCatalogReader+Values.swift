extension StringCatalogReader {
    /// The members of an object value, or `nil` (with an issue) when the value is no object.
    mutating func object(_ member: JSONMember, key: String?, path: [String]) -> [JSONMember]? {
        if let members = member.value.value.members { return members }
        reportWrongType(member, expected: "an object", key: key, path: path)
        return nil
    }

    /// The elements of an array value, or `nil` (with an issue) when the value is no array.
    mutating func array(_ member: JSONMember, key: String?, path: [String]) -> [JSONNode]? {
        if let elements = member.value.value.elements { return elements }
        reportWrongType(member, expected: "an array", key: key, path: path)
        return nil
    }

    /// The text of a string value, or `nil` (with an issue) when the value is no string.
    mutating func string(_ member: JSONMember, key: String?, path: [String]) -> String? {
        if let text = member.value.value.stringValue { return text }
        reportWrongType(member, expected: "a string", key: key, path: path)
        return nil
    }

    /// A boolean value, or `nil` (with an issue) when the value is no boolean.
    mutating func bool(_ member: JSONMember, key: String?, path: [String]) -> Bool? {
        if let flag = member.value.value.boolValue { return flag }
        reportWrongType(member, expected: "a boolean", key: key, path: path)
        return nil
    }

    /// A whole number, or `nil` (with an issue) when the value is none.
    mutating func integer(_ member: JSONMember, key: String?, path: [String]) -> Int? {
        if let number = member.value.value.integerValue { return number }
        reportWrongType(member, expected: "a whole number", key: key, path: path)
        return nil
    }

    /// The text of an array element (`values.1` of a string set), or `nil` (with an issue) when it is no string.
    mutating func string(_ element: JSONNode, key: String?, path: [String]) -> String? {
        if let text = element.value.stringValue { return text }
        report(
            .wrongType(key: key, path: dotted(path), expected: "a string", found: Self.found(element.value)),
            at: element.location)
        return nil
    }

    private mutating func reportWrongType(_ member: JSONMember, expected: String, key: String?, path: [String]) {
        let found = Self.found(member.value.value)
        report(
            .wrongType(key: key, path: dotted(path + [member.key]), expected: expected, found: found),
            at: member.value.location)
    }

    /// What a value of the wrong kind is, for a message: `an array`, `the number 1`.
    private static func found(_ value: JSONNode.Value) -> String {
        if case .number(let text) = value { return "the number \(text)" }
        return value.kindDescription
    }

    /// Reports every member of an object whose name an earlier member already has.
    mutating func reportDuplicates(_ members: [JSONMember], key: String?, path: [String]) {
        guard members.count > 1 else { return }
        var seen = Set<String>()
        for member in members where !seen.insert(member.key).inserted {
            report(.duplicateMember(member.key, key: key, path: dotted(path)), at: member.keyLocation)
        }
    }

    /// Path components joined with dots.
    func dotted(_ path: [String]) -> String { path.joined(separator: ".") }

    mutating func report(_ problem: StringCatalogProblem, at location: SourceLocation?) {
        issues.append(StringCatalogIssue(problem, file: file, location: location))
    }
}
