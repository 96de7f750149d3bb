import Lproj

/// The keys `InfoPlist.strings` localizes: Apple looks them up there for the values of the bundle's `Info.plist`, so
/// a translation that has one is used even when the base's `InfoPlist.strings` lacks it (the base text is then the
/// `Info.plist` value).
enum InfoPlistKeys {
    /// The table Apple reads for `Info.plist` values.
    static let tableName = "InfoPlist"

    /// Keys Apple localizes from `Info.plist` when the bundle's own `Info.plist` is not at hand (an app repository
    /// keeps it beside the `.lproj` folders of another folder), besides every `...UsageDescription`.
    static let known: Set<String> = [
        "CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName", "CFBundleGetInfoString",
        "NSHumanReadableCopyright", "NSLocationTemporaryUsageDescriptionDictionary", "INAlternativeAppNames",
    ]

    /// Whether `key` of the table `table` is a value of `Info.plist` that Apple localizes: a key of the bundle's
    /// `Info.plist` when there is one, else a key Apple is known to localize.
    static func isLocalized(_ key: String, table: String, infoPlistKeys: Set<String>?) -> Bool {
        guard table.lowercased() == tableName.lowercased() else { return false }
        if let infoPlistKeys { return infoPlistKeys.contains(key) }
        return known.contains(key) || key.hasSuffix("UsageDescription")
    }
}
