import Lproj

/// Plans the pseudo-localized files of the base's tables: the bytes, read back before they are planned, and the
/// write that creates the file, or replaces it when replacing was asked for.
struct PseudoTablePlanner {
    /// The pseudo-language's plural forms.
    var forms: PseudoPluralForms
    /// The bundle's path, as given.
    var bundlePath: String
    /// The language folder written, `en-XA.lproj`.
    var folder: String
    /// The base language's folder name, for summaries.
    var baseName: String
    /// Whether existing files of the folder are replaced (the folder exists and replacing was asked for).
    var replacing: Bool

    /// Plans the `.strings` file of `table` from the base's `.strings` table `base`.
    func plan(_ base: StringsDocument, stems: Set<String>, table: String, into plan: inout PseudoPlan) {
        let relative = "\(folder)/\(table).strings"
        if base.hasErrors { return skip(relative, .baseHasErrors(base.path), into: &plan) }
        let builder = PseudoStringsTable(forms: forms, stems: stems)
        let entries = builder.entries(of: base)
        let bytes = builder.bytes(of: base, entries: entries)
        let reread = StringsFileReader.read(bytes: bytes, path: relative)
        guard !reread.hasErrors, reread.entries.map(\.key) == entries.map(\.key),
              reread.entries.map(\.value) == entries.map(\.value)
        else {
            return skip(relative, .wouldNotReadBack("it would not read back as the texts planned"), into: &plan)
        }
        record(bytes, as: relative, keys: entries.map(\.key), texts: entries.count, into: &plan)
    }

    /// Plans the `.stringsdict` file of `table` from the base's `.stringsdict` file `base`.
    func plan(_ base: StringsdictDocument, table: String, into plan: inout PseudoPlan) {
        let relative = "\(folder)/\(table).stringsdict"
        if base.hasErrors { return skip(relative, .baseHasErrors(base.path), into: &plan) }
        let entries = PseudoStringsdictTable(forms: forms).entries(of: base)
        guard let bytes = StringsdictXMLWriter.bytes(of: entries) else {
            return skip(relative, .wouldNotReadBack("a text holds a character that no property list can hold"), into: &plan)
        }
        guard StringsdictXMLWriter.readsBack(bytes, as: entries, path: relative) else {
            return skip(relative, .wouldNotReadBack("it would not read back as the texts planned"), into: &plan)
        }
        let texts = entries.reduce(0) { count, entry in
            count + (entry.formatKey == nil ? 0 : 1) + entry.variables.reduce(0) { $0 + $1.forms.count }
        }
        record(bytes, as: relative, keys: entries.map(\.key), texts: texts, into: &plan)
    }

    /// Adds the write of `bytes` to the bundle-relative `relative`: a new file, or, when replacing, the file as read
    /// now replaced (refused when it exists but cannot be read).
    private func record(_ bytes: [UInt8], as relative: String, keys: [String], texts: Int, into plan: inout PseudoPlan) {
        let path = PseudoLanguage.path(relative, in: bundlePath)
        let count = keys.count == 1 ? "1 key" : "\(keys.count) keys"
        let what = "\(count) of the base \(baseName), pseudo-localized (\(forms.style.rawValue): \(forms.style.summary))"
        var snapshot: FileSnapshot?
        if replacing {
            do {
                snapshot = try FileSnapshot.read(path)
            } catch {
                if error.reason != .notFound {
                    let write = FileWrite(
                        path: path, bytes: bytes, expected: nil, summary: "create \(relative) with \(what)")
                    plan.refused.append(WriteOutcome(write: write, refusal: .failed(error.reasonText)))
                    return
                }
            }
        }
        let verb = snapshot == nil ? "create" : "replace"
        let write = FileWrite(path: path, bytes: bytes, replacing: snapshot, summary: "\(verb) \(relative) with \(what)")
        plan.record(write, keys: keys, texts: texts)
    }

    private func skip(_ relative: String, _ reason: PseudoSkippedFile.Reason, into plan: inout PseudoPlan) {
        plan.skipped.append(PseudoSkippedFile(path: PseudoLanguage.path(relative, in: bundlePath), reason: reason))
    }
}
