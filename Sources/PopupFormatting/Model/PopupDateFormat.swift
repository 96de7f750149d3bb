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
