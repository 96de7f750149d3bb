/// How a table's path is written in a `#:` reference and a table's file name at the start of a `msgctxt`: with `%`,
/// `:`, whitespace, control characters, characters XML cannot hold and U+2068/U+2069 (gettext's isolates around
/// names with spaces) percent-encoded as UTF-8 (`Main%20Menu.strings`), so that a reference is one word, never
/// read as `file:line`, and the table ends at the first `:` of a context. Other paths are written as they are.
enum POFileName {
    /// The path as written.
    static func encoded(_ path: String) -> String {
        guard !path.unicodeScalars.allSatisfy(isKept) else { return path }
        var result = ""
        for scalar in path.unicodeScalars {
            if isKept(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    let digits = String(byte, radix: 16, uppercase: true)
                    result += (digits.count == 1 ? "%0" : "%") + digits
                }
            }
        }
        return result
    }

    /// The path a written one stands for; a word that is no valid encoding (another tool's) as it is.
    static func decoded(_ word: Substring) -> String {
        XLIFFValueEncoding.percentDecoded(word.utf8) ?? String(word)
    }

    /// The last component of a path: a table's file name, such as `Localizable.strings`.
    static func lastComponent(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The path of the first reference of `#:` lines: the first word, or the first name gettext wrapped in U+2068 and
    /// U+2069, without a `:line` after it; `nil` when the lines hold none.
    static func firstReference(in lines: [String]) -> String? {
        for line in lines {
            let text = Substring(line).drop { $0.isWhitespace }
            guard let first = text.first else { continue }
            var word: Substring
            if first == "\u{2068}" {
                word = text.dropFirst().prefix { $0 != "\u{2069}" }
            } else {
                word = text.prefix { !$0.isWhitespace }
            }
            if let colon = word.lastIndex(of: ":"), word[word.index(after: colon)...].allSatisfy(\.isASCIIDigit),
               colon < word.index(before: word.endIndex) {
                word = word[..<colon]
            }
            return decoded(word)
        }
        return nil
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "%" && scalar != ":" && scalar != "\u{2068}" && scalar != "\u{2069}"
            && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
            && XLIFFCharacters.isXMLCharacter(scalar)
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0-9.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
