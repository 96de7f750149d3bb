import Foundation
import Lproj

/// The import of one XLIFF `<file>` into one language's `.stringsdict` table: each translated unit sets the format
/// key or the form its Xcode id names (``StringsdictUnitPath``), judged as every table's units are (``UnitVerdict``).
///
/// The language's XML file is edited in place: only the `<string>` elements whose text changes are written, and a
/// missing form, variable or entry is inserted in the file's own indentation (``StringsdictTree`` says where), so a
/// diff shows the changed translations alone. A binary file is written anew as binary. When the language has no
/// file, one is made from the base's structure (format keys, spec and value types, the forms imported) in Apple's
/// XML layout.
///
/// Left out: a unit whose id is no `.stringsdict` id or names an entry, variable or form the base lacks
/// (``ImportSkipKind/notInBundle``), and one whose format specifiers do not fit the base's (the `format-mismatch`
/// rule's errors, ``ImportSkipKind/formatMismatch``). When the language's file cannot be read or is no property list
/// with a dictionary at its top, every unit is refused (``ImportSkipKind/unusableFile``) and the file is left alone.
/// The plan's ``ImportPlan/changedKeys`` lists the ids of the units that change the file.
struct StringsdictImport {
    /// The bundle's path.
    var bundlePath: String
    /// The language's folder name with `.lproj`.
    var folder: String
    /// The table's name.
    var table: String
    /// The base language's `.stringsdict` file of the table.
    var base: StringsdictDocument
    /// The language's folder name.
    var language: String
    /// The base language's folder name.
    var baseName: String

    /// The bundle-relative path of the language's file.
    var relativePath: String { "\(folder)/\(table).stringsdict" }

    /// A unit taken, with the path it sets and its text.
    struct Accepted {
        var unit: XLIFFUnit
        var path: StringsdictUnitPath
        var value: String
        var note: UnitVerdict.UnitNote?
    }

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
        let own = snapshot.map { PropertyListDocument(bytes: $0.bytes, path: relativePath) }
        let ownRoot = own?.root?.value.dictionaryValue
        if let own, !own.isUsable(emptyFile: snapshot?.bytes.isEmpty == true) {
            result.skip(units, file: relativePath, kind: .unusableFile, reason: "\(relativePath) is no well-formed "
                + "property list with a dictionary at its top; fix it (l10n-check parse) and import again")
            return result
        }
        let ownEntries = own.map { StringsdictDocument(propertyList: $0).entriesByKey } ?? [:]
        var accepted = judge(units, existing: ownEntries, options: options, into: &result)
        var tree = self.tree(of: accepted, root: ownRoot)
        let unsafe = formatErrors(in: tree, format: own?.format ?? .xml)
        if unsafe?.isEmpty != true {
            let unchecked = "the format specifiers could not be checked against the base language"
            for (index, taken) in accepted.enumerated() {
                guard let reason = unsafe.map({ $0[index] }) ?? unchecked else { continue }
                result.skip([taken.unit], file: relativePath, kind: .formatMismatch, reason: reason)
            }
            accepted = unsafe.map { unsafe in accepted.indices.filter { unsafe[$0] == nil }.map { accepted[$0] } } ?? []
            tree = self.tree(of: accepted, root: ownRoot)
        }
        for taken in accepted {
            guard let note = taken.note else { continue }
            result.notes.append(ImportNote(
                file: relativePath, key: taken.unit.key, message: note.message, location: taken.unit.location,
                kind: note.kind))
        }
        var final: [StringsdictUnitPath: String] = [:]
        for taken in accepted { final[taken.path] = taken.value }
        var seen = Set<StringsdictUnitPath>()
        let changed = accepted.map(\.path).filter { seen.insert($0).inserted && $0.value(in: ownEntries) != final[$0] }
        guard !changed.isEmpty else {
            for taken in accepted { result.record(taken.unit, file: relativePath, applied: false) }
            return result
        }
        let bytes: [UInt8]
        do {
            bytes = try outputBytes(of: tree, editing: ownRoot == nil ? nil : snapshot?.bytes, format: own?.format)
        } catch {
            result.skip(
                accepted.map(\.unit), file: relativePath, kind: .unusableFile,
                reason: "\(relativePath) cannot be written back: \(error.description)")
            return result
        }
        for taken in accepted {
            result.record(taken.unit, file: relativePath, applied: taken.path.value(in: ownEntries) != final[taken.path])
        }
        result.changedKeys[path] = changed.map(\.id)
        result.writes.append(FileWrite(
            path: path, bytes: bytes, replacing: snapshot,
            summary: "\(ownRoot == nil ? "create with" : "update") \(changed.count) translation"
                + (changed.count == 1 ? "" : "s")))
        return result
    }

    /// The units taken, each with the path its id names; the others listed in `result` with why.
    private func judge(
        _ units: [XLIFFUnit], existing: [String: StringsdictEntry], options: XLIFFImport.Options,
        into result: inout ImportPlan
    ) -> [Accepted] {
        let baseEntries = base.entriesByKey
        var accepted: [Accepted] = []
        for unit in units {
            if let problem = unit.problem {
                result.refuse(unit, problem: problem, file: relativePath)
                continue
            }
            let path = StringsdictUnitPath(id: unit.key, in: baseEntries)
            let verdict = UnitVerdict.of(
                unit, source: path?.source(in: baseEntries), existing: path?.value(in: existing), baseName: baseName,
                allowEmptyTargets: options.allowEmptyTargets)
            switch verdict {
            case .accept(let value, let note):
                if let path { accepted.append(Accepted(unit: unit, path: path, value: value, note: note)) }
            case .skip(.notInBundle, _):
                result.skip([unit], file: relativePath, kind: .notInBundle, reason: missingReason(for: path))
            case .skip(let kind, let reason):
                result.skip([unit], file: relativePath, kind: kind, reason: reason)
            }
        }
        return accepted
    }

    /// Why a unit names nothing of the base: its id names no entry or variable the base has, or a form without a
    /// base text (a plural variable's form that is no plural category).
    private func missingReason(for path: StringsdictUnitPath?) -> String {
        guard let path, let variable = path.variable, let form = path.form else {
            return "the id names no format key or form of an entry of the base language \(baseName)'s "
                + "\(table).stringsdict"
        }
        return "the base language \(baseName) has no text for the form \(form) of the variable \(variable) in "
            + StringsWriter.quoted(path.key)
    }

    /// The language's tree with the texts of `accepted` set, each placed at its index for findings to name.
    private func tree(of accepted: [Accepted], root: PropertyListDictionary?) -> StringsdictTree {
        var tree = StringsdictTree(root: root, base: base.entriesByKey)
        for (index, taken) in accepted.enumerated() {
            tree.set(taken.value, at: taken.path, location: Self.place(ofUnit: index))
        }
        return tree
    }
}
