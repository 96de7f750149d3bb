import Lproj

extension Baseline {
    /// The baseline file's text: a JSON object with the tool and one finding per line, so that a change to the
    /// baseline reads well in a diff.
    public func serialized() -> String {
        let tool = JSONValue.object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])
        let findings = entries.map { entry in
            "    " + JSONValue.object([
                ("rule", .string(entry.rule)), ("file", .string(entry.file)), ("key", .string(entry.key)),
                ("message", .string(entry.message)),
            ]).serialized(pretty: false)
        }
        let list = findings.isEmpty ? "[]" : "[\n" + findings.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"tool\": \(tool.serialized(pretty: false)),\n  \"findings\": \(list)\n}\n"
    }

    /// Reads a baseline file's bytes; `path` names the file in errors, which carry the place of the problem.
    public static func parse(bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        // A file that does not even start like a JSON object is something else (`/etc/passwd` given by mistake):
        // say so without quoting it.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        let start = text.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? text.endIndex
        guard start < text.endIndex, text[start] == UInt8(ascii: "{") else {
            let lines = text[..<start].split(separator: 0x0A, omittingEmptySubsequences: false)
            throw BaselineError(
                path: path,
                location: SourceLocation(file: path, line: lines.count, column: (lines.last?.count ?? 0) + 1),
                reason: "is no baseline file: a baseline is a JSON object (written by --write-baseline), and this file "
                    + "does not start with '{'; its content is not shown")
        }
        let document = JSONDocument(bytes: bytes, path: path)
        if let issue = document.issues.first {
            throw BaselineError(path: path, location: issue.location, reason: issue.problem.summary)
        }
        guard let root = document.root, let findings = root["findings"] else {
            throw BaselineError(path: path, location: document.root?.location, reason: "no \"findings\" array")
        }
        guard let elements = findings.value.elements else {
            throw BaselineError(
                path: path, location: findings.location,
                reason: "\"findings\" is \(findings.value.kindDescription), not an array")
        }
        var entries: [Entry] = []
        for element in elements {
            entries.append(try entry(from: element, path: path))
        }
        return Baseline(entries: entries)
    }

    private static func entry(from node: JSONNode, path: String) throws(BaselineError) -> Entry {
        func text(_ name: String, optional: Bool = false) throws(BaselineError) -> String? {
            let value = node[name]?.value
            if let string = value?.stringValue { return string }
            if optional && (value == nil || value == .null) { return nil }
            throw BaselineError(
                path: path, location: node[name]?.location ?? node.location,
                reason: "a finding needs \"\(name)\" as a string\(optional ? " or null" : "")")
        }
        guard node.value.members != nil else {
            throw BaselineError(
                path: path, location: node.location,
                reason: "a finding is \(node.value.kindDescription), not an object")
        }
        return Entry(
            rule: try text("rule")!, file: try text("file")!, key: try text("key", optional: true),
            message: try text("message")!)
    }
}
