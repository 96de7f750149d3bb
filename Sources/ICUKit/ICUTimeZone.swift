import CICUShim

/// IANA time zone IDs as ICU knows them (`ucal_getCanonicalTimeZoneID`).
public enum ICUTimeZone {
    /// The canonical form of one of ICU's own time zone IDs ("US/Eastern" -> "America/New_York",
    /// "UTC" -> "Etc/UTC"); nil when ICU does not know the ID. Custom offset IDs such as "GMT+05:30" are
    /// no system IDs and give nil too, although date formatters accept them.
    public static func canonicalID(_ id: String) -> String? {
        guard let found = lookup(id), found.isSystemID else { return nil }
        return found.id
    }

    /// Whether `id` is one of ICU's own time zone IDs; see `canonicalID(_:)`.
    public static func isValid(_ id: String) -> Bool {
        canonicalID(id) != nil
    }

    /// ICU's canonical form of any ID it accepts, and whether it is a system ID (not a custom offset
    /// such as "GMT+05:00", nor "Etc/Unknown"); nil for an ID ICU does not know.
    static func lookup(_ id: String) -> (id: String, isSystemID: Bool)? {
        let units = Array(id.utf16)
        var system: Int32 = 0
        guard let canonical = try? ICUStatus.utf16("ucal_getCanonicalTimeZoneID", capacity: 64, {
            l10n_icu_time_zone_canonical_id(units, Int32(units.count), $0, $1, &system, $2)
        }).text else { return nil }
        return (canonical, system != 0)
    }

    /// The canonical ID a date formatter uses for `id`: a system ID, or a custom offset ID ("GMT+5" ->
    /// "GMT+05:00"). Anything else is an `ICUError` whose `unknownTimeZone` is `id`: ICU itself would
    /// silently format in GMT.
    static func formattingID(for id: String) throws(ICUError) -> String {
        guard let found = lookup(id),
              found.isSystemID || found.id.hasPrefix("GMT+") || found.id.hasPrefix("GMT-")
        else {
            throw .unknownTimeZone(id, function: "ucal_getCanonicalTimeZoneID", code: ICUStatus.illegalArgument)
        }
        return found.id
    }
}
