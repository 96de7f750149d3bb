/// Number formatting options (ICU number skeletons underneath: `unumf_openForSkeletonAndLocale`).
///
/// The defaults are ICU's: decimal style, ICU's default fraction digits (up to 6), grouping as the
/// locale groups, half-even rounding, and a minus sign on negative zero.
public struct ICUNumberFormatOptions: Hashable, Sendable {
    /// What kind of number to show.
    public enum Style: Hashable, Sendable {
        /// A plain number: `1,234.5`.
        case decimal
        /// A percentage of a fraction: 0.25 shows as `25%` (skeleton `percent scale/100`).
        case percent
        /// A short compact number: `1.2M` (skeleton `compact-short`).
        case compactShort
        /// A long compact number: `1.2 million` (skeleton `compact-long`).
        case compactLong
    }

    /// How a value is rounded to the digits shown (ICU's `rounding-mode-*` stems).
    public enum RoundingMode: Hashable, Sendable {
        /// Half to the even neighbour: 2.5 -> 2, 3.5 -> 4. ICU's default.
        case halfEven
        /// Half away from zero: 2.5 -> 3, -2.5 -> -3; the ArcGIS JS API's rounding (ICU's `half-up`).
        case halfAwayFromZero
        /// Half toward zero: 2.5 -> 2, -2.5 -> -2 (ICU's `half-down`).
        case halfTowardZero
        /// Toward positive infinity.
        case ceiling
        /// Toward negative infinity.
        case floor
        /// Toward zero: truncation (ICU's `down`).
        case towardZero
        /// Away from zero (ICU's `up`).
        case awayFromZero
    }

    /// When digits are grouped (`1,234`).
    public enum Grouping: Hashable, Sendable {
        /// As the locale groups: Spanish and Polish leave four-digit numbers ungrouped (ICU's default, `group-auto`).
        case auto
        /// Every number with enough digits, four-digit ones too (`group-on-aligned`, JavaScript's `"always"`).
        case always
        /// Only numbers of five digits or more (`group-min2`).
        case minimumTwo
        /// Never (`group-off`).
        case never
    }

    /// What kind of number to show.
    public var style: Style = .decimal
    /// The fewest fraction digits to show (trailing zeros are added); nil for ICU's default.
    public var minimumFractionDigits: Int? = nil
    /// The most fraction digits to show (the value is rounded); nil for ICU's default.
    public var maximumFractionDigits: Int? = nil
    /// When digits are grouped.
    public var grouping: Grouping = .auto
    /// How the value is rounded to the digits shown.
    public var roundingMode: RoundingMode = .halfEven
    /// Shows -0 (and values that round to zero) without a minus sign (ICU sign-negative).
    public var hidesNegativeZero: Bool = false

    /// Makes options; every argument has the default of ICU's.
    public init(
        style: Style = .decimal, minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil,
        grouping: Grouping = .auto, roundingMode: RoundingMode = .halfEven, hidesNegativeZero: Bool = false
    ) {
        self.style = style
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.grouping = grouping
        self.roundingMode = roundingMode
        self.hidesNegativeZero = hidesNegativeZero
    }

    /// Options for an ArcGIS popup field's `places`: exactly `places` fraction digits, rounded half away
    /// from zero, -0 shown as 0, digits always grouped when `digitSeparator` is true (DESIGN.md section 7).
    public static func places(_ places: Int, digitSeparator: Bool = true) -> ICUNumberFormatOptions {
        ICUNumberFormatOptions(
            minimumFractionDigits: places, maximumFractionDigits: places, grouping: digitSeparator ? .always : .never,
            roundingMode: .halfAwayFromZero, hidesNegativeZero: true)
    }

    /// The largest number of fraction digits an ICU skeleton accepts.
    public static let fractionDigitsLimit = 999

    /// The ICU number skeleton of these options, e.g. `.00 rounding-mode-half-up sign-negative`; nil when
    /// the fraction digits are negative, above `fractionDigitsLimit`, or the minimum exceeds the maximum.
    public var skeleton: String? {
        var stems: [String] = []
        switch style {
        case .decimal: break
        case .percent: stems.append("percent scale/100")
        case .compactShort: stems.append("compact-short")
        case .compactLong: stems.append("compact-long")
        }
        let range = 0...Self.fractionDigitsLimit
        switch (minimumFractionDigits, maximumFractionDigits) {
        case (nil, nil):
            break
        case (let minimum?, nil):
            // ICU's default maximum is 6, and never less than the minimum.
            guard range.contains(minimum) else { return nil }
            stems.append(Self.fractionStem(minimum: minimum, maximum: max(minimum, 6)))
        case (let minimum, let maximum?):
            let minimum = minimum ?? 0
            guard range.contains(minimum), range.contains(maximum), minimum <= maximum else { return nil }
            stems.append(Self.fractionStem(minimum: minimum, maximum: maximum))
        }
        switch roundingMode {
        case .halfEven: break  // ICU's default
        case .halfAwayFromZero: stems.append("rounding-mode-half-up")
        case .halfTowardZero: stems.append("rounding-mode-half-down")
        case .ceiling: stems.append("rounding-mode-ceiling")
        case .floor: stems.append("rounding-mode-floor")
        case .towardZero: stems.append("rounding-mode-down")
        case .awayFromZero: stems.append("rounding-mode-up")
        }
        switch grouping {
        case .auto: break  // ICU's default
        case .always: stems.append("group-on-aligned")
        case .minimumTwo: stems.append("group-min2")
        case .never: stems.append("group-off")
        }
        if hidesNegativeZero {
            stems.append("sign-negative")
        }
        return stems.joined(separator: " ")
    }

    /// The fraction precision stem: `.00##` for 2...4 digits, `precision-integer` for none.
    private static func fractionStem(minimum: Int, maximum: Int) -> String {
        maximum == 0
            ? "precision-integer"
            : "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
    }
}
