/// The `dateFormat` values of the web map specification's `format` object, each with the ICU skeleton the ArcGIS
/// JavaScript API renders it with (DESIGN.md section 7).
public enum PopupDateFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case shortDate, shortDateShortTime, shortDateShortTime24, shortDateLongTime, shortDateLongTime24
    case shortDateLE, shortDateLEShortTime, shortDateLEShortTime24, shortDateLELongTime, shortDateLELongTime24
    case longMonthDayYear, longMonthDayYearShortTime, longMonthDayYearShortTime24, longMonthDayYearLongTime
    case longMonthDayYearLongTime24
    case dayShortMonthYear, dayShortMonthYearShortTime, dayShortMonthYearShortTime24, dayShortMonthYearLongTime
    case dayShortMonthYearLongTime24
    case longDate, longDateShortTime, longDateShortTime24, longDateLongTime, longDateLongTime24
    case longMonthYear, shortMonthYear, year

    /// Decodes a `dateFormat` string, naming the known values when it is none of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let format = PopupDateFormat(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown dateFormat \"\(text)\"; known values: "
                    + PopupDateFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = format
    }

    /// The ICU skeleton of the date part (`yMd`); the `LE` variants format like the others, since the locale decides
    /// the order of day and month.
    public var dateSkeleton: String {
        switch rawValue {
        case let name where name.hasPrefix("shortDate"): "yMd"
        case let name where name.hasPrefix("longMonthDayYear"): "yMMMMd"
        case let name where name.hasPrefix("dayShortMonthYear"): "yMMMd"
        case let name where name.hasPrefix("longDate"): "yMMMMEEEEd"
        case "longMonthYear": "yMMMM"
        case "shortMonthYear": "yMMM"
        default: "y"
        }
    }

    /// The ICU skeleton of the time part (`jm`, `Hm`, `jms`, `Hms`), or `""` for a date alone.
    public var timeSkeleton: String {
        if rawValue.hasSuffix("ShortTime24") { return "Hm" }
        if rawValue.hasSuffix("ShortTime") { return "jm" }
        if rawValue.hasSuffix("LongTime24") { return "Hms" }
        if rawValue.hasSuffix("LongTime") { return "jms" }
        return ""
    }

    /// The whole skeleton.
    public var skeleton: String { dateSkeleton + timeSkeleton }
}
