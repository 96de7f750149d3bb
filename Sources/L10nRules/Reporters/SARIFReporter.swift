import Lproj

/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format) for GitHub code scanning and other SARIF
/// viewers: every rule of the registry, then one result per finding.
public struct SARIFReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "sarif"

    /// The official URI of the SARIF 2.1.0 schema (OASIS Standard, Errata 01).
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The `partialFingerprints` key of a finding's identity; its version changes whenever the hashed fields do.
    public static let fingerprintKey = "l10nCheckFinding/v1"

    /// Creates the reporter.
    public init() {}

    /// The whole output for a report.
    public func render(_ report: CheckReport) -> String {
        JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([Self.run(report)])),
        ]).serialized() + "\n"
    }

    private static func run(_ report: CheckReport) -> JSONValue {
        let rules = RuleRegistry.all.map { $0.description }
        let ruleIndexes = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = zip(report.diagnostics, fingerprints(of: report.diagnostics)).map { diagnostic, fingerprint in
            result(
                diagnostic, ruleIndex: ruleIndexes[diagnostic.rule], fingerprint: fingerprint, root: report.bundlePath)
        }
        return .object([
            ("tool", .object([("driver", driver(rules))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
    }

    private static func driver(_ rules: [RuleDescription]) -> JSONValue {
        .object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(ToolInfo.version)),
            ("semanticVersion", .string(ToolInfo.version)),
            ("rules", .array(rules.map(rule))),
        ])
    }

    private static func rule(_ description: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(description.id)),
            ("name", .string(description.name)),
            ("shortDescription", text(firstSentence(of: description.summary))),
            ("fullDescription", text(description.summary)),
            ("defaultConfiguration", .object([("level", .string(level(description.severity)))])),
        ])
    }

    private static func result(
        _ diagnostic: Diagnostic, ruleIndex: Int?, fingerprint: String, root: String
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(level(diagnostic.severity))),
            ("message", text(diagnostic.message)),
            ("locations", .array([location(diagnostic, root: root)])),
            ("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])),
        ]
        if let properties = properties(diagnostic) { members.append(("properties", properties)) }
        return .object(members)
    }

    private static func location(_ diagnostic: Diagnostic, root: String) -> JSONValue {
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(uri(for: diagnostic.file, under: root)))]))
        ]
        if let region = region(diagnostic) { physical.append(("region", region)) }
        return .object([("physicalLocation", .object(physical))])
    }

    /// The start of a finding: its line, and its column when known; `nil` for a finding without a line.
    private static func region(_ diagnostic: Diagnostic) -> JSONValue? {
        guard let line = diagnostic.line else { return nil }
        var members: [(String, JSONValue)] = [("startLine", .int(line))]
        if let column = diagnostic.column { members.append(("startColumn", .int(column))) }
        return .object(members)
    }

    /// The finding's language, table, key and plural category, those it has; `nil` when it has none.
    private static func properties(_ diagnostic: Diagnostic) -> JSONValue? {
        let members = [
            ("language", diagnostic.language), ("table", diagnostic.table), ("key", diagnostic.key),
            ("category", diagnostic.category),
        ]
            .compactMap { name, value in value.map { (name, JSONValue.string($0)) } }
        return members.isEmpty ? nil : .object(members)
    }

    private static func text(_ value: String) -> JSONValue { .object([("text", .string(value))]) }

    /// The SARIF level of a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A summary's first sentence: up to the first full stop followed by a space, or the whole text.
    static func firstSentence(of summary: String) -> String {
        guard let end = summary.range(of: ". ") else { return summary }
        return String(summary[..<end.lowerBound]) + "."
    }

    // MARK: Artifact URIs

    /// Bytes a URI path keeps as they are: RFC 3986 unreserved characters, sub-delimiters, `@` and `/`. Everything
    /// else, `:` included (it would read as a scheme in a first segment), is percent-encoded.
    private static let uriPathBytes = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)

    /// The URI of a bundle-relative file under the bundle's path as given: a relative reference, resolved from the
    /// repository root by code scanning, or a `file://` URI when the path is absolute.
    static func uri(for file: String, under root: String) -> String {
        let path = root.isEmpty ? file : (root.hasSuffix("/") ? root : root + "/") + file
        let encoded = percentEncoded(path)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// The path with each byte of its UTF-8 that a URI path cannot hold written as `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if uriPathBytes.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += (byte < 0x10 ? "%0" : "%") + hex
            }
        }
        return encoded
    }

    // MARK: Fingerprints

    /// Each finding's fingerprint, in report order: the hash of its identity, then `:1`, or `:2` and on for a
    /// repeated identity, so that two results never share one.
    static func fingerprints(of diagnostics: [Diagnostic]) -> [String] {
        var occurrences: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let hash = identityHash(of: diagnostic)
            let occurrence = occurrences[hash, default: 0] + 1
            occurrences[hash] = occurrence
            return "\(hash):\(occurrence)"
        }
    }

    /// 16 hexadecimal digits of the FNV-1a hash of the rule, the file and the key (or the message when there is no
    /// key): the same on every run and platform, unlike `Hasher`. A plural category the key does not end with is
    /// hashed as its suffix (`%lld items.few`), so a catalog's finding keeps the identity it had before the category
    /// had its own field.
    static func identityHash(of diagnostic: Diagnostic) -> String {
        var key = diagnostic.key
        if let category = diagnostic.category, let plain = key, !plain.hasSuffix("." + category) {
            key = plain + "." + category
        }
        let subject = key.map { "key:" + $0 } ?? "message:" + diagnostic.message
        let hex = String(fnv1a64([diagnostic.rule, diagnostic.file, subject].joined(separator: "\u{0}")), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The 64-bit FNV-1a hash of a string's UTF-8 bytes.
    static func fnv1a64(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
