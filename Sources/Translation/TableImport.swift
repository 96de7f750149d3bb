import L10nRules
import Lproj

/// The import of one XLIFF `<file>` into one `.strings` table of one language.
struct TableImport {
    /// The bundle's path.
    var bundlePath: String
    /// The language's folder name with `.lproj`.
    var folder: String
    /// The table's name.
    var table: String
    /// The base language's document of the table.
    var base: StringsDocument
    /// The base table's plural stems.
    var stems: Set<String>
    /// The language's folder name.
    var language: String
    /// The base language's folder name.
    var baseName: String

    /// The bundle-relative path of the language's file.
    var relativePath: String { "\(folder)/\(table).strings" }

    /// The write and the skipped units of importing `units`.
    func plan(_ units: [XLIFFUnit]) throws(TranslationError) -> ImportPlan {
        let path = bundlePath + "/" + relativePath
        let original = try? FileBytes.read(path)
        let document = StringsFileReader.read(bytes: original ?? [], path: relativePath)
        var result = ImportPlan()
        if original != nil && (document.format != .text || document.hasErrors) {
            result.skip(units, file: relativePath, reason: "\(relativePath) is not a well-formed text .strings file; "
                + "fix it (l10n-check parse) and import again")
            return result
        }
        let baseTable = base.table
        var accepted: [(unit: XLIFFUnit, value: String)] = []
        for unit in units {
            switch verdict(unit, baseTable: baseTable) {
            case .accept(let value): accepted.append((unit, value))
            case .skip(let reason): result.skip([unit], file: relativePath, reason: reason)
            }
        }
        var updated = apply(accepted.map { ($0.unit.id, $0.value) }, to: document)
        let unsafe = try formatErrors(in: updated)
        if !unsafe.isEmpty {
            for (unit, _) in accepted where unsafe[unit.id] != nil {
                result.skip([unit], file: relativePath, reason: unsafe[unit.id]!)
            }
            accepted.removeAll { unsafe[$0.unit.id] != nil }
            updated = apply(accepted.map { ($0.unit.id, $0.value) }, to: document)
        }
        let before = document.table, after = updated.table
        var seen = Set<String>()
        let changed = accepted.map(\.unit.id).filter { key in seen.insert(key).inserted && before[key] != after[key] }
        guard !changed.isEmpty else { return result }
        let bytes: [UInt8]
        do {
            bytes = try StringsWriter.bytes(of: updated)
        } catch {
            throw TranslationError.writeFailed(path: path, reason: error.description)
        }
        result.changedKeys[path] = changed
        result.writes.append(FileWrite(
            path: path, bytes: bytes, expected: original,
            summary: "\(original == nil ? "create with" : "update") \(changed.count) translation"
                + (changed.count == 1 ? "" : "s")))
        return result
    }

    private enum Verdict {
        case accept(String)
        case skip(String)
    }

    private func verdict(_ unit: XLIFFUnit, baseTable: [String: String]) -> Verdict {
        guard let target = unit.target else { return .skip("no target") }
        if let state = unit.state, state == .new || state == .needsTranslation {
            return .skip("state \(state.rawValue): not translated yet")
        }
        guard let source = baseSource(for: unit.id, in: baseTable) else {
            return .skip("the base language \(baseName) has no such key")
        }
        guard source == unit.source else {
            return .skip("the base text changed after the export (now \(StringsWriter.quoted(source))); "
                + "translate the new text")
        }
        return .accept(target)
    }

    /// The base text a unit translates: the base's value of its key, or for a plural variant of any category
    /// (needed, optional, or one the file already has) the base's same category when not empty, else its `other`,
    /// as export gives it (`PluralVariant.baseKey`).
    private func baseSource(for key: String, in table: [String: String]) -> String? {
        table[PluralVariant.baseKey(for: key, stems: stems, in: table)]
    }

    /// `document` with each key set to its value: every entry of the key changed in place, or a new entry at the
    /// end with the base's comment.
    private func apply(_ values: [(String, String)], to document: StringsDocument) -> StringsDocument {
        var updated = document
        let baseComments = base.entriesByKey.mapValues(\.comment)
        var indices: [String: [Int]] = [:]
        for (index, entry) in document.entries.enumerated() { indices[entry.key, default: []].append(index) }
        for (key, value) in values {
            guard let places = indices[key] else {
                indices[key] = [updated.entries.count]
                updated.entries.append(StringsEntry(key: key, value: value, comment: baseComments[key] ?? nil))
                continue
            }
            for index in places where updated.entries[index].value != value {
                updated.entries[index].value = value
            }
        }
        updated.runtimeEntryPrefix = updated.entries.count
        return updated
    }

    /// The `format-mismatch` errors of `document` checked against the base, by key.
    private func formatErrors(in document: StringsDocument) throws(TranslationError) -> [String: String] {
        let files = [
            base.path: (try? FileBytes.read(bundlePath + "/" + base.path)) ?? [],
            relativePath: (try? StringsWriter.bytes(of: document)) ?? [],
        ]
        guard let bundle = try? BundleReader.read(files: files),
              let context = try? CheckContext(bundle: bundle, base: baseName)
        else { return [:] }
        var errors: [String: String] = [:]
        for diagnostic in FormatMismatchRule().check(context) where diagnostic.severity == .error {
            if let key = diagnostic.key, diagnostic.language == language { errors[key] = diagnostic.message }
        }
        return errors
    }
}
