import Lproj

/// Keys of a translation that the base table lacks but that are still used, so never `extra-key`.
package enum UnjudgedExtraKeys {
    /// Whether `key`, absent from the resolved base table `baseTable` of `table`, may be reported as extra. It may
    /// not when:
    /// - the base is an Interface Builder file and the key is no `<objectID>.<property>` (`"Cancel"`): code looks it
    ///   up in the same table (`NSLocalizedString("Cancel", tableName: "Main", ...)`), which no storyboard tells;
    /// - the table is `InfoPlist` and the key is a value Apple localizes from `Info.plist` (``InfoPlistKeys``).
    package static func canBeExtra(
        _ key: String, table: String, baseTable: LocalizedTable?, bundle: LocalizationBundle
    ) -> Bool {
        if let document = baseTable?.interfaceBuilder, !document.isIntentDefinition,
           InterfaceBuilderDocument.objectID(ofKey: key) == nil {
            return false
        }
        return !InfoPlistKeys.isLocalized(key, table: table, infoPlistKeys: bundle.infoPlistKeys)
    }
}
