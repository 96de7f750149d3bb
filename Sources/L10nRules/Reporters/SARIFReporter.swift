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
        JSONWriter.write(into: &output, capacity: report.estimatedOutputSize(bytesPerFinding: 800)) { json in
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
        let rules = RuleRegistry.descriptions
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
        let layout = SARIFResultLayout(depth: json.itemDepth)
        // Findings come file by file: the URI of the last file is kept rather than encoded again.
        var uri: (file: String, bytes: [UInt8]) = ("", [])
        // Through a buffer pointer, so that no finding is copied.
        report.diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                let hash = diagnostics.identityHashValue(at: index)
                let occurrence = occurrences.countOccurrence(of: hash)
                let rule = diagnostics[index].rule
                if ruleIndex?.rule != rule { ruleIndex = (rule, ruleIndexes[rule]) }
                if uri.bytes.isEmpty || uri.file != diagnostics[index].file {
                    var bytes: [UInt8] = []
                    root.appendURI(of: diagnostics[index].file, to: &bytes)
                    uri = (diagnostics[index].file, bytes)
                }
                json.item { output in
                    writeResult(
                        diagnostics, at: index, ruleIndex: ruleIndex?.index, fingerprint: (hash, occurrence),
                        uri: uri.bytes, layout: layout, to: &output)
                }
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

    /// The result of the finding at `index`, laid out as ``JSONWriter`` lays it out, from the constant pieces of
    /// `layout`; `uri` is its file's, percent-encoded. The finding is read in place, not copied.
    @inline(__always)
    private static func writeResult(
        _ diagnostics: UnsafeBufferPointer<Diagnostic>, at index: Int, ruleIndex: Int?,
        fingerprint: (hash: UInt64, occurrence: Int), uri: [UInt8], layout: borrowing SARIFResultLayout,
        to output: inout ByteSink
    ) {
        output.append(contentsOf: layout.ruleID)
        JSONWriter.appendQuoted(diagnostics[index].rule, to: &output)
        if let ruleIndex {
            output.append(contentsOf: layout.ruleIndex)
            output.append(decimal: ruleIndex)
        }
        output.append(contentsOf: layout.level)
        JSONWriter.appendQuoted(level(diagnostics[index].severity), to: &output)
        output.append(contentsOf: layout.message)
        JSONWriter.appendQuoted(diagnostics[index].message, to: &output)
        output.append(contentsOf: layout.uri)
        output.append(contentsOf: uri)
        output.append(contentsOf: layout.afterURI)
        // The start of a finding: its line, and its column when known; none for a finding without a line.
        if let line = diagnostics[index].line {
            output.append(contentsOf: layout.startLine)
            output.append(decimal: line)
            if let column = diagnostics[index].column {
                output.append(contentsOf: layout.startColumn)
                output.append(decimal: column)
            }
            output.append(contentsOf: layout.regionEnd)
        }
        output.append(contentsOf: layout.fingerprint)
        appendFingerprint(fingerprint.hash, fingerprint.occurrence, to: &output)
        output.append(contentsOf: layout.afterFingerprint)
        // The finding's language, table, key and plural category, those it has.
        var hasProperties = false
        func property(_ name: [UInt8], _ value: String?) {
            guard let value else { return }
            output.append(contentsOf: hasProperties ? layout.propertySeparator : layout.propertiesStart)
            output.append(contentsOf: name)
            JSONWriter.appendQuoted(value, to: &output)
            hasProperties = true
        }
        property(layout.language, diagnostics[index].language)
        property(layout.table, diagnostics[index].table)
        property(layout.key, diagnostics[index].key)
        property(layout.category, diagnostics[index].category)
        if hasProperties { output.append(contentsOf: layout.propertiesEnd) }
        output.append(contentsOf: layout.end)
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
