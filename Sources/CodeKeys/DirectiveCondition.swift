/// What the condition of an `#if` says about the `DEBUG` flag, the only flag whose meaning the scanner knows.
enum DirectiveCondition: Equatable {
    /// The code is compiled only with `DEBUG` (`#if DEBUG`, `#ifdef DEBUG`, `#if defined(DEBUG)`).
    case debug
    /// The code is compiled only without `DEBUG` (`#if !DEBUG`, `#ifndef DEBUG`): what follows its `#else` is debug.
    case notDebug
    /// Anything else (`#if DEBUG || BETA`, `#if os(iOS)`): nothing is known.
    case other

    /// The condition written in `text` (what follows the directive's name), spaces and a trailing comment left out.
    init<Text: Sequence>(_ text: Text) where Text.Element == UInt8 {
        var condition: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text {
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") {
                condition.removeLast()
                break
            }
            previous = byte
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "\\") { continue }
            condition.append(byte)
            // No condition the scanner knows is this long.
            if condition.count > 24 {
                self = .other
                return
            }
        }
        self = Self.known[String(decoding: condition, as: UTF8.self)] ?? .other
    }

    /// The conditions known, as written without spaces.
    private static let known: [String: DirectiveCondition] = [
        "DEBUG": .debug, "(DEBUG)": .debug, "defined(DEBUG)": .debug, "definedDEBUG": .debug, "DEBUG==1": .debug,
        "DEBUG!=0": .debug,
        "!DEBUG": .notDebug, "!(DEBUG)": .notDebug, "!defined(DEBUG)": .notDebug, "!definedDEBUG": .notDebug,
        "DEBUG==0": .notDebug,
    ]

    /// The opposite condition, for `#ifndef`.
    var negated: DirectiveCondition {
        switch self {
        case .debug: .notDebug
        case .notDebug: .debug
        case .other: .other
        }
    }
}
