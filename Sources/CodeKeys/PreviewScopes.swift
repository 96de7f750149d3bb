import CTextKernels

/// Finds the stretches of a Swift file that are previews: a `#Preview` macro with its closure, and the body of a type
/// that conforms to `PreviewProvider` or whose name is a preview's (`ContentView_Previews`, `PreviewWrapper`).
/// Only the declarations whose header may be one (the bytes up to its first `{` hold `Preview`) are read: their
/// header lexed, their body passed up to its closing `}`. The skim notes no more than where declarations start.
struct PreviewScopes {
    let bytes: [UInt8]
    let lines: LineIndex
    let path: String

    /// The ranges of the previews declared by the type declarations whose keywords start at `declarations` (those
    /// whose header mentions `Preview`), and of the `#Preview` macros whose `#` are at `macros` (both in file order).
    /// A declaration or macro inside a preview found before is not read again.
    func ranges(declarations: [Int], macros: [Int]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var covered = 0
        var nextDeclaration = 0
        var nextMacro = 0
        while nextDeclaration < declarations.count || nextMacro < macros.count {
            let isMacro = nextDeclaration == declarations.count
                || (nextMacro < macros.count && macros[nextMacro] < declarations[nextDeclaration])
            let start = isMacro ? macros[nextMacro] : declarations[nextDeclaration]
            if isMacro { nextMacro += 1 } else { nextDeclaration += 1 }
            guard start >= covered else { continue }
            let range = isMacro ? previewMacro(at: start) : previewType(at: start)
            if let range {
                ranges.append(range)
                covered = range.upperBound
            }
        }
        return ranges
    }

    /// The range of the `#Preview` whose `#` is at `start`, with its arguments and closure, when `(` or `{` follows
    /// its name.
    private func previewMacro(at start: Int) -> Range<Int>? {
        var next = start + 1 + "Preview".utf8.count
        while next < bytes.count, ByteCursor.isSpace(bytes[next]) { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "{") else {
            return nil
        }
        return extent(from: start, headerLimit: nil) { _ in true }
    }

    /// Whether `token` is a keyword that follows `class` used as a modifier (`class func`, `class var`).
    private func isModifierTarget(_ token: Token) -> Bool {
        switch String(decoding: bytes[token.start..<token.end], as: UTF8.self) {
        case "func", "var", "let", "subscript", "init", "override", "final", "static", "private", "fileprivate",
             "internal", "public", "open", "convenience", "required", "typealias", "protocol":
            true
        default:
            false
        }
    }

    /// How far from its keyword the `{` of a type declared as a preview may be.
    private static let headerLimit = 1_024

    /// Whether the bytes of `bytes` from `start` up to the first `{` (at most ``headerLimit``) hold `Preview`: the
    /// declaration there may be a preview's, and is worth reading.
    static func headerMentionsPreview(_ bytes: [UInt8], from start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let limit = min(buffer.count, start + headerLimit)
            var index = start
            while index < limit {
                // Sixteen bytes at a time up to a `{`, a `P` or a line break.
                index = l10n_text_next_candidate(base, limit, index, UInt8(ascii: "{"), UInt8(ascii: "P"))
                guard index < limit, buffer[index] != UInt8(ascii: "{") else { return false }
                if buffer[index] == UInt8(ascii: "P"), index + 7 <= buffer.count,
                   buffer[(index + 1)..<(index + 7)].elementsEqual("review".utf8) { return true }
                index += 1
            }
            return false
        }
    }

    /// The range of the type declared at `start` when it is a preview: its name (any part of a dotted one) starts
    /// with `Preview` (`PreviewWrapper`, `PreviewData`) or ends with `Previews` (`ContentView_Previews`), or its
    /// inheritance clause names `PreviewProvider`. A view named for what it shows (`SmoothedCurvePreview`, a live
    /// preview in the app's own window) is the app's.
    private func previewType(at start: Int) -> Range<Int>? {
        extent(from: start, headerLimit: Self.headerLimit) { header in
            // `class func`, `class var`: `class` as a modifier declares no type.
            guard header.count > 1, header[1].kind == .identifier, !isModifierTarget(header[1]) else { return false }
            var isName = true
            for (index, token) in header.enumerated() where index > 0 {
                if token.isPunctuation(UInt8(ascii: ":")) || token.isPunctuation(UInt8(ascii: "<")) { isName = false }
                guard token.kind == .identifier else { continue }
                let name = bytes[token.start..<token.end]
                if isName, name.starts(with: "Preview".utf8) || name.reversed().starts(with: "sweiverP".utf8) {
                    return true
                }
                if !isName, name.elementsEqual("PreviewProvider".utf8) { return true }
            }
            return false
        }
    }

    /// From the token at `start`: the range up to the end of the first block at the top level (its `}`, the end of
    /// the file when none closes it) when `header` accepts the tokens before it; up to the end of the parenthesized
    /// arguments when no block follows them (`#Preview("Name", body: { ... })`); up to the end of the file when a
    /// bracket is left open; `nil` when a statement ends first, or the block starts past `headerLimit` bytes.
    private func extent(from start: Int, headerLimit: Int?, header: ([Token]) -> Bool) -> Range<Int>? {
        var cursor = ByteCursor(bytes: bytes, path: path, mode: .window, lines: lines)
        cursor.index = start
        var lexer = SwiftLexer(cursor: cursor)
        var depth = 0
        var afterArguments: Int?
        while !lexer.cursor.isAtEnd {
            let count = lexer.cursor.output.tokens.count
            lexer.lexStep()
            guard lexer.cursor.output.tokens.count > count, let token = lexer.cursor.output.tokens.last else {
                continue
            }
            if let end = afterArguments, !token.isPunctuation(UInt8(ascii: "{")) { return start..<end }
            afterArguments = nil
            if let headerLimit, token.start - start > headerLimit { return nil }
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")):
                if depth == 0 {
                    guard header(Array(lexer.cursor.output.tokens.dropLast())) else { return nil }
                    return start..<blockEnd(lexing: &lexer)
                }
                depth += 1
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")):
                depth += 1
            case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
                depth -= 1
                if depth < 0 { return nil }
                if depth == 0, token.isPunctuation(UInt8(ascii: ")")) { afterArguments = token.end }
            case .punctuation(UInt8(ascii: ";")) where depth == 0:
                return nil
            default: break
            }
        }
        if let afterArguments { return start..<afterArguments }
        return depth > 0 ? start..<bytes.count : nil
    }

    /// Reads on from just past a block's `{` to just past its `}` (the end of the file when none closes it): a byte
    /// at a time, the lexer (keeping no token) reading what may start a literal, a comment or a raw string.
    private func blockEnd(lexing lexer: inout SwiftLexer) -> Int {
        lexer.cursor.mode = .skim
        var depth = 1
        var index = lexer.cursor.index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: "}"):
                depth -= 1
                index += 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: "`"):
                lexer.cursor.index = index
                lexer.lexStep()
                index = max(lexer.cursor.index, index + 1)
            default:
                index += 1
            }
        }
        return bytes.count
    }
}
