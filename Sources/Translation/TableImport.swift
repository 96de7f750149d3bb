import Foundation
import L10nRules
import Lproj

/// The import of one XLIFF `<file>` into one `.strings` table of one language. A text file is written back as
/// text; an XML property list is edited in place and a binary one written anew as binary, each in its own format.
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
    func plan(_ units: [XLIFFUnit], options: XLIFFImport.Options) throws(TranslationError) -> ImportPlan {
        let path = bundlePath + "/" + relativePath
        var result = ImportPlan()
        let snapshot: FileSnapshot?
        switch LanguageFileRead.read(path, relativePath: relativePath, refusing: units, in: &result) {
        case .missing: snapshot = nil
        case .read(let read): snapshot = read
        case .unreadable: return result
        }
        let original = snapshot?.bytes
        let document = StringsFileReader.read(bytes: original ?? [], path: relativePath)
        if original != nil && (![.text, .xml, .binary].contains(document.format) || document.hasErrors) {
            result.skip(units, file: relativePath, kind: .unusableFile, reason: "\(relativePath) is not a well-formed "
                + ".strings file; fix it (l10n-check parse) and import again")
            return result
        }
        let baseTable = base.table, existing = document.table
        var accepted: [(unit: XLIFFUnit, value: String, note: UnitVerdict.UnitNote?)] = []
        for unit in units {
            if let problem = unit.problem {
                result.refuse(unit, problem: problem, file: relativePath)
                continue
            }
            let verdict = UnitVerdict.of(
                unit, source: baseSource(for: unit.key, in: baseTable), existing: existing[unit.key],
                baseName: baseName, allowEmptyTargets: options.allowEmptyTargets)
            switch verdict {
            case .accept(let value, let note): accepted.append((unit, value, note))
            case .skip(let kind, let reason): result.skip([unit], file: relativePath, kind: kind, reason: reason)
            }
        }
        var updated = apply(accepted.map { ($0.unit.key, $0.value) }, to: document)
        let unchecked = "the format specifiers could not be checked against the base language"
        let unsafe = formatErrors(in: updated)
        if unsafe?.isEmpty != true {
            // A unit whose target the file holds already changes nothing, whatever its specifiers: the checker
            // reports the file's own fault, and the import does not refuse what it would not write.
            let refused = Set(accepted.compactMap { unit, value, _ -> String? in
                existing[unit.key] == value || unsafe.map({ $0[unit.key] == nil }) == true ? nil : unit.key
            })
            for (unit, _, _) in accepted where refused.contains(unit.key) {
                result.skip([unit], file: relativePath, kind: .formatMismatch, reason: unsafe?[unit.key] ?? unchecked)
            }
            accepted.removeAll { unit, _, _ in refused.contains(unit.key) }
            updated = apply(accepted.map { ($0.unit.key, $0.value) }, to: document)
        }
        for (unit, _, note) in accepted {
            guard let note else { continue }
            result.notes.append(ImportNote(
                file: relativePath, key: unit.key, message: note.message, location: unit.location, kind: note.kind))
        }
        let before = document.table, after = updated.table
        var seen = Set<String>()
        let changed = accepted.map(\.unit.key).filter { key in seen.insert(key).inserted && before[key] != after[key] }
        let record = { (plan: inout ImportPlan) in
            for (unit, _, _) in accepted {
                plan.record(unit, file: relativePath, applied: before[unit.key] != after[unit.key])
            }
        }
        guard !changed.isEmpty else {
            record(&result)
            return result
        }
        let bytes: [UInt8]
        if let original, document.format != .text {
            do {
                bytes = try propertyListBytes(editing: original, setting: changed.map { ($0, after[$0] ?? "") })
            } catch {
                result.skip(
                    accepted.map(\.unit), file: relativePath, kind: .unusableFile,
                    reason: "\(relativePath) cannot be written back: \(error.description)")
                return result
            }
        } else {
            do {
                bytes = try StringsWriter.bytes(of: updated)
            } catch {
                throw TranslationError.writeFailed(path: path, reason: error.description)
            }
        }
        record(&result)
        result.changedKeys[path] = changed
        result.writes.append(FileWrite(
            path: path, bytes: bytes, replacing: snapshot,
            summary: "\(original == nil ? "create with" : "update") \(changed.count) translation"
                + (changed.count == 1 ? "" : "s")))
        return result
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

    /// The `format-mismatch` errors of `document` checked against the base, by key, or `nil` when the check cannot
    /// run (so that nothing unchecked is imported).
    private func formatErrors(in document: StringsDocument) -> [String: String]? {
        let pair = FormatCheckPair(
            bundlePath: bundlePath, baseName: baseName, baseTable: LocalizedTable(name: table, strings: base),
            basePath: base.path, language: language, folder: folder,
            ownTable: LocalizedTable(name: table, strings: document))
        guard let findings = pair.formatErrors() else { return nil }
        var errors: [String: String] = [:]
        for diagnostic in findings {
            if let key = diagnostic.key { errors[key] = diagnostic.message }
        }
        return errors
    }
}
