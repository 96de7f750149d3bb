import L10nRules
import Lproj

/// A file read for `parse`, in the shape both outputs share.
struct ParsedFile {
    struct Entry {
        var key: String
        var value: String
        var location: SourceLocation?
        var comment: String?
    }

    var format: String
    var encoding: String?
    var entries: [Entry]
    var diagnostics: [Diagnostic]
    /// For a storyboard or xib, the `.strings` table ibtool exports from it, which the text output is.
    var exportedStrings: String?

    init(_ document: StringsDocument) {
        format = document.format.rawValue
        encoding = document.encoding?.rawValue
        entries = document.entries.map { Entry(key: $0.key, value: $0.value, location: $0.location, comment: $0.comment) }
        diagnostics = document.issues.map(Self.diagnostic)
    }

    init(_ document: StringsdictDocument) {
        format = document.format.rawValue
        encoding = document.format == .xml ? TextEncoding.utf8.rawValue : nil
        entries = document.entries.map { Entry(key: $0.key, value: $0.formatKey ?? "", location: $0.location) }
        diagnostics = document.issues.map(Self.diagnostic) + document.structureIssues.map { issue in
            Diagnostic(
                rule: "syntax-error", severity: issue.severity, message: issue.message, file: issue.file,
                location: issue.location)
        }
    }

    init(_ catalog: StringCatalog) {
        format = StringsFormat.catalog.rawValue
        encoding = TextEncoding.utf8.rawValue
        // The catalog's languages once: computing them per entry made a 100,000-key catalog take minutes.
        let languages = catalog.languages
        entries = catalog.entries.flatMap { entry in
            languages.flatMap { language in
                let leaves = entry.leaves(for: language)
                if leaves.isEmpty && language == catalog.sourceLanguage {
                    return [Entry(key: entry.key, value: entry.key, location: entry.location, comment: entry.comment)]
                }
                return leaves.map { leaf in
                    let path = ([language] + (leaf.path.isEmpty ? [] : [leaf.path])).joined(separator: " ")
                    return Entry(
                        key: "\(entry.key) [\(path)]", value: leaf.unit.value ?? "",
                        location: leaf.unit.valueLocation ?? leaf.unit.location, comment: entry.comment)
                }
            }
        }
        diagnostics = catalog.issues.map(Self.diagnostic) + catalog.structureIssues.map { issue in
            Diagnostic(
                rule: "syntax-error", severity: issue.severity, message: issue.message, file: issue.file,
                location: issue.location)
        }
    }

    static func diagnostic(_ issue: ParseIssue) -> Diagnostic {
        Diagnostic(
            rule: issue.ruleID, severity: issue.severity, message: issue.message, file: issue.file,
            location: issue.location)
    }

    /// `{"format", "encoding", "entries": [{"key", "value", "line", "column"}], "diagnostics"}`.
    var json: JSONValue {
        .object([
            ("format", .string(format)),
            ("encoding", .string(encoding)),
            ("entries", .array(entries.map { entry in
                .object([
                    ("key", .string(entry.key)), ("value", .string(entry.value)),
                    ("line", .int(entry.location?.line)), ("column", .int(entry.location?.column)),
                ])
            })),
            ("diagnostics", .array(diagnostics.map(JSONReporter.json))),
        ])
    }

    /// `line:column  "key" = "value"` per entry, then the problems as compiler-style lines; for a storyboard or xib
    /// read without problems, the table ibtool exports from it.
    var text: String {
        if let exportedStrings, diagnostics.isEmpty { return exportedStrings }
        var lines = ["format: \(format)" + (encoding.map { ", encoding: \($0)" } ?? "") + ", \(entries.count) entries"]
        for entry in entries {
            let place = entry.location.map { "\($0.line):\($0.column)" } ?? "-"
            let rendered = StringsWriter.render(StringsEntry(key: entry.key, value: entry.value))
            lines.append("\(place.padding(9)) \(TerminalText.visible(rendered))")
        }
        lines += diagnostics.map { TextReporter.line(for: $0, under: "") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string padded with spaces on the right to `width`.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
