import CodeKeys
import L10nRules
import Lproj

/// A Swift or Objective-C source read for `parse`: its localization calls and its problems.
struct ParsedSource {
    var scan: SourceScan
    var diagnostics: [Diagnostic]

    init(_ scan: SourceScan, path: String) {
        self.scan = scan
        diagnostics = scan.problems.map { problem in
            Diagnostic(
                rule: "syntax-error", severity: .warning, message: problem.message, file: path,
                location: problem.location)
        }
    }

    /// `{"format", "calls": [{"function", "key", "pattern", "table", "comment", "value", "line", "column", "kind",
    /// "context"}], "diagnostics"}`: `key` is the exact key or `null`, `pattern` the pattern of a key built at run
    /// time (`alert.*.title`) or `null`; `table` is `null` for Localizable, `"*"` when not a literal; `kind` is
    /// `lookup` or `whole-table` (a table read whole, its name the key); `context` is `app`, `preview`, `debug` or
    /// `test`.
    var json: JSONValue {
        .object([
            ("format", .string(scan.language.rawValue)),
            ("calls", .array(scan.calls.map { call in
                .object([
                    ("function", .string(call.function)),
                    ("key", .string(call.key.literal)),
                    ("pattern", .string(call.key.literal == nil ? Self.pattern(call.key) : nil)),
                    ("table", .string(call.isTableUnknown ? "*" : call.table)),
                    ("comment", .string(call.comment)), ("value", .string(call.value)),
                    ("line", .int(call.location.line)), ("column", .int(call.location.column)),
                    ("kind", .string(call.kind.rawValue)), ("context", .string(call.context.rawValue)),
                ])
            })),
            ("diagnostics", .array(diagnostics.map(JSONReporter.json))),
        ])
    }

    /// A literal key quoted as in a `.strings` file; a pattern as itself, said to be built at run time.
    private static func shown(_ key: KeyText) -> String {
        switch key {
        case .literal(let text): StringsWriter.quoted(text)
        case .pattern(let pattern): "\(pattern) (built at run time)"
        }
    }

    private static func pattern(_ key: KeyText) -> String? {
        if case .pattern(let pattern) = key { pattern.description } else { nil }
    }

    /// `path:line:col: "key" [table] = "value" // comment` per call (a key built at run time as its pattern,
    /// `alert.*.title (built at run time)`; `[preview]` or `[debug]` before the key of a call outside the app's code;
    /// `"Errors" (whole table)` for a table read whole), then the problems as compiler-style lines.
    var text: String {
        var lines: [String] = []
        for call in scan.calls {
            var line = "\(call.location): "
            if call.context != .app { line += "[\(call.context.rawValue)] " }
            line += Self.shown(call.key)
            if call.kind == .wholeTable {
                line += " (whole table)"
            } else if call.isTableUnknown {
                line += " [table built at run time]"
            } else if let table = call.table {
                line += " [\(table)]"
            }
            if let value = call.value { line += " = " + StringsWriter.quoted(value) }
            if let comment = call.comment, !comment.isEmpty { line += " // \(comment)" }
            lines.append(TerminalText.visible(line))
        }
        lines += diagnostics.map { TextReporter.line(for: $0, under: "") }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
