import ArgumentParser
import L10nRules
import Translation

/// What `sync`, `import`, `pseudo`, `new-language` or `extract` did, as one JSON object for `--format json`: the files written (with the keys
/// each got), the files refused (with why), the units or files left out, and counts.
struct WriteReport {
    /// `sync`, `import`, `pseudo`, `new-language` or `extract`.
    var command: String
    /// The bundle's path as given.
    var bundle: String
    /// Whether nothing was written (`--dry-run`).
    var dryRun: Bool
    /// One outcome per planned write.
    var outcomes: [WriteOutcome]
    /// The keys each planned write adds or changes, by path.
    var keys: [String: [String]]
    /// `sync --prune`: the keys each planned write removes, by path.
    var removedKeys: [String: [String]] = [:]
    /// `extract`: the keys each planned String Catalog write marks stale, by path.
    var staleKeys: [String: [String]] = [:]
    /// `import`: the units left out.
    var skippedUnits: [ImportSkip]?
    /// `sync`, `pseudo`, `new-language` and `extract`: the files (for `extract` also the calls) left alone.
    var skippedFiles: [SkippedFile]?
    /// `import`: what the import notes (units imported for review, languages matched to another folder).
    var notes: [ImportNote]? = nil
    /// `extract`: what standard error says beside the files (a table placed in a bundle that lacked it, a project
    /// without a bundle), each as its sentence.
    var messages: [String]? = nil
    /// `import`: the units taken, which change their file (`applied`) or which it holds already (`unchanged`).
    var imported: (applied: [ImportedUnit], unchanged: [ImportedUnit])? = nil

    /// Whether anything was refused: a file not written, or a unit left out for a fault (not merely untranslated or
    /// naming nothing in the bundle); exit status 1.
    var isIncomplete: Bool {
        outcomes.contains { !$0.wasWritten } || (skippedUnits ?? []).contains { $0.kind.isRefusal }
            || (skippedFiles ?? []).contains(where: \.refused)
    }

    /// Prints the report as `format` asks (the files written as text lines, or the JSON object); exit status 1 when
    /// anything was refused.
    func print(as format: OutputFormat) throws {
        switch format {
        case .text: reportText(outcomes, dryRun: dryRun)
        case .json: write(json())
        }
        if isIncomplete { throw ExitCode(1) }
    }

    /// The report as JSON text, ending with a line break.
    func json() -> String {
        var object: [(String, JSONValue)] = [
            ("tool", .object([("name", .string("l10n-check")), ("version", .string(ToolInfo.version))])),
            ("command", .string(command)), ("bundle", .string(bundle)), ("dryRun", .bool(dryRun)),
            ("written", .array(outcomes.filter(\.wasWritten).map { outcome in
                .object([
                    ("path", .string(outcome.path)), ("summary", .string(outcome.write.summary)),
                    ("keys", .array((keys[outcome.path] ?? []).map(JSONValue.string))),
                ] + (removedKeys.isEmpty ? [] : [
                    ("removedKeys", .array((removedKeys[outcome.path] ?? []).map(JSONValue.string))),
                ]) + (staleKeys.isEmpty ? [] : [
                    ("staleKeys", .array((staleKeys[outcome.path] ?? []).map(JSONValue.string))),
                ]))
            })),
            ("refused", .array(outcomes.filter { !$0.wasWritten }.map { outcome in
                .object([
                    ("path", .string(outcome.path)), ("summary", .string(outcome.write.summary)),
                    ("reason", .string(outcome.refusal?.description ?? "")),
                ])
            })),
        ]
        if let skippedUnits {
            object.append(("skippedUnits", .array(skippedUnits.map { skip in
                .object([
                    ("file", .string(skip.location?.file ?? skip.file)), ("key", .string(skip.key)),
                    ("reason", .string(skip.reason)), ("kind", .string(String(describing: skip.kind))),
                    ("refused", .bool(skip.kind.isRefusal)), ("line", .int(skip.location?.line)),
                    ("column", .int(skip.location?.column)),
                ])
            })))
        }
        if let imported {
            object.append(("applied", .array(imported.applied.map(Self.json))))
            object.append(("unchanged", .array(imported.unchanged.map(Self.json))))
        }
        if let notes {
            object.append(("notes", .array(notes.map { note in
                .object([
                    ("file", .string(note.location?.file ?? note.file)),
                    ("key", note.key.map(JSONValue.string) ?? .null),
                    ("message", .string(note.message)), ("kind", .string(String(describing: note.kind))),
                    ("line", .int(note.location?.line)), ("column", .int(note.location?.column)),
                ])
            })))
        }
        if let messages {
            object.append(("notes", .array(messages.map { .object([("message", .string($0))]) })))
        }
        if let skippedFiles {
            object.append(("skipped", .array(skippedFiles.map { file in
                .object([
                    ("path", .string(file.path)), ("reason", .string(file.reason)), ("refused", .bool(file.refused)),
                ])
            })))
        }
        var summary: [(String, JSONValue)] = [
            ("written", .int(outcomes.filter(\.wasWritten).count)),
            ("refused", .int(outcomes.filter { !$0.wasWritten }.count)),
        ]
        if let skippedUnits {
            summary.append(("skippedUnits", .int(skippedUnits.count)))
            summary.append(("refusedUnits", .int(skippedUnits.filter(\.kind.isRefusal).count)))
        }
        if let imported {
            summary.append(("appliedUnits", .int(imported.applied.count)))
            summary.append(("unchangedUnits", .int(imported.unchanged.count)))
        }
        if let notes { summary.append(("notes", .int(notes.count))) }
        if let messages { summary.append(("notes", .int(messages.count))) }
        if let skippedFiles { summary.append(("skipped", .int(skippedFiles.count))) }
        object.append(("summary", .object(summary)))
        return JSONValue.object(object).serialized() + "\n"
    }

    /// A unit taken by an import, as JSON: the file it went to, its key and id, and its place in the file read.
    private static func json(_ unit: ImportedUnit) -> JSONValue {
        .object([
            ("file", .string(unit.file)), ("key", .string(unit.key)), ("id", .string(unit.id)),
            ("source", .string(unit.location?.file ?? "")), ("line", .int(unit.location?.line)),
            ("column", .int(unit.location?.column)),
        ])
    }
}
