/// Finds the calls of a set of localization functions in a file's tokens.
struct CallMatcher {
    let tokens: [Token]
    let literals: [[LiteralSegment]]
    let bytes: [UInt8]
    let lines: LineIndex
    let language: SourceLanguage
    let functions: FunctionIndex

    /// The name a token spells.
    func name(_ token: Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }

    /// The calls of all the tokens, in order.
    func calls() -> [LocalizationCall] {
        tokens.indices.compactMap { call(at: $0) }
    }

    /// The call whose name is the token at `index`, if it is one (of the first function of that name that matches).
    func call(at index: Int) -> LocalizationCall? {
        let token = tokens[index]
        guard token.kind == .identifier, functions.filter.mayName(bytes, token.start..<token.end) else { return nil }
        for function in functions.functions(named: name(token)) {
            if let call = match(function, at: index) { return call }
        }
        return nil
    }

    private func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        tokens.indices.contains(index) && tokens[index].isPunctuation(byte)
    }

    /// The call of `function` whose name is the token at `index`, if it is one.
    private func match(_ function: LocalizationFunction, at index: Int) -> LocalizationCall? {
        let names = { (token: Token) in self.name(token) }
        let previous = index > 0 ? tokens[index - 1] : nil
        if let previous, previous.kind == .identifier, name(previous) == "func" { return nil }
        if let receiver = function.receiver {
            guard index >= 2, isPunctuation(index - 1, UInt8(ascii: ".")), tokens[index - 2].kind == .identifier,
                  name(tokens[index - 2]) == receiver else { return nil }
        }
        let arguments: CallArguments
        var keyRange: Range<Int>?
        switch function.form {
        case .function, .method:
            guard isPunctuation(index + 1, UInt8(ascii: "(")) else { return nil }
            if function.form == .method && !isPunctuation(index - 1, UInt8(ascii: ".")) { return nil }
            guard let parsed = CallArguments.parenthesized(tokens, open: index + 1, names: names) else { return nil }
            arguments = parsed
        case .literalMember:
            guard index >= 2, isPunctuation(index - 1, UInt8(ascii: ".")), tokens[index - 2].kind == .string else {
                return nil
            }
            keyRange = (index - 2)..<(index - 1)
            arguments = isPunctuation(index + 1, UInt8(ascii: "("))
                ? CallArguments.parenthesized(tokens, open: index + 1, names: names) ?? CallArguments()
                : CallArguments()
        case .message:
            guard isPunctuation(index + 1, UInt8(ascii: ":")), let previous,
                  previous.kind == .identifier || previous.isPunctuation(UInt8(ascii: "]")) else { return nil }
            arguments = CallArguments.message(tokens, first: index, names: names)
        }
        guard let keyRange = keyRange ?? arguments[function.key], !keyRange.isEmpty else { return nil }
        let key = ArgumentValue(tokens: tokens, literals: literals, range: keyRange, names: names)
        if function.requiresLiteralKey && !key.isSingleLiteral { return nil }
        var call = LocalizationCall(
            function: function.displayName, key: key.key(interpolation: function.interpolation),
            location: lines.location(of: tokens[keyRange.lowerBound].start), language: language)
        call.table = function.fixedTable
        if let range = function.table.flatMap({ arguments[$0] }) {
            let table = ArgumentValue(tokens: tokens, literals: literals, range: range, names: names)
            call.table = table.text
            call.isTableUnknown = table.text == nil && !table.isNil
        }
        call.comment = function.comment.flatMap { arguments[$0] }.flatMap { range in
            ArgumentValue(tokens: tokens, literals: literals, range: range, names: names).text
        }
        call.value = function.value.flatMap { arguments[$0] }.flatMap { range in
            ArgumentValue(tokens: tokens, literals: literals, range: range, names: names).text
        }
        return call
    }
}

/// A set of localization functions by name, for one language: a class, so that the skim, which hands it on at every
/// run of plain bytes, retains one reference rather than each of its tables.
final class FunctionIndex: Sendable {
    private let byName: [String: [LocalizationFunction]]
    /// The signature of the names, a plain value the skimming lexer tests every name it meets against before it
    /// looks the name up.
    let filter: NameFilter
    /// The names as bytes, for the few names the signature lets through.
    private let table: NameTable
    /// The names of the functions called on a literal (`"key".localized`), which need nothing after their name.
    private let literalMembers: NameTable?

    init(_ functions: [LocalizationFunction], language: SourceLanguage) {
        var byName: [String: [LocalizationFunction]] = [:]
        for function in functions where function.language == language {
            byName[function.name, default: []].append(function)
        }
        self.byName = byName
        filter = NameFilter(byName.keys)
        table = NameTable(byName.keys)
        let members = byName.filter { $0.value.contains { $0.form == .literalMember } }.keys
        literalMembers = members.isEmpty ? nil : NameTable(members)
    }

    /// Whether the name at `start` of `buffer` (one of the names) may be called there, as far as the bytes after it
    /// tell: every other form needs `(` or `:` as the next token, so a name followed (past spaces and tabs) by
    /// anything else that cannot come between two tokens (`String)`, `Text {`, `String?`) is no call, and its window
    /// is not lexed. A newline, comment, directive, continued line or backtick lets the name through.
    func mayBeCalled(_ buffer: UnsafeBufferPointer<UInt8>, nameAt start: Int) -> Bool {
        let end = ByteCursor.nameEnd(in: buffer, from: start)
        var next = end
        while next < buffer.count, buffer[next] == 0x20 || buffer[next] == 0x09 { next += 1 }
        if next < buffer.count {
            switch buffer[next] {
            case UInt8(ascii: "("), UInt8(ascii: ":"), 0x0A, 0x0B, 0x0C, 0x0D, UInt8(ascii: "/"), UInt8(ascii: "\\"),
                 UInt8(ascii: "#"), UInt8(ascii: "`"):
                return true
            default: break
            }
        }
        return literalMembers?.contains(buffer, start..<end) ?? false
    }

    /// Whether the bytes in `range` (not empty) are one of the names.
    func isName(bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { isName($0, range) }
    }

    /// Whether the bytes in `range` (not empty) of `buffer` are one of the names.
    @inline(__always)
    func isName(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        filter.mayName(buffer, range) && table.contains(buffer, range)
    }

    func functions(named name: String) -> [LocalizationFunction] { byName[name] ?? [] }
}

/// A 4,096-bit signature of some names, each name's bit chosen by its first, second and last bytes and its length:
/// a test that rules out nearly every other name (`self`, `Self`, `Swift`) without hashing all of its bytes.
struct NameFilter: Sendable {
    private var words = [UInt64](repeating: 0, count: 64)

    /// A filter that lets `names` through.
    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        for name in names {
            let bytes = Array(name.utf8)
            guard !bytes.isEmpty else { continue }
            let bit = bytes.withUnsafeBufferPointer { Self.bit($0, 0..<bytes.count) }
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    /// Whether the name over `range` of `bytes` (not empty) may be one of the names.
    @inline(__always)
    func mayName(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { mayName($0, range) }
    }

    /// Whether the name over `range` of `buffer` (not empty) may be one of the names.
    @inline(__always)
    func mayName(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let bit = Self.bit(buffer, range)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// The bit of the name over `range` (not empty; a one-byte name's first byte is also its second).
    @inline(__always)
    private static func bit(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        let first = Int(buffer[range.lowerBound])
        let second = Int(buffer[range.lowerBound + (range.count > 1 ? 1 : 0)])
        let last = Int(buffer[range.upperBound - 1])
        return (first &* 97 &+ second &* 17 &+ last &* 31 &+ range.count &* 7) & 4095
    }
}
