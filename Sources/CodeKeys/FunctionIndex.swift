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
        nameIndex(buffer, range) != nil
    }

    /// The index of the name the bytes in `range` (not empty) of `buffer` spell, if one.
    @inline(__always)
    func nameIndex(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        filter.mayName(buffer, range) ? table.index(buffer, range) : nil
    }

    func functions(named name: String) -> [LocalizationFunction] { byName[name] ?? [] }
}
