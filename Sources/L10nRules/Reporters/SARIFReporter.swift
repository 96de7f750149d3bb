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

    /// Appends the whole output for a report.
    public func write(_ report: CheckReport, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + report.estimatedOutputSize(bytesPerFinding: 800))
        JSONWriter.write(into: &output) { json in
            json.openObject()
            json.string("$schema", Self.schemaURI)
            json.string("version", "2.1.0")
            json.openArray("runs")
            Self.writeRun(report, to: &json)
            json.closeArray()
            json.closeObject()
        }
        output.append(UInt8(ascii: "\n"))
    }

    private static func writeRun(_ report: CheckReport, to json: inout JSONWriter) {
        let rules = RuleRegistry.all.map { $0.description }
        let ruleIndexes = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        json.openObject()
        json.openObject("tool")
        writeDriver(rules, to: &json)
        json.closeObject()
        json.string("columnKind", "unicodeCodePoints")
        json.openArray("results")
        let root = ArtifactRoot(report.bundlePath)
        var occurrences: [UInt64: Int] = [:]
        var ruleIndex: (rule: String, index: Int?)?
        // Through a buffer pointer, so that no finding is copied.
        report.diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                let hash = identityHashValue(of: diagnostics[index])
                let occurrence = occurrences[hash, default: 0] + 1
                occurrences[hash] = occurrence
                let rule = diagnostics[index].rule
                if ruleIndex?.rule != rule { ruleIndex = (rule, ruleIndexes[rule]) }
                writeResult(
                    diagnostics[index], ruleIndex: ruleIndex?.index, fingerprint: (hash, occurrence), root: root,
                    to: &json)
            }
        }
        json.closeArray()
        json.closeObject()
    }

    private static func writeDriver(_ rules: [RuleDescription], to json: inout JSONWriter) {
        json.openObject("driver")
        json.string("name", ToolInfo.name)
        json.string("version", ToolInfo.version)
        json.string("semanticVersion", ToolInfo.version)
        json.openArray("rules")
        for rule in rules {
            json.openObject()
            json.string("id", rule.id)
            json.string("name", rule.name)
            writeText("shortDescription", firstSentence(of: rule.summary), to: &json)
            writeText("fullDescription", rule.summary, to: &json)
            json.openObject("defaultConfiguration")
            json.string("level", level(rule.severity))
            json.closeObject()
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
    }

    @inline(__always)
    private static func writeResult(
        _ diagnostic: Diagnostic, ruleIndex: Int?, fingerprint: (hash: UInt64, occurrence: Int), root: ArtifactRoot,
        to json: inout JSONWriter
    ) {
        json.openObject()
        json.string("ruleId", diagnostic.rule)
        if let ruleIndex { json.int("ruleIndex", ruleIndex) }
        json.string("level", level(diagnostic.severity))
        writeText("message", diagnostic.message, to: &json)
        json.openArray("locations")
        json.openObject()
        json.openObject("physicalLocation")
        json.openObject("artifactLocation")
        json.plainString("uri") { root.appendURI(of: diagnostic.file, to: &$0) }
        json.closeObject()
        // The start of a finding: its line, and its column when known; none for a finding without a line.
        if let line = diagnostic.line {
            json.openObject("region")
            json.int("startLine", line)
            if let column = diagnostic.column { json.int("startColumn", column) }
            json.closeObject()
        }
        json.closeObject()
        json.closeObject()
        json.closeArray()
        json.openObject("partialFingerprints")
        json.plainString(fingerprintKey) { appendFingerprint(fingerprint.hash, fingerprint.occurrence, to: &$0) }
        json.closeObject()
        // The finding's language, table, key and plural category, those it has.
        if diagnostic.language != nil || diagnostic.table != nil || diagnostic.key != nil || diagnostic.category != nil {
            json.openObject("properties")
            if let language = diagnostic.language { json.string("language", language) }
            if let table = diagnostic.table { json.string("table", table) }
            if let key = diagnostic.key { json.string("key", key) }
            if let category = diagnostic.category { json.string("category", category) }
            json.closeObject()
        }
        json.closeObject()
    }

    /// `"name": {"text": value}`, a SARIF message.
    private static func writeText(_ name: StaticString, _ value: String, to json: inout JSONWriter) {
        json.openObject(name)
        json.string("text", value)
        json.closeObject()
    }

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
}
