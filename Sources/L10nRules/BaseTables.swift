import Collections
import Lproj

/// Resolves the base of every table on its own, in this order (the first that exists wins):
///
/// 1. the base language folder's `X.strings` / `X.stringsdict` (`en.lproj/Main.strings`), except beside an Interface
///    Builder file `Base.lproj/X.storyboard`: then the storyboard's texts are the base, with the table's keys of other
///    shapes (looked up by code), and the table counts as one more language's table of the texts;
/// 2. `Base.lproj/X.strings` / `X.stringsdict`;
/// 3. an Interface Builder file in `Base.lproj` (`Main.storyboard`, `Main.xib`): its localizable texts, keyed
///    `<objectID>.<property>` as `ibtool --export-strings-file` keys them, are the base keys and base texts;
/// 4. a String Catalog `X.xcstrings` (its source language, as `BundleReader` merges it into the folders). Beside an
///    Interface Builder file, the catalog's keys of other shapes (looked up by code) join the storyboard's texts.
///
/// `Base.lproj` is a source of base tables, never a language compared with the base.
enum BaseTables {
    /// The base folder with each table replaced by its resolved base; a table whose base is an Interface Builder
    /// file keeps that file in `interfaceBuilder` and has its texts as `strings`.
    static func resolve(_ baseFolder: LanguageFolder, in bundle: LocalizationBundle) -> LanguageFolder {
        let baseLproj = baseFolder.isBase ? nil : bundle.folder(named: "Base")
        var names = OrderedSet(baseFolder.tables.keys)
        names.append(contentsOf: baseLproj?.tables.keys ?? [])
        var tables = OrderedDictionary<String, LocalizedTable>()
        for name in names.sorted() {
            let own = baseFolder.tables[name], shared = baseLproj?.tables[name]
            if let own, hasTextFiles(own), let document = shared?.interfaceBuilder, !(shared.map(hasTextFiles) ?? false) {
                // The development language's own table of a Base.lproj storyboard (en.lproj/Main.strings, made when
                // English is checked beside Base) is as old as the translations' tables: the storyboard's texts are
                // the base, with the table's keys of other shapes, which code looks up.
                tables[name] = LocalizedTable(
                    name: name, strings: withCodeKeys(of: own.strings, added: document.table),
                    stringsdict: own.stringsdict, interfaceBuilder: document)
            } else if let table = [own, shared].compactMap({ $0 }).first(where: hasTextFiles) {
                tables[name] = withoutInterfaceBuilder(table)
            } else if let document = own?.interfaceBuilder ?? shared?.interfaceBuilder {
                let catalog = [own?.strings, shared?.strings].compactMap { $0 }.first { $0.format == .catalog }
                // Texts the catalog marks `shouldTranslate: false` are no base keys: no language is asked for them.
                var texts = document.table
                let kept = bundle.catalogs.first { $0.path == catalog?.path }?.keysNotToTranslate ?? []
                if !kept.isEmpty {
                    texts.entries.removeAll { kept.contains($0.key) }
                    texts.runtimeEntryPrefix = texts.entries.count
                }
                tables[name] = LocalizedTable(
                    name: name, strings: withCodeKeys(of: catalog, added: texts), interfaceBuilder: document)
            } else if let catalogTable = own ?? shared {
                // The hook for String Catalogs: the catalog's source-language table, as BundleReader merged it.
                tables[name] = catalogTable
            }
        }
        return LanguageFolder(name: baseFolder.name, directory: baseFolder.directory, tables: tables)
    }

    /// Whether a folder is a language to compare with the base: not `Base.lproj` (a source of base tables) nor
    /// `mul.lproj` (where Xcode keeps multilingual String Catalogs, whose languages are their own).
    static func isLanguage(_ folder: LanguageFolder) -> Bool {
        !folder.isBase && folder.name != "mul"
    }

    /// Whether a translation's table is a localized Interface Builder file of its own (`fr.lproj/Main.storyboard`
    /// and no `Main.strings`): Apple loads that file whole, so no key of it is compared.
    static func isLocalizedInterfaceBuilderFile(_ table: LocalizedTable?) -> Bool {
        guard let table else { return false }
        return table.interfaceBuilder != nil && table.strings == nil && table.stringsdict == nil
    }

    /// Whether the table has a `.strings` or `.stringsdict` file of its own (not a String Catalog's table).
    private static func hasTextFiles(_ table: LocalizedTable) -> Bool {
        (table.strings.map { $0.format != .catalog } ?? false) || table.stringsdict != nil
    }

    /// The storyboard's texts, followed by the keys of other shapes (looked up by code) of the String Catalog of the
    /// same name (Xcode keeps both in one catalog beside the storyboard, `mul.lproj/Main.xcstrings`) or of the
    /// development language's own `.strings` table: the code's keys are base keys as much as the storyboard's.
    private static func withCodeKeys(of catalog: StringsDocument?, added texts: StringsDocument) -> StringsDocument {
        guard let catalog else { return texts }
        var merged = texts
        let known = Set(texts.entries.map(\.key))
        merged.entries += catalog.entries.filter {
            !known.contains($0.key) && InterfaceBuilderDocument.objectID(ofKey: $0.key) == nil
        }
        merged.runtimeEntryPrefix = merged.entries.count
        return merged
    }

    private static func withoutInterfaceBuilder(_ table: LocalizedTable) -> LocalizedTable {
        var table = table
        table.interfaceBuilder = nil
        return table
    }
}
