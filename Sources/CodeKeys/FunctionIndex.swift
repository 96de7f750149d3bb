/// A set of localization functions by name, for one language: a class, so that the skim, which hands it on at every
/// run of plain bytes, retains one reference rather than each of its tables.
final class FunctionIndex: Sendable {
    private let byName: [String: [LocalizationFunction]]
    /// The signature of the names, a plain value the skimming lexer tests every name it meets against before it
    /// looks the name up.
    let filter: NameFilter
    /// The names as bytes, for the few names the signature lets through.
    private let table: NameTable
    /// What each name of `table` (by index) needs around it to be worth a window.
    private let traits: [NameTraits]

    /// What a name needs around it, as its functions tell.
    private struct NameTraits: OptionSet {
        let rawValue: UInt8
        /// Every function of the name is a method: a `.` comes before it.
        static let method = NameTraits(rawValue: 2)
        /// A function called on a literal (`"key".localized`): nothing need follow it.
        static let literalMember = NameTraits(rawValue: 4)
    }

    init(_ functions: [LocalizationFunction], language: SourceLanguage) {
        var byName: [String: [LocalizationFunction]] = [:]
        for function in functions where function.language == language {
            byName[function.name, default: []].append(function)
        }
        self.byName = byName
        filter = NameFilter(byName.keys)
        table = NameTable(byName.keys)
        traits = table.names.map { name in
            let functions = byName[name] ?? []
            var traits: NameTraits = []
            if functions.allSatisfy({ $0.form == .method }) { traits.insert(.method) }
            if functions.contains(where: { $0.form == .literalMember }) { traits.insert(.literalMember) }
            return traits
        }
    }

    /// Whether the name at `start` of `buffer` (the name of ``nameIndex(_:_:)`` `index`) may be called there, as far
    /// as the bytes around it tell. Every form but a literal member's needs `(` or `:` as the next token, and a method
    /// a `.` before it: a name followed (past spaces and newlines) by anything else that cannot come between two
    /// tokens (`String)`, `Text {`, `String?`), or a method whose bytes before (on its line) are no `.`, is no call,
    /// and its window is not lexed. A comment, directive, continued line or backtick lets the name through.
    func mayBeCalled(_ buffer: UnsafeBufferPointer<UInt8>, nameAt start: Int, index: Int) -> Bool {
        let traits = traits[index]
        if traits.contains(.method), !Self.mayFollowDot(buffer, at: start) { return false }
        var next = ByteCursor.nameEnd(in: buffer, from: start)
        while next < buffer.count, ByteCursor.isSpace(buffer[next]) { next += 1 }
        if next < buffer.count {
            switch buffer[next] {
            case UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "#"),
                 UInt8(ascii: "`"):
                return true
            default: break
            }
        }
        return traits.contains(.literalMember)
    }

    /// Whether a `.` may be the token before the name at `start`: the byte before it, past spaces, is a `.` (or the
    /// end of a comment, or a backtick), or a line break comes first (a line comment may hide what is before it).
    private static func mayFollowDot(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var index = start - 1
        while index >= 0 {
            switch buffer[index] {
            case 0x20, 0x09, 0x0B, 0x0C: index -= 1
            case UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "`"), 0x0A, 0x0D: return true
            default: return false
            }
        }
        return false
    }

    /// Whether the bytes in `range` (not empty) are one of the names.
    func isName(bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { isName($0, range) }
    }

    /// Whether the bytes in `range` (not empty) of `buffer` are one of the names.
    @inline(__always)
    func isName(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        nameIndex(buffer, range) != nil
    }

    /// The index of the name the bytes in `range` (not empty) of `buffer` spell, if one.
    @inline(__always)
    func nameIndex(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        filter.mayName(buffer, range) ? table.index(buffer, range) : nil
    }

    func functions(named name: String) -> [LocalizationFunction] { byName[name] ?? [] }
}
