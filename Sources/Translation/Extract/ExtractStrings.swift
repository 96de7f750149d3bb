import L10nRules
import Lproj

/// One `.strings` table of the development language and the keys `extract` appends to it.
struct ExtractStrings {
    /// The bundle, resolved against its base language.
    var context: CheckContext
    /// The table's name.
    var table: String
    /// The keys the sources look up in the table.
    var keys: [ExtractKey]

    /// Adds to `plan` the write that appends the keys the base's table lacks, or creates the table's file; or lists
    /// the table as left alone.
    func plan(into plan: inout ExtractPlan) {
        let own = context.base.folder.tables[table]
        let present = ExtractPresentKeys(own?.keys ?? [])
        let missing = Extract.sorted(keys.filter { !present.contains($0) })
        guard !missing.isEmpty, let path = path(of: own, into: &plan) else { return }
        let entries = missing.map { StringsEntry(key: $0.key, value: $0.text, comment: $0.genstringsComment) }
        let full = Extract.fullPath(path, in: context)
        let old = own?.strings
        var snapshot: FileSnapshot?
        if old != nil {
            do {
                snapshot = try FileSnapshot.read(full)
            } catch {
                return plan.skip(full, "cannot be read: \(error.reasonText)", refused: true)
            }
        }
        let bytes = SyncText.appending(
            entries, to: snapshot?.bytes ?? [], encoding: old?.encoding ?? .utf8,
            lineEnding: old?.lineEnding.text ?? "\n")
        let reread = StringsFileReader.read(bytes: bytes, path: path)
        let wanted = (old?.entries ?? []) + entries
        guard !reread.hasErrors, reread.entries.map(\.key) == wanted.map(\.key),
              reread.entries.map(\.value) == wanted.map(\.value)
        else { return plan.skip(full, "the keys cannot be appended so that the file reads back as expected", refused: true) }
        let count = entries.count == 1 ? "1 key" : "\(entries.count) keys"
        let summary = old == nil
            ? "create \(path) with \(count) the code looks up" : "add \(count) the code looks up to \(path)"
        plan.record(FileWrite(path: full, bytes: bytes, replacing: snapshot, summary: summary), adding: entries.map(\.key))
    }

    /// The bundle-relative path of the development language's file of the table, `nil` (the table listed as left
    /// alone) when it is no text `.strings` file to append to.
    private func path(of own: LocalizedTable?, into plan: inout ExtractPlan) -> String? {
        guard let strings = own?.strings else {
            let folder = context.base.folder
            let directory = folder.directory.hasSuffix(".lproj") && !folder.isBase
                ? folder.directory : "\(context.base.tag ?? "en").lproj"
            return "\(directory)/\(table).strings"
        }
        let full = Extract.fullPath(strings.path, in: context)
        switch strings.format {
        case .text:
            if strings.hasErrors {
                plan.skip(full, "has syntax errors; fix them (l10n-check parse) and extract again", refused: true)
                return nil
            }
            return strings.path
        case .interfaceBuilder:
            plan.skip(full, "the base of table \(table) is an Interface Builder file; the keys code looks up in it "
                + "are left to its translations")
        default:
            plan.skip(full, "is a \(strings.format.rawValue) file, not text; extract appends only to text files")
        }
        return nil
    }
}
