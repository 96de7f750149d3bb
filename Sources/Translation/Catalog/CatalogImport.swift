import Lproj

/// The import of translated units into one String Catalog: one write of the catalog with every language's units,
/// as Xcode imports XLIFF into `.xcstrings`.
///
/// Each unit is judged by `UnitVerdict` against the source text `CatalogExport` gives its id, and its target goes
/// to the language's `stringUnit` at the id's path, with `state` `translated` (`needs_review` when its XLIFF state
/// asks for a review); localizations, variations, cases and substitutions are made where missing, as Xcode makes
/// them, each new member where Xcode's key order puts it. Refused: a unit whose id names no text of the source
/// language (`notInBundle`; so does a unit of an entry that holds a string set, which the export leaves out and an
/// import leaves as it is), a unit for the source language itself (`notInBundle`: its texts come from the code),
/// a target whose format specifiers do not fit its source (`formatMismatch`, checked as `l10n-check` checks
/// catalogs), and every unit when the catalog cannot be read or is no usable catalog (`unusableFile`). Every
/// other member of the file stays as read; the catalog is written as Xcode writes it (`JSONWriter`), and not at
/// all when no unit changes it.
public enum CatalogImport {
    /// The plan of importing `languages` (each a catalog language code, such as `de` or `pt-BR`, with the units read
    /// back for it) into the catalog at `catalogPath`, relative to the bundle at `bundlePath`
    /// (`mul.lproj/Main.xcstrings`, `Localizable.xcstrings`).
    public static func plan(
        catalogPath: String, bundlePath: String, languages: [(language: String, units: [XLIFFUnit])],
        options: XLIFFImport.Options = XLIFFImport.Options()
    ) -> ImportPlan {
        let path = bundlePath + "/" + catalogPath
        var result = ImportPlan()
        let snapshot: FileSnapshot
        do {
            snapshot = try FileSnapshot.read(path)
        } catch {
            result.skip(languages.flatMap(\.units), file: catalogPath, kind: .unusableFile,
                        reason: "\(catalogPath) cannot be read: \(error.reasonText); it is left alone")
            return result
        }
        let document = JSONDocument(bytes: snapshot.bytes, path: catalogPath)
        let catalog = StringCatalog(json: document)
        guard let root = document.root, let sourceLanguage = catalog.sourceLanguage, isEditable(catalog) else {
            result.skip(languages.flatMap(\.units), file: catalogPath, kind: .unusableFile,
                        reason: "\(catalogPath) is no well-formed String Catalog; fix it (l10n-check parse) and "
                            + "import again")
            return result
        }
        var entries: [String: JSONNode] = [:]
        for member in root["strings"]?.value.members ?? [] { entries[member.key] = member.value }
        var edits: [CatalogEdit] = []
        let setKeys = catalog.hasStringSets ? Set(catalog.entries.filter(\.hasStringSet).map(\.key)) : []
        for (language, units) in languages {
            guard language != sourceLanguage else {
                result.skip(units, file: catalogPath, kind: .notInBundle, reason: "\(language) is the catalog's source "
                    + "language, whose texts come from the code")
                continue
            }
            let walked = CatalogForms(catalog: catalog, sourceLanguage: sourceLanguage, language: language)
            let formsByID = Dictionary(walked.forms.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for unit in units {
                if let problem = unit.problem {
                    result.refuse(unit, problem: problem, file: catalogPath)
                    continue
                }
                guard let form = formsByID[unit.key] else {
                    let separator = unit.key.firstRange(of: CatalogForm.idSeparator)
                    let key = separator.map { String(unit.key[..<$0.lowerBound]) } ?? unit.key
                    let reason = setKeys.contains(key)
                        ? "\(StringsWriter.quoted(key)) of \(catalogPath) holds a string set (App Shortcut phrases), "
                            + "which an import leaves as it is"
                        : walked.ownShapeKeys.contains(key)
                        ? "\(language) gives \(StringsWriter.quoted(key)) a shape of its own in \(catalogPath) (a plain "
                            + "text, or variations or substitutions of its own), and no text of it has this id; export "
                            + "\(language) again to get its units"
                        : "the source language \(sourceLanguage) of \(catalogPath) has no text with this id"
                    result.skip([unit], file: catalogPath, kind: .notInBundle, reason: reason)
                    continue
                }
                let current = entries[form.key]?.node(at: ["localizations", language] + form.unitPath)
                let currentValue = current?["value"]?.value.stringValue
                let verdict = UnitVerdict.of(
                    unit, source: form.source, existing: currentValue, baseName: sourceLanguage,
                    allowEmptyTargets: options.allowEmptyTargets)
                switch verdict {
                case .accept(let value, let note):
                    edits.append(CatalogEdit(
                        language: language, form: form, unit: unit, value: value, note: note,
                        currentValue: currentValue, currentState: current?["state"]?.value.stringValue))
                case .skip(let kind, let reason):
                    result.skip([unit], file: catalogPath, kind: kind, reason: reason)
                }
            }
        }
        let accepted = checkFormats(
            edits, root: root, catalogPath: catalogPath, bundlePath: bundlePath, sourceLanguage: sourceLanguage,
            into: &result)
        for edit in accepted {
            if let note = edit.note {
                result.notes.append(ImportNote(
                    file: catalogPath, key: edit.unit.key, message: note.message, location: edit.unit.location,
                    kind: note.kind))
            }
            result.record(edit.unit, file: catalogPath, applied: edit.changesCatalog)
        }
        let changed = accepted.filter(\.changesCatalog)
        guard !changed.isEmpty else { return result }
        var seen = Set<String>()
        result.changedKeys[path] = changed.map(\.form.id).filter { seen.insert($0).inserted }
        result.writes.append(FileWrite(
            path: path, bytes: JSONWriter.bytes(of: applying(accepted, to: root, sourceLanguage: sourceLanguage)),
            replacing: snapshot, summary: "update \(changed.count) translation" + (changed.count == 1 ? "" : "s")))
        return result
    }

    /// Whether the catalog's structure lets units be written where their ids point: well-formed JSON whose root,
    /// `strings`, entries and every object on a unit's path are objects.
    static func isEditable(_ catalog: StringCatalog) -> Bool {
        catalog.issues.isEmpty && !catalog.structureIssues.contains { issue in
            switch issue.problem {
            case .rootNotObject, .missingStrings, .wrongType, .entryNotObject: true
            default: false
            }
        }
    }

    /// The edits whose targets fit their sources' format specifiers; the others are listed as skipped. When the
    /// check cannot run, none is taken.
    private static func checkFormats(
        _ edits: [CatalogEdit], root: JSONNode, catalogPath: String, bundlePath: String, sourceLanguage: String,
        into result: inout ImportPlan
    ) -> [CatalogEdit] {
        guard !edits.isEmpty else { return [] }
        let errors = CatalogFormatCheck.errors(
            of: edits.map { ["strings", $0.form.key] + $0.unitPath(in: $0.language) },
            in: applying(edits, to: root, sourceLanguage: sourceLanguage), path: catalogPath, bundlePath: bundlePath,
            sourceLanguage: sourceLanguage, languages: Set(edits.map(\.language)))
        guard let errors else {
            result.skip(edits.map(\.unit), file: catalogPath, kind: .formatMismatch,
                        reason: "the format specifiers could not be checked against the source language")
            return []
        }
        return zip(edits, errors).compactMap { edit, error in
            guard let error else { return edit }
            result.skip([edit.unit], file: catalogPath, kind: .formatMismatch, reason: error)
            return nil
        }
    }

    /// `root` with every edit written into its entry.
    private static func applying(_ edits: [CatalogEdit], to root: JSONNode, sourceLanguage: String) -> JSONNode {
        var updated = root
        updated.editObject(at: ["strings"]) { strings in
            strings.editMembers { members in
                var indices: [String: Int] = [:]
                for (index, member) in members.enumerated() { indices[member.key] = index }
                for edit in edits {
                    guard let index = indices[edit.form.key] else { continue }
                    edit.apply(to: &members[index].value, sourceLanguage: sourceLanguage)
                }
            }
        }
        return updated
    }
}
