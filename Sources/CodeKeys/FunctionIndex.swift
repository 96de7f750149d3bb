/// A set of localization functions by name, for one language: a class, so that the skim, which hands it on at every
/// run of plain bytes, retains one reference rather than each of its tables.
final class FunctionIndex: Sendable {
    /// The functions of each name of `table`, by its index.
    private let functionsByIndex: [[LocalizationFunction]]
    /// The signature of the names, a plain value the skimming lexer tests every name it meets against before it
    /// looks the name up.
    let filter: NameFilter
    /// The names as bytes, for the few names the signature lets through (with the declaration keywords).
    private let table: NameTable
    /// What each name of `table` (by index) needs around it to be worth a window.
    private let traits: [NameTraits]
    /// The types nested in the names of `typeAnnotation` functions (`LocalizationValue` of
    /// `String.LocalizationValue`).
    private let memberTypes: NameTable?

    /// What a name needs around it, as its functions tell.
    private struct NameTraits: OptionSet {
        let rawValue: UInt8
        /// A keyword that declares a type.
        static let declaration = NameTraits(rawValue: 1)
        /// Every function of the name is a method: a `.` comes before it.
        static let method = NameTraits(rawValue: 2)
        /// A function called on a literal (`"key".localized`): nothing need follow it.
        static let literalMember = NameTraits(rawValue: 4)
        /// A type annotation (`LocalizedStringKey`): `=`, `{`, `?` or `!` may follow it.
        static let type = NameTraits(rawValue: 8)
        /// A type annotation through a nested type (`String` of `String.LocalizationValue`): `.` may follow it.
        static let typeOwner = NameTraits(rawValue: 16)
    }

    /// The Swift keywords that declare a type (its name, its conformances and its body follow).
    static let declarationKeywords = ["struct", "class", "enum", "extension", "actor"]

    init(_ functions: [LocalizationFunction], language: SourceLanguage) {
        var byName: [String: [LocalizationFunction]] = [:]
        for function in functions where function.language == language {
            byName[function.name, default: []].append(function)
        }
        let keywords = language == .swift ? Self.declarationKeywords : []
        filter = NameFilter(Array(byName.keys) + keywords)
        table = NameTable(Array(byName.keys) + keywords)
        functionsByIndex = table.names.map { byName[$0] ?? [] }
        traits = table.names.map { name in
            guard let functions = byName[name] else { return .declaration }
            var traits: NameTraits = []
            if functions.allSatisfy({ $0.form == .method }) { traits.insert(.method) }
            if functions.contains(where: { $0.form == .literalMember }) { traits.insert(.literalMember) }
            for function in functions where function.form == .typeAnnotation {
                traits.insert(function.memberType == nil ? .type : .typeOwner)
            }
            return traits
        }
        let members = functions.compactMap { $0.language == language ? $0.memberType : nil }
        memberTypes = members.isEmpty ? nil : NameTable(members)
    }

    /// What a name of the skim (one of the names) is, as far as the bytes around it tell.
    enum Candidate {
        /// No call: nothing a call of that name needs follows it.
        case none
        /// A name that may be called there; its window is lexed, with the value or body of a declaration of that type
        /// when `readsTypedValue`.
        case call(readsTypedValue: Bool)
        /// A keyword that declares a type.
        case declaration
    }

    /// What the name at `start` of `buffer` (the name of ``nameIndex(_:_:)`` `index`) may be, as far as the bytes
    /// around it tell. Every
    /// form but a literal member's needs `(` or `:` as the next token (a type annotation `=`, `{`, `?`, `!` or a
    /// `.` and its nested type), and a method a `.` before it: a name followed (past spaces and newlines) by anything
    /// else that cannot come between two tokens (`String)`, `Text {`, `String?`), or a method whose bytes before
    /// (on its line) are no `.`, is no call, and its window is not lexed. A comment, directive, continued line,
    /// backtick or Objective-C character literal (skipped, no token) lets the name through.
    func candidate(_ buffer: UnsafeBufferPointer<UInt8>, nameAt start: Int, index: Int) -> Candidate {
        let traits = traits[index]
        if traits.contains(.declaration) { return .declaration }
        let end = ByteCursor.nameEnd(in: buffer, from: start)
        if traits.contains(.method), !Self.mayFollowDot(buffer, at: start) { return .none }
        let isType = traits.contains(.type)
        let ownsType = traits.contains(.typeOwner)
        var next = end
        while next < buffer.count, ByteCursor.isSpace(buffer[next]) { next += 1 }
        if next < buffer.count {
            switch buffer[next] {
            case UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "#"),
                 UInt8(ascii: "`"), UInt8(ascii: "'"):
                return .call(readsTypedValue: isType || ownsType)
            case UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "?"), UInt8(ascii: "!"):
                if isType { return .call(readsTypedValue: true) }
            case UInt8(ascii: "."):
                if ownsType, hasMemberType(buffer, after: next) { return .call(readsTypedValue: true) }
            default: break
            }
        }
        return traits.contains(.literalMember) ? .call(readsTypedValue: false) : .none
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

    /// Whether a nested type of the type annotations follows the `.` at `dot`.
    private func hasMemberType(_ buffer: UnsafeBufferPointer<UInt8>, after dot: Int) -> Bool {
        guard let memberTypes else { return false }
        var start = dot + 1
        while start < buffer.count, buffer[start] == 0x20 || buffer[start] == 0x09 { start += 1 }
        let end = ByteCursor.nameEnd(in: buffer, from: start)
        return end > start && memberTypes.contains(buffer, start..<end)
    }

    /// Whether the bytes in `range` (not empty) are a keyword that declares a type (``declarationKeywords``).
    func isDeclaration(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard filter.mayName(buffer, range), let index = table.index(buffer, range) else { return false }
        return traits[index].contains(.declaration)
    }

    /// Whether the bytes in `range` (not empty) of `buffer` are one of the names (or a declaration keyword).
    @inline(__always)
    func isName(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        nameIndex(buffer, range) != nil
    }

    /// The index of the name (or declaration keyword) the bytes in `range` (not empty) of `buffer` spell, if one.
    @inline(__always)
    func nameIndex(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        filter.mayName(buffer, range) ? table.index(buffer, range) : nil
    }

    /// The functions of the name of ``nameIndex(_:_:)`` `index` (none for a declaration keyword).
    func functions(at index: Int) -> [LocalizationFunction] { functionsByIndex[index] }
}
