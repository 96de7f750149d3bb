/// How a table's path is written in a `#:` reference and a table's file name at the start of a `msgctxt`: with `%`,
/// `:`, `\`, whitespace, control characters, characters XML cannot hold and U+2068/U+2069 (gettext's isolates around
/// names with spaces) percent-encoded as UTF-8 (`Main%20Menu.strings`), so that a reference is one word, never
/// read as `file:line` nor joined with the next line (as gettext's tools do after a final `\`), and the table ends at
/// the first `:` of a context. Other paths are written as they are.
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
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(decoding: utf8[utf8.index(after: slash)...], as: UTF8.self)
    }

    /// The path of the first reference of `#:` lines: the first word, or the first name gettext wrapped in U+2068 and
    /// U+2069, without a `:line` after it; `nil` when the lines hold none.
    static func firstReference(in lines: [String]) -> String? {
        for line in lines {
            let bytes = Array(line.utf8)
            var start = 0
            while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            guard start < bytes.count else { continue }
            var end = start
            if bytes[start...].starts(with: firstStrongIsolate) {
                start += firstStrongIsolate.count
                end = start
                while end < bytes.count, !bytes[end...].starts(with: popDirectionalIsolate) { end += 1 }
            } else {
                while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x09 { end += 1 }
            }
            var colon = end
            while colon > start, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[colon - 1]) { colon -= 1 }
            if colon < end, colon > start, bytes[colon - 1] == UInt8(ascii: ":") { end = colon - 1 }
            return decoded(Substring(decoding: bytes[start..<end], as: UTF8.self))
        }
        return nil
    }

    /// U+2068 FIRST STRONG ISOLATE in UTF-8, which gettext writes before a file name with spaces.
    private static let firstStrongIsolate: [UInt8] = [0xE2, 0x81, 0xA8]
    /// U+2069 POP DIRECTIONAL ISOLATE in UTF-8, which gettext writes after it.
    private static let popDirectionalIsolate: [UInt8] = [0xE2, 0x81, 0xA9]

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "%" && scalar != ":" && scalar != "\\" && scalar != "\u{2068}" && scalar != "\u{2069}"
            && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
            && XLIFFCharacters.isXMLCharacter(scalar)
    }
}
