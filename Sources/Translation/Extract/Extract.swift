import Foundation
import L10nRules
import Lproj

/// Plans `l10n-check extract` for one bundle, as genstrings does on a Mac: the keys the sources look up and the
/// development language's table lacks are added to it; a String Catalog also marks `stale` the keys code no longer
/// uses. Nothing is removed, and no translation is changed.
public enum Extract {
    /// The plan for the bundle `context` (read and resolved against its base language as the checker does, under
    /// the bundle's lock): each table of `keys`
    /// (the keys its calls look up, by table name) gets the keys its base language lacks; `usage`, every call of
    /// the sources, tells which keys of the bundle's String Catalogs code still uses.
    ///
    /// A `.strings` table gets its new keys appended, sorted by key, each with its comment as genstrings writes it;
    /// a table the base language lacks becomes a new UTF-8 `.strings` file. A table whose base is an Interface
    /// Builder file, a property list or a file with syntax errors is listed as left alone.
    public static func plan(context: CheckContext, keys: [String: [ExtractKey]], usage: CodeUsage) -> ExtractPlan {
        var plan = ExtractPlan()
        var catalogTables = Set<String>()
        for catalog in context.bundle.catalogs.sorted(by: { $0.path < $1.path }) {
            catalogTables.insert(catalog.tableName)
            ExtractCatalog(context: context, catalog: catalog, keys: keys[catalog.tableName] ?? [], usage: usage)
                .plan(into: &plan)
        }
        for table in keys.keys.sorted() where !catalogTables.contains(table) {
            ExtractStrings(context: context, table: table, keys: keys[table] ?? []).plan(into: &plan)
        }
        return plan
    }

    /// `keys` sorted as genstrings sorts them: by their UTF-16 code units, as `NSString.compare` without options.
    static func sorted(_ keys: [ExtractKey]) -> [ExtractKey] {
        keys.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
    }

    /// `relative` (a path in the bundle) joined to the bundle's path.
    static func fullPath(_ relative: String, in context: CheckContext) -> String {
        (context.bundle.path as NSString).appendingPathComponent(relative)
    }
}
