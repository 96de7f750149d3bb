import Lproj

/// Finds a YAML alias (`*name`) in a configuration file before Yams composes it.
///
/// Yams copies an anchored value at each alias and hashes mapping keys while it composes, so nine aliases of nine
/// aliases of ... (a "billion laughs" file of a few hundred bytes) take minutes and gigabytes before any code of
/// ours sees a node. A configuration file has no use for aliases, so they are refused before Yams reads the text.
/// The scan skips quoted strings, comments and block scalars (`|`, `>`); a `*` counts when a value starts there:
/// at the start of a line, after `- `, `: `, `? `, `[`, `{` or `,`.
enum YAMLAliasFinder {
    /// The place of the first alias in `yaml` and its name, or `nil` when it has none.
    static func firstAlias(in yaml: String, path: String) -> (location: SourceLocation, name: String)? {
        let scalars = Array(yaml.unicodeScalars)
        var index = 0
        var blockIndent: Int?  // the indentation of the line that opened a block scalar, while inside it
        while index < scalars.count {
            let indent = Self.indentation(of: scalars, from: index)
            let content = index + indent
            let isBlank = content >= scalars.count || Self.isLineBreak(scalars[content]) || scalars[content] == "#"
            if let parent = blockIndent, isBlank || indent > parent {
                index = Self.endOfLine(scalars, from: index)
            } else {
                blockIndent = nil
                switch Self.scanLine(scalars, from: content, lineIndent: indent) {
                case .alias(let offset, let name):
                    return (location(of: offset, in: scalars, path: path), name)
                case .opensBlockScalar(let end):
                    blockIndent = indent
                    index = end
                case .end(let end):
                    index = end
                }
            }
            // `index` is at a line break or the end: a `\r\n` pair is one break.
            if index < scalars.count {
                if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                index += 1
            }
        }
        return nil
    }

    /// The line and column (in scalars) of `offset`, lines ending at `\n`, `\r\n` or `\r`.
    private static func location(of offset: Int, in scalars: [Unicode.Scalar], path: String) -> SourceLocation {
        var line = 1, lineStart = 0, index = 0
        while index < offset {
            if scalars[index] == "\n" || (scalars[index] == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(file: path, line: line, column: offset - lineStart + 1)
    }

    private enum LineEnd {
        case alias(offset: Int, name: String)
        case opensBlockScalar(end: Int)
        case end(Int)
    }

    /// Scans one line from its first non-blank character to its line break (or, when a quoted string goes on over
    /// several lines, to the line break of the line it ends on).
    private static func scanLine(_ scalars: [Unicode.Scalar], from start: Int, lineIndent: Int) -> LineEnd {
        var index = start
        var valueMayStart = true
        var lastIndicator: Unicode.Scalar?
        while index < scalars.count, !isLineBreak(scalars[index]) {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                if let indicator = lastIndicator, "-:?".unicodeScalars.contains(indicator) { valueMayStart = true }
                lastIndicator = nil
                index += 1
                continue
            }
            if scalar == "#", index == start || scalars[index - 1] == " " || scalars[index - 1] == "\t" {
                return .end(endOfLine(scalars, from: index))
            }
            if valueMayStart {
                switch scalar {
                case "*":
                    var end = index + 1
                    while end < scalars.count, !isLineBreak(scalars[end]), !" \t,[]{}".unicodeScalars.contains(scalars[end]) {
                        end += 1
                    }
                    return .alias(offset: index, name: String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
                case "\"", "'":
                    // A quoted string may run over line breaks: the scan goes on after it, on its last line.
                    guard let end = endOfQuoted(scalars, from: index) else { return .end(scalars.count) }
                    index = end
                    valueMayStart = false
                    lastIndicator = nil
                    continue
                case "|", ">":
                    if restIsBlockHeader(scalars, from: index + 1) { return .opensBlockScalar(end: endOfLine(scalars, from: index)) }
                default: break
                }
            }
            valueMayStart = "[{,".unicodeScalars.contains(scalar)
            lastIndicator = "-:?".unicodeScalars.contains(scalar) ? scalar : nil
            index += 1
        }
        return .end(index)
    }

    /// The index after the closing quote of the string opening at `start`, or `nil` when it is not closed.
    private static func endOfQuoted(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let quote = scalars[start]
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if quote == "\"" && scalar == "\\" {
                index += 2
                continue
            }
            if scalar == quote {
                if quote == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// Whether what follows `|` or `>` on its line is a block scalar header: indentation and chomping indicators,
    /// then blanks or a comment.
    private static func restIsBlockHeader(_ scalars: [Unicode.Scalar], from start: Int) -> Bool {
        var index = start
        while index < scalars.count, "+-123456789".unicodeScalars.contains(scalars[index]) { index += 1 }
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        return index >= scalars.count || isLineBreak(scalars[index]) || scalars[index] == "#"
    }

    private static func indentation(of scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] == " " { index += 1 }
        return index - start
    }

    private static func endOfLine(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, !isLineBreak(scalars[index]) { index += 1 }
        return index
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }
}
