/// The `key = value;` and `key = ( a, b, );` assignments of an old-style property list at any depth, read with the
/// `.strings` scanner: enough of a `project.pbxproj` to learn its settings without building its object graph.
struct XcodeProjectSettings {
    /// String values by key, in file order (a key may be set in several objects: `INFOPLIST_FILE` per target).
    private(set) var values: [String: [String]] = [:]
    /// Arrays of strings by key, the first of each key.
    private(set) var lists: [String: [String]] = [:]

    /// A token of the grammar: a string, or one punctuation character.
    private enum Token: Equatable {
        case string(String)
        case mark(UInt8)
    }

    /// Reads the settings of the old-style property list in `bytes` (UTF-8, as Xcode writes it).
    init(bytes: [UInt8], path: String) {
        let tokens = bytes.withUnsafeBufferPointer { Self.tokens(of: $0, path: path) }
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard case .string(let key) = tokens[index], tokens[index + 1] == .mark(UInt8(ascii: "=")) else {
                continue
            }
            switch tokens[index + 2] {
            case .string(let value) where index + 3 < tokens.count && tokens[index + 3] == .mark(UInt8(ascii: ";")):
                values[key, default: []].append(value)
            case .mark(UInt8(ascii: "(")):
                if lists[key] == nil, let list = Self.list(in: tokens, from: index + 3) { lists[key] = list }
            default: break
            }
        }
    }

    /// The strings of an array whose first element is at `start`, up to its `)`; `nil` when it holds anything but
    /// strings and commas.
    private static func list(in tokens: [Token], from start: Int) -> [String]? {
        var items: [String] = []
        for token in tokens[start...] {
            switch token {
            case .string(let item): items.append(item)
            case .mark(UInt8(ascii: ",")): continue
            case .mark(UInt8(ascii: ")")): return items
            default: return nil
            }
        }
        return nil
    }

    /// The file's tokens; comments and white space are skipped as CoreFoundation skips them, and an unterminated
    /// quoted string ends the reading.
    private static func tokens(of units: UnsafeBufferPointer<UInt8>, path: String) -> [Token] {
        var scanner = TextScanner(units: units, file: path)
        var tokens: [Token] = []
        while true {
            _ = scanner.skipTrivia()
            guard let unit = scanner.current else { break }
            if unit == ASCII.doubleQuote || unit == ASCII.singleQuote {
                guard let token = scanner.readQuotedString() else { break }
                tokens.append(.string(scanner.text(of: token)))
            } else if TextScanner<UInt8>.isUnquotedCharacter(unit) {
                tokens.append(.string(scanner.text(of: scanner.readUnquotedString())))
            } else {
                tokens.append(.mark(UInt8(truncatingIfNeeded: unit)))
                scanner.advance()
            }
        }
        return tokens
    }
}
