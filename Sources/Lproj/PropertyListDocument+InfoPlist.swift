extension PropertyListDocument {
    /// The keys an `InfoPlist.strings` may localize for this `Info.plist`, `nil` when its root is no dictionary: its
    /// top-level keys (`CFBundleDisplayName`), and the names it gives as values that Apple also looks up there: each
    /// document type's `CFBundleTypeName`, each exported or imported type's `UTTypeDescription`, and each URL type's
    /// `CFBundleURLName` (`"Markdown Document" = "Document Markdown";`).
    public var infoPlistLocalizableKeys: Set<String>? {
        guard let root = root?.value.dictionaryValue else { return nil }
        var keys = Set(root.keys)
        let named = [
            ("CFBundleDocumentTypes", "CFBundleTypeName"), ("UTExportedTypeDeclarations", "UTTypeDescription"),
            ("UTImportedTypeDeclarations", "UTTypeDescription"), ("CFBundleURLTypes", "CFBundleURLName"),
        ]
        for (list, name) in named {
            for item in root[list]?.value.arrayValue ?? [] {
                if let value = item.value.dictionaryValue?[name]?.value.stringValue, !value.isEmpty {
                    keys.insert(value)
                }
            }
        }
        return keys
    }
}
