/// The JSON report of the checker's contract (DESIGN.md section 6), for CI scripts.
public struct JSONReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "json"

    /// Creates the reporter.
    public init() {}

    /// The whole output for a report.
    public func render(_ report: CheckReport) -> String {
        JSONValue.object(Self.members(report, path: nil)).serialized() + "\n"
    }

    /// The members of a report's object: the tool, the bundle (and its `path`, when given), languages, findings and
    /// totals.
    static func members(_ report: CheckReport, path: String?) -> [(String, JSONValue)] {
        [
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("bundle", .string(report.bundleName)),
        ] + (path.map { [("path", JSONValue.string($0))] } ?? []) + [
            ("baseLanguage", .string(report.baseLanguage)),
            ("languages", .array(report.languages.map(Self.json))),
            ("diagnostics", .array(report.diagnostics.map(Self.json))),
            ("summary", .object([
                ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))),
                ("notes", .int(report.count(.note))),
            ])),
        ]
    }

    static func json(_ language: LanguageSummary) -> JSONValue {
        .object([
            ("language", .string(language.language)), ("directory", .string(language.directory)),
            ("keys", .int(language.keys)), ("missing", .int(language.missing)), ("extra", .int(language.extra)),
        ])
    }

    /// A finding as the contract spells it, every field present, `null` where there is no value.
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
