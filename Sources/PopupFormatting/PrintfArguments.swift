import ICUKit

/// Fills printf-style specifiers (`%d`, `%1$d`, `%ld`, `%@`, `%%`) in localized UI text with integer or text
/// arguments, integers formatted for the locale by ICU (so Arabic gets Arabic-Indic digits).
enum PrintfArguments {
    /// An argument of a UI string.
    enum Argument: Sendable {
        case integer(Int)
        case text(String)
    }

    /// `text` with its specifiers replaced, in order or by position; a specifier without an argument is left as is.
    static func fill(_ text: String, _ arguments: [Argument], locale: String) -> String {
        var output = ""
        var next = 0
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            output += text[index..<percent]
            guard let (specifier, position, end) = parseSpecifier(text, at: percent) else {
                output.append("%")
                index = text.index(after: percent)
                continue
            }
            index = end
            if specifier == "%" {
                output.append("%")
                continue
            }
            let argumentIndex = position.map { $0 - 1 } ?? next
            next = argumentIndex + 1
            guard arguments.indices.contains(argumentIndex) else {
                output += text[percent..<end]
                continue
            }
            output += render(arguments[argumentIndex], locale: locale)
        }
        return output + text[index...]
    }

    private static func render(_ argument: Argument, locale: String) -> String {
        switch argument {
        case .text(let text): return text
        case .integer(let number):
            return (try? ICUNumberFormatter.cached(locale: locale).format(Int64(number))) ?? String(number)
        }
    }

    /// The conversion character, the 1-based position (`%2$d`), and the index after the specifier.
    private static func parseSpecifier(_ text: String, at percent: String.Index) -> (Character, Int?, String.Index)? {
        var index = text.index(after: percent)
        var digits = ""
        var position: Int?
        while index < text.endIndex, text[index].isASCII, text[index].isNumber {
            digits.append(text[index])
            index = text.index(after: index)
        }
        if index < text.endIndex, text[index] == "$", let value = Int(digits) {
            position = value
            index = text.index(after: index)
        } else if !digits.isEmpty {
            return nil
        }
        while index < text.endIndex, "hlqLzjt".contains(text[index]) { index = text.index(after: index) }
        guard index < text.endIndex, "diu@%".contains(text[index]) else { return nil }
        return (text[index], position, text.index(after: index))
    }
}
