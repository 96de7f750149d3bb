/// Reads one specifier from its `%`, step by step as CoreFoundation's `__CFParseFormatSpec` does.
struct FormatSpecifierParser<Scalars: RandomAccessCollection> where Scalars.Element == Unicode.Scalar,
    Scalars.Index == Int {
    /// What the text from the `%` is.
    enum Outcome {
        case specifier(FormatArgumentType)
        case literalPercent
        case invalid(InvalidFormatSpecifier.Reason, printed: String?)
    }

    /// The whole text.
    let scalars: Scalars
    /// Where the specifier's `%` is.
    let start: Int
    /// The index after the last scalar read.
    private(set) var index: Int
    /// The argument of the value, once read.
    private(set) var argument = FormatArgumentReference.next
    /// The argument of a `*` width, once read.
    private(set) var widthArgument: FormatArgumentReference?
    /// The argument of a `*` precision, once read.
    private(set) var precisionArgument: FormatArgumentReference?
    private var length = FormatIntegerLength.int
    private var isLongDouble = false
    private var seenDot = false
    private var seenSharp = false
    private var seenOpenBracket = false
    private var pendingWidthStar = false
    private var pendingPrecisionStar = false
    /// Where a `%#@name@` or `%[key]@` name starts while one is read.
    private var keyStart: Int?
    private var isVariableKey = false

    /// A parser for the specifier whose `%` is at `start`.
    init(scalars: Scalars, start: Int) {
        self.scalars = scalars
        self.start = start
        index = start + 1
    }

    /// Reads the specifier; `index` is then after its last scalar.
    mutating func parse() -> Outcome {
        while true {
            guard let character = read() else { return .invalid(.incomplete, printed: nil) }
            if let key = keyStart {
                if let outcome = continueKey(character, keyStart: key) { return outcome }
                continue
            }
            if let outcome = handle(character) { return outcome }
        }
    }

    private mutating func read() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        index += 1
        return scalars[index - 1]
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// Inside `%#@name@` or `%[key]@`: letters, digits and `_` continue the name, `@` ends it, `]` closes a
    /// bracket; any other character leaves the name and is skipped.
    private mutating func continueKey(_ character: Unicode.Scalar, keyStart: Int) -> Outcome? {
        if ("0"..."9").contains(character) || ("A"..."Z").contains(character) || ("a"..."z").contains(character)
            || character == "_" {
            return nil
        }
        if character == "@" {
            guard isVariableKey else { return .specifier(.object) }
            let name = String(String.UnicodeScalarView(scalars[keyStart..<(index - 1)]))
            return .specifier(.variable(name))
        }
        if character != "]" { self.keyStart = nil }
        return nil
    }

    /// One character of the specifier; an outcome when it ends the specifier.
    private mutating func handle(_ character: Unicode.Scalar) -> Outcome? {
        switch character {
        case "#":
            seenSharp = true
        case "[":
            if !seenOpenBracket {
                seenOpenBracket = true
                keyStart = index
                isVariableKey = false
            }
        case " ", "-", "+":
            break
        case "0":
            break
        case "h":
            if peek == "h" { index += 1; length = .char } else { length = .short }
        case "l":
            if peek == "l" { index += 1; length = .longLong } else { length = .long }
        case "L":
            isLongDouble = true
        case "q", "j":
            length = .longLong
        case "t", "z":
            length = .long
        case "c":
            return .specifier(.integer(.char, .character))
        case "C":
            return .specifier(.integer(.short, .unichar))
        case "d", "i", "D":
            return .specifier(.integer(length, .signedDecimal))
        case "u", "U":
            return .specifier(.integer(length, .unsignedDecimal))
        case "x", "X":
            return .specifier(.integer(length, .hexadecimal))
        case "o", "O":
            return .specifier(.integer(length, .octal))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return .specifier(.double(isLongDouble: isLongDouble))
        case "n":
            return .specifier(.writtenCount)
        case "p":
            return .specifier(.pointer)
        case "s":
            return .specifier(.cString)
        case "S":
            return .specifier(.unicharString)
        case "P":
            return .specifier(.pascalString)
        case "@":
            if seenSharp {
                seenSharp = false
                keyStart = index
                isVariableKey = true
            } else {
                return .specifier(.object)
            }
        case "1"..."9":
            return number(startingWith: character)
        case "*":
            pendingWidthStar = true
            widthArgument = .next
        case ".":
            seenDot = true
            guard let next = read() else { return .invalid(.incomplete, printed: nil) }
            if next == "*" {
                pendingPrecisionStar = true
                precisionArgument = .next
            } else {
                return handle(next)
            }
        default:
            if character == "%" && index == start + 2 { return .literalPercent }
            let printed = String(scalars[start + 1])
            if character == "$" && scalars[start + 1] == "0" { return .invalid(.zeroPosition, printed: printed) }
            return .invalid(.unknownConversion(Character(character)), printed: printed)
        }
        return nil
    }

    /// Digits: a position when `$` follows (of a pending `*` precision, else a pending `*` width, else the value),
    /// else the width, or the precision after `.`; the character after them is handled in turn.
    private mutating func number(startingWith first: Unicode.Scalar) -> Outcome? {
        var value = Int(first.value - 48)
        while true {
            guard let character = read() else { return .invalid(.incomplete, printed: nil) }
            guard ("0"..."9").contains(character) else {
                if character == "$" {
                    guard value <= Int(Int8.max) else { return .invalid(.numberTooLarge, printed: nil) }
                    if pendingPrecisionStar {
                        pendingPrecisionStar = false
                        precisionArgument = .position(value)
                    } else if pendingWidthStar {
                        pendingWidthStar = false
                        widthArgument = .position(value)
                    } else {
                        argument = .position(value)
                    }
                    return nil
                }
                guard value <= Int(Int32.max) else { return .invalid(.numberTooLarge, printed: nil) }
                return handle(character)
            }
            value = value * 10 + Int(character.value - 48)
            if value > Int(Int32.max) * 10 { value = Int(Int32.max) + 1 }
        }
    }
}
