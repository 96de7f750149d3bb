/// Something wrong in a `project.pbxproj`, as the reader found it. The reader never stops at one: it keeps what can
/// be read and records the problem.
public enum XcodeProjectProblem: Sendable, Hashable, CustomStringConvertible {
    // MARK: Property-list syntax
    /// The file ends inside a dictionary, an array, a string or data.
    case unexpectedEnd
    /// A quoted string that never ends: the rest of its line is skipped.
    case unterminatedString
    /// A `/*` comment that never ends: the rest of its line is skipped.
    case unterminatedComment
    /// A character that cannot start a value or a key here (the rest of the entry is skipped).
    case unexpectedCharacter(Unicode.Scalar)
    /// A dictionary key not followed by `=`.
    case missingEquals(key: String)
    /// A dictionary pair not ended by `;`.
    case missingSemicolon(key: String)
    /// An array element not followed by `,` or `)`.
    case missingComma
    /// A `<...>` data block with something other than hexadecimal digits and white space, or an odd count of digits.
    case invalidData
    /// Containers nested deeper than the reader follows (``XcodePropertyList/maximumDepth``): the deeper value is
    /// skipped.
    case nestingTooDeep
    /// Text after the value that makes the whole file.
    case textAfterEnd
    /// The file is not a dictionary at its top level.
    case topLevelNotDictionary

    // MARK: Object graph
    /// The file has no `objects` dictionary.
    case missingObjects
    /// `rootObject` is missing or names no `PBXProject` object (the first `PBXProject` in the file is used instead,
    /// if there is one).
    case missingRootObject
    /// An object refers to an ID that no object has.
    case missingObject(id: String, referencedBy: String)
    /// A key whose value is not of the kind the format gives it (`children` that is not an array).
    case wrongType(key: String, object: String, expected: String)
    /// An object of a kind that cannot stand where it is referenced (a build phase in a group's `children`).
    case unexpectedObject(id: String, isa: String, referencedBy: String)
    /// A group that is reached a second time from the main group, through a cycle or from two parents: the second
    /// time is ignored.
    case groupReachedTwice(id: String)
    /// Groups nested deeper than the reader follows (``XcodeProject/maximumGroupDepth``).
    case groupNestingTooDeep(id: String)

    /// What is wrong, in a sentence without the place (the diagnostic carries it).
    public var description: String {
        switch self {
        case .unexpectedEnd: "the file ends before its value is complete"
        case .unterminatedString: "a quoted string never ends; the rest of its line is skipped"
        case .unterminatedComment: "a /* comment never ends; the rest of its line is skipped"
        case .unexpectedCharacter(let scalar): "unexpected character \(Self.quoted(scalar)); the entry is skipped"
        case .missingEquals(let key): "\"\(key)\" is not followed by '='; the entry is skipped"
        case .missingSemicolon(let key): "the value of \"\(key)\" is not followed by ';'"
        case .missingComma: "an array element is not followed by ',' or ')'"
        case .invalidData: "a <data> block holds something other than pairs of hexadecimal digits"
        case .nestingTooDeep:
            "values are nested deeper than \(XcodePropertyList.maximumDepth) levels; the deeper value is skipped"
        case .textAfterEnd: "text after the end of the file's top-level value"
        case .topLevelNotDictionary: "the file is not a dictionary at its top level"
        case .missingObjects: "the file has no objects dictionary"
        case .missingRootObject: "rootObject names no PBXProject object"
        case .missingObject(let id, let source): "\(source) refers to \(id), which no object has"
        case .wrongType(let key, let object, let expected): "\(key) of \(object) is not \(expected)"
        case .unexpectedObject(let id, let isa, let source):
            "\(source) refers to \(id), a \(isa), which cannot stand there"
        case .groupReachedTwice(let id): "group \(id) is reached a second time from the main group; ignored there"
        case .groupNestingTooDeep(let id):
            "group \(id) is nested deeper than \(XcodeProject.maximumGroupDepth) levels; its children are ignored"
        }
    }

    private static func quoted(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control || scalar.value >= 0x80
            ? "U+" + String(scalar.value, radix: 16, uppercase: true) : "'\(scalar)'"
    }
}
