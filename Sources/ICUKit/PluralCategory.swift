/// A CLDR plural category, as ICU's plural rules and `.stringsdict`/`.xcstrings` spell it.
public enum PluralCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    /// `zero`.
    case zero
    /// `one`.
    case one
    /// `two`.
    case two
    /// `few`.
    case few
    /// `many`.
    case many
    /// `other`, which every language has.
    case other

    /// Orders categories as CLDR lists them: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// One bit per category, in CLDR order, for sets kept in a `UInt8`.
    var bit: UInt8 { 1 << UInt8(order) }

    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// The category of a keyword ICU wrote as ASCII into a buffer, without making a `String`. ICU's
    /// keywords are CLDR's, which the first letter and the length tell apart.
    init?(asciiKeyword bytes: UnsafeBufferPointer<CChar>) {
        switch (bytes.first.map { UInt8(bitPattern: $0) }, bytes.count) {
        case (UInt8(ascii: "z"), 4): self = .zero
        case (UInt8(ascii: "o"), 3): self = .one
        case (UInt8(ascii: "t"), 3): self = .two
        case (UInt8(ascii: "f"), 3): self = .few
        case (UInt8(ascii: "m"), 4): self = .many
        case (UInt8(ascii: "o"), 5): self = .other
        default: return nil
        }
    }
}
