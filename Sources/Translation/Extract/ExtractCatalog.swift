import L10nRules
import Lproj

/// One String Catalog and what `extract` does to it, as Xcode does when it builds: keys the code looks up and the
/// catalog lacks are added, keys that came from code and that no call uses any more are marked `stale`, and a
/// stale key code uses again loses the mark.
struct ExtractCatalog {
    /// The bundle, resolved against its base language.
    var context: CheckContext
    /// The catalog as the bundle reader read it.
    var catalog: StringCatalog
    /// The keys the sources look up in the catalog's table.
    var keys: [ExtractKey]
    /// Every call of the sources, for which keys code still uses.
    var usage: CodeUsage

    /// Tables whose keys come from elsewhere than code calls: `Info.plist` and App Shortcuts phrases.
    static let tablesNotFromCode: Set<String> = ["InfoPlist", "AppShortcuts"]

    /// Adds to `plan` the catalog's write, or lists it as left alone when it cannot be edited.
    func plan(into plan: inout ExtractPlan) {
        let full = Extract.fullPath(catalog.path, in: context)
        let snapshot: FileSnapshot
        do {
            snapshot = try FileSnapshot.read(full)
        } catch {
            return plan.skip(full, "cannot be read: \(error.reasonText)", refused: true)
        }
        let document = JSONDocument(bytes: snapshot.bytes, path: catalog.path)
        let read = StringCatalog(json: document)
        guard let root = document.root, let sourceLanguage = read.sourceLanguage, CatalogImport.isEditable(read) else {
            return plan.skip(full, "is no well-formed String Catalog; fix it (l10n-check parse) and extract again",
                             refused: true)
        }
        var updated = root
        var added: [String] = []
        var stale: [String] = []
        updated.editObject(at: ["strings"]) { strings in
            strings.editMembers { members in
                stale = markStale(&members)
                added = insertNew(into: &members, sourceLanguage: sourceLanguage)
            }
        }
        let bytes = JSONWriter.bytes(of: updated)
        guard bytes != snapshot.bytes else { return }
        var parts: [String] = []
        if !added.isEmpty { parts.append("add \(count(added)) the code looks up") }
        if !stale.isEmpty { parts.append("mark \(count(stale)) no call uses stale") }
        let summary = (parts.isEmpty ? "rewrite" : parts.joined(separator: ", ")) + " in \(catalog.path)"
        plan.record(FileWrite(path: full, bytes: bytes, replacing: snapshot, summary: summary), adding: added,
                    markingStale: stale)
    }

    /// Marks `stale` the entries that came from code and no call uses, and unmarks the stale ones a call names in
    /// full again; the keys marked.
    private func markStale(_ members: inout [JSONMember]) -> [String] {
        let table = catalog.tableName
        guard !Self.tablesNotFromCode.contains(table) else { return [] }
        let byKey = Dictionary(keys.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let hasInterfaceBuilderFile = context.languages.contains { $0.folder.tables[table]?.interfaceBuilder != nil }
        var marked: [String] = []
        for index in members.indices {
            let key = members[index].key
            let state = members[index].value["extractionState"]?.value.stringValue
            if state == StringCatalogEntry.staleExtractionState, let call = byKey[key] {
                members[index].value.editMembers { $0.removeAll { $0.key == "extractionState" } }
                if call.value.map({ !$0.isEmpty && $0 != key }) == true {
                    members[index].value.setMember("extractionState", to: JSONNode(.string(Self.extractedWithValue)))
                }
                continue
            }
            // Any call uses it, in a preview or a test too, or a literal of the sources spells it out: still used.
            guard state == nil || state == Self.extractedWithValue, !usage.usesAnywhere(key, table: table),
                  !usage.literalTexts.contains(key), !(hasInterfaceBuilderFile && Self.hasInterfaceBuilderShape(key))
            else { continue }
            members[index].value.setMember("extractionState", to: JSONNode(.string(StringCatalogEntry.staleExtractionState)))
            marked.append(key)
        }
        return marked
    }

    /// Inserts an entry for each key the catalog lacks, where Xcode's key order puts it; the keys added.
    private func insertNew(into members: inout [JSONMember], sourceLanguage: String) -> [String] {
        let present = ExtractPresentKeys(members.map(\.key))
        var seen = Set<String>()
        let new = keys.filter { !present.contains($0) && seen.insert($0.key).inserted }
            .sorted { JSONKeyOrder.precedes($0.key, $1.key) }
        guard !new.isEmpty else { return [] }
        // Each new key goes before the first member it precedes; for keys in order those places only move on.
        var merged: [JSONMember] = []
        merged.reserveCapacity(members.count + new.count)
        var next = 0
        for member in members {
            while next < new.count, JSONKeyOrder.precedes(new[next].key, member.key) {
                merged.append(JSONMember(key: new[next].key, value: entry(for: new[next], sourceLanguage: sourceLanguage)))
                next += 1
            }
            merged.append(member)
        }
        for key in new[next...] {
            merged.append(JSONMember(key: key.key, value: entry(for: key, sourceLanguage: sourceLanguage)))
        }
        members = merged
        return new.map(\.key)
    }

    /// The entry Xcode writes for a key found in code: its comment, and a default value that differs from the key
    /// as the source language's `new` unit, `extracted_with_value`.
    private func entry(for key: ExtractKey, sourceLanguage: String) -> JSONNode {
        var entry = JSONNode(.object([]))
        if let comment = key.catalogComment { entry.setMember("comment", to: JSONNode(.string(comment))) }
        if let value = key.value, !value.isEmpty, value != key.key {
            entry.setMember("extractionState", to: JSONNode(.string(Self.extractedWithValue)))
            entry.editObject(at: ["localizations", sourceLanguage, "stringUnit"]) { unit in
                unit.setMember("state", to: JSONNode(.string("new")))
                unit.setMember("value", to: JSONNode(.string(value)))
            }
        }
        return entry
    }

    /// The extraction state of a key found in code with a default value.
    static let extractedWithValue = "extracted_with_value"

    /// Whether `key` has the shape of an Interface Builder key, `<objectID>.<property>`.
    static func hasInterfaceBuilderShape(_ key: String) -> Bool {
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { return false }
        let isID: (Unicode.Scalar) -> Bool = { $0.properties.isAlphabetic && $0.isASCII
            || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
        let property = key[key.index(after: dot)...]
        guard let first = property.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return key[..<dot].unicodeScalars.allSatisfy(isID)
    }

    private func count(_ keys: [String]) -> String { keys.count == 1 ? "1 key" : "\(keys.count) keys" }
}
