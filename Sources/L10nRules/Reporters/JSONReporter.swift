import CodeKeys
/// The JSON report whose shape CI scripts rely on (the README's "JSON report" describes it).
public struct JSONReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "json"

    /// About how many bytes a finding takes beside its message, file and key, indented as in a single report.
    static let bytesPerFinding = 280

    /// Creates the reporter.
    public init() {}

    /// Appends the whole output for a report.
    public func write(_ report: CheckReport, into output: inout [UInt8]) {
        JSONWriter.write(into: &output, capacity: report.estimatedOutputSize(bytesPerFinding: Self.bytesPerFinding)) { json in
            json.openObject()
            Self.writeMembers(report, path: nil, to: &json)
            json.closeObject()
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// The members of a report's object: the tool, the bundle (and its `path`, when given), languages, findings and
    /// totals.
    static func writeMembers(_ report: CheckReport, path: String?, to json: inout JSONWriter) {
        writeTool(to: &json)
        json.string("bundle", report.bundleName)
        if let path { json.string("path", path) }
        json.string("baseLanguage", report.baseLanguage)
        json.openArray("languages")
        for language in report.languages {
            json.openObject()
            json.string("language", language.language)
            json.string("directory", language.directory)
            json.int("keys", language.keys)
            json.int("missing", language.missing)
            json.int("extra", language.extra)
            json.closeObject()
        }
        json.closeArray()
        json.openArray("diagnostics")
        // Through a buffer pointer, so that no finding is copied.
        report.diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices { write(diagnostics, at: index, to: &json) }
        }
        json.closeArray()
        if let sources = report.sources { writeSources(sources, to: &json) }
        json.openObject("summary")
        json.int("errors", report.count(.error))
        json.int("warnings", report.count(.warning))
        json.int("notes", report.count(.note))
        json.closeObject()
    }

    /// `"sources": {"projects", "files", "calls", "judged", "notApp": {"preview", "debug", "test"}}`: what was read of
    /// the app's sources for the bundle.
    static func writeSources(_ sources: SourcesSummary, to json: inout JSONWriter) {
        json.openObject("sources")
        json.openArray("projects")
        for project in sources.projects { json.string(nil, project) }
        json.closeArray()
        json.int("files", sources.files)
        json.int("calls", sources.calls)
        json.int("judged", sources.judged)
        json.openObject("notApp")
        json.int("preview", sources.notApp[.preview] ?? 0)
        json.int("debug", sources.notApp[.debug] ?? 0)
        json.int("test", sources.notApp[.test] ?? 0)
        json.closeObject()
        json.closeObject()
    }

    /// `"tool": {"name", "version"}`.
    static func writeTool(to json: inout JSONWriter) {
        json.openObject("tool")
        json.string("name", ToolInfo.name)
        json.string("version", ToolInfo.version)
        json.closeObject()
    }

    /// The finding at `index` as the contract spells it, every field present, `null` where there is no value; read in
    /// place, not copied (a copy retains and releases every string of the finding).
    @inline(__always)
    static func write(_ diagnostics: UnsafeBufferPointer<Diagnostic>, at index: Int, to json: inout JSONWriter) {
        json.openObject()
        json.string("rule", diagnostics[index].rule)
        json.string("severity", diagnostics[index].severity.rawValue)
        json.string("message", diagnostics[index].message)
        json.string("file", diagnostics[index].file)
        json.int("line", diagnostics[index].line)
        json.int("column", diagnostics[index].column)
        json.string("language", diagnostics[index].language)
        json.string("table", diagnostics[index].table)
        json.string("key", diagnostics[index].key)
        json.string("category", diagnostics[index].category)
        json.closeObject()
    }

    /// A finding as the contract spells it, every field present, `null` where there is no value: the value other
    /// JSON outputs embed (`parse --format json`).
    public static func json(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("rule", .string(diagnostic.rule)), ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)), ("file", .string(diagnostic.file)),
            ("line", .int(diagnostic.line)), ("column", .int(diagnostic.column)),
            ("language", .string(diagnostic.language)), ("table", .string(diagnostic.table)),
            ("key", .string(diagnostic.key)), ("category", .string(diagnostic.category)),
        ])
    }
}
