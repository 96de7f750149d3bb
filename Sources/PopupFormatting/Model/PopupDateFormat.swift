/// The `dateFormat` values of the web map specification's `format` object, each with the ICU skeleton the ArcGIS
/// JavaScript API renders it with; the locale decides the order and punctuation.
public enum PopupDateFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Short date (`yMd`).
    case shortDate
    /// Short date (`yMd`) with hours and minutes in the locale's clock (`jm`).
    case shortDateShortTime
    /// Short date (`yMd`) with hours and minutes on a 24-hour clock (`Hm`).
    case shortDateShortTime24
    /// Short date (`yMd`) with hours, minutes and seconds in the locale's clock (`jms`).
    case shortDateLongTime
    /// Short date (`yMd`) with hours, minutes and seconds on a 24-hour clock (`Hms`).
    case shortDateLongTime24
    /// Formats as ``shortDate``: the locale orders day and month.
    case shortDateLE
    /// Formats as ``shortDateShortTime``: the locale orders day and month.
    case shortDateLEShortTime
    /// Formats as ``shortDateShortTime24``: the locale orders day and month.
    case shortDateLEShortTime24
    /// Formats as ``shortDateLongTime``: the locale orders day and month.
    case shortDateLELongTime
    /// Formats as ``shortDateLongTime24``: the locale orders day and month.
    case shortDateLELongTime24
    /// Month name, day and year (`yMMMMd`).
    case longMonthDayYear
    /// Month name, day and year (`yMMMMd`) with hours and minutes in the locale's clock (`jm`).
    case longMonthDayYearShortTime
    /// Month name, day and year (`yMMMMd`) with hours and minutes on a 24-hour clock (`Hm`).
    case longMonthDayYearShortTime24
    /// Month name, day and year (`yMMMMd`) with hours, minutes and seconds in the locale's clock (`jms`).
    case longMonthDayYearLongTime
    /// Month name, day and year (`yMMMMd`) with hours, minutes and seconds on a 24-hour clock (`Hms`).
    case longMonthDayYearLongTime24
    /// Day, abbreviated month and year (`yMMMd`).
    case dayShortMonthYear
    /// Day, abbreviated month and year (`yMMMd`) with hours and minutes in the locale's clock (`jm`).
    case dayShortMonthYearShortTime
    /// Day, abbreviated month and year (`yMMMd`) with hours and minutes on a 24-hour clock (`Hm`).
    case dayShortMonthYearShortTime24
    /// Day, abbreviated month and year (`yMMMd`) with hours, minutes and seconds in the locale's clock (`jms`).
    case dayShortMonthYearLongTime
    /// Day, abbreviated month and year (`yMMMd`) with hours, minutes and seconds on a 24-hour clock (`Hms`).
    case dayShortMonthYearLongTime24
    /// Weekday, month name, day and year (`yMMMMEEEEd`).
    case longDate
    /// Weekday, month name, day and year (`yMMMMEEEEd`) with hours and minutes in the locale's clock (`jm`).
    case longDateShortTime
    /// Weekday, month name, day and year (`yMMMMEEEEd`) with hours and minutes on a 24-hour clock (`Hm`).
    case longDateShortTime24
    /// Weekday, month name, day and year (`yMMMMEEEEd`) with hours, minutes and seconds in the locale's clock (`jms`).
    case longDateLongTime
    /// Weekday, month name, day and year (`yMMMMEEEEd`) with hours, minutes and seconds on a 24-hour clock (`Hms`).
    case longDateLongTime24
    /// Month name and year (`yMMMM`).
    case longMonthYear
    /// Abbreviated month and year (`yMMM`).
    case shortMonthYear
    /// The year alone (`y`).
    case year

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
        switch self {
        case .shortDate, .shortDateShortTime, .shortDateShortTime24, .shortDateLongTime, .shortDateLongTime24,
             .shortDateLE, .shortDateLEShortTime, .shortDateLEShortTime24, .shortDateLELongTime, .shortDateLELongTime24:
            "yMd"
        case .longMonthDayYear, .longMonthDayYearShortTime, .longMonthDayYearShortTime24, .longMonthDayYearLongTime,
             .longMonthDayYearLongTime24:
            "yMMMMd"
        case .dayShortMonthYear, .dayShortMonthYearShortTime, .dayShortMonthYearShortTime24,
             .dayShortMonthYearLongTime, .dayShortMonthYearLongTime24:
            "yMMMd"
        case .longDate, .longDateShortTime, .longDateShortTime24, .longDateLongTime, .longDateLongTime24: "yMMMMEEEEd"
        case .longMonthYear: "yMMMM"
        case .shortMonthYear: "yMMM"
        case .year: "y"
        }
    }

    /// The ICU skeleton of the time part (`jm`, `Hm`, `jms`, `Hms`), or `""` for a date alone.
    public var timeSkeleton: String {
        switch self {
        case .shortDateShortTime, .shortDateLEShortTime, .longMonthDayYearShortTime, .dayShortMonthYearShortTime,
             .longDateShortTime:
            "jm"
        case .shortDateShortTime24, .shortDateLEShortTime24, .longMonthDayYearShortTime24,
             .dayShortMonthYearShortTime24, .longDateShortTime24:
            "Hm"
        case .shortDateLongTime, .shortDateLELongTime, .longMonthDayYearLongTime, .dayShortMonthYearLongTime,
             .longDateLongTime:
            "jms"
        case .shortDateLongTime24, .shortDateLELongTime24, .longMonthDayYearLongTime24, .dayShortMonthYearLongTime24,
             .longDateLongTime24:
            "Hms"
        default: ""
        }
    }

    /// The whole skeleton.
    public var skeleton: String { dateSkeleton + timeSkeleton }
}
