/// Pretty-printed JSON written straight into a byte buffer, laid out exactly as ``JSONValue/serialized(pretty:)``
/// lays it out (two spaces per level, `"key": value`, `[]` and `{}` when empty) and escaping strings the same way, but
/// without building values first.
///
/// Open a container, write its members or items, close it; a member has a key, an item of an array has none.
struct JSONWriter {
    /// The output so far.
    private(set) var bytes: [UInt8]
    /// How many containers are open.
    private var depth = 0
    /// Whether nothing has been written in the innermost open container yet.
    private var isFirst = true

    /// Runs `body` with a writer that appends to `output` (the same buffer: no copy).
    static func write(into output: inout [UInt8], _ body: (inout JSONWriter) -> Void) {
        var writer = JSONWriter(bytes: [])
        swap(&writer.bytes, &output)
        body(&writer)
        swap(&writer.bytes, &output)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Opens an object: a member of the enclosing object when `key` is given, else an item or the top value.
    mutating func openObject(_ key: StaticString? = nil) {
        open(key, UInt8(ascii: "{"))
    }

    /// Opens an array: a member of the enclosing object when `key` is given, else an item or the top value.
    mutating func openArray(_ key: StaticString? = nil) {
        open(key, UInt8(ascii: "["))
    }

    /// Closes the innermost object.
    mutating func closeObject() {
        close(UInt8(ascii: "}"))
    }

    /// Closes the innermost array.
    mutating func closeArray() {
        close(UInt8(ascii: "]"))
    }

    /// Writes a string, or `null` when there is none.
    mutating func string(_ key: StaticString?, _ value: String?) {
        guard let value else {
            startValue(key)
            return bytes.append(contentsOf: "null".utf8)
        }
        startValue(key, then: UInt8(ascii: "\""))
        bytes.append(value, mayEscape: Self.mayEscape, escape: Self.escape)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a member whose value the caller writes as bytes that need no escaping (ASCII but controls, `"` and
    /// `\`), in quotes; its key is escaped.
    mutating func plainString(_ key: String, _ write: (inout [UInt8]) -> Void) {
        startValue(nil)
        Self.appendQuoted(key, to: &bytes)
        bytes.append(contentsOf: ": \"".utf8)
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes an integer, or `null` when there is none.
    mutating func int(_ key: StaticString?, _ value: Int?) {
        startValue(key)
        guard let value else { return bytes.append(contentsOf: "null".utf8) }
        bytes.append(decimal: value)
    }

    private mutating func open(_ key: StaticString?, _ bracket: UInt8) {
        startValue(key, then: bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if isFirst {
            bytes.append(bracket)
        } else {
            appendComposed(comma: false, indent: 2 * depth, key: nil, then: bracket)
        }
        isFirst = false
    }

    /// Starts a value: inside a container, the separator, a line break and the indentation, then the key if any (keys
    /// are the reporters' own: ASCII that needs no escaping), then `then`.
    private mutating func startValue(_ key: StaticString?, then: UInt8? = nil) {
        if depth > 0 {
            appendComposed(comma: !isFirst, indent: 2 * depth, key: key, then: then)
        } else {
            appendComposed(comma: false, indent: nil, key: key, then: then)
        }
        isFirst = false
    }

    /// The most bytes ``appendComposed(comma:indent:key:then:)`` assembles before appending them at once.
    private static let scratchSize = 256

    /// Appends a comma, a line break and `indent` spaces (none of these when `indent` is `nil`), then `"key": `, then
    /// `then`: assembled on the stack and appended at once, as appending few bytes at a time costs more than the
    /// bytes do.
    private mutating func appendComposed(comma: Bool, indent: Int?, key: StaticString?, then: UInt8?) {
        let length = 2 + (indent ?? 0) + (key.map { $0.utf8CodeUnitCount + 4 } ?? 0) + 1
        guard length <= Self.scratchSize else {
            if comma { bytes.append(UInt8(ascii: ",")) }
            if let indent { bytes.append(newlineIndentedBy: indent) }
            if let key {
                bytes.append(UInt8(ascii: "\""))
                key.withUTF8Buffer { bytes.append(contentsOf: $0) }
                bytes.append(contentsOf: "\": ".utf8)
            }
            if let then { bytes.append(then) }
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchSize) { scratch in
            var count = 0
            if comma {
                scratch[count] = UInt8(ascii: ",")
                count += 1
            }
            if let indent {
                scratch[count] = UInt8(ascii: "\n")
                count += 1
                for _ in 0..<indent {
                    scratch[count] = UInt8(ascii: " ")
                    count += 1
                }
            }
            if let key {
                scratch[count] = UInt8(ascii: "\"")
                count += 1
                key.withUTF8Buffer { utf8 in
                    for byte in utf8 {
                        scratch[count] = byte
                        count += 1
                    }
                }
                for byte in "\": ".utf8 {
                    scratch[count] = byte
                    count += 1
                }
            }
            if let then {
                scratch[count] = then
                count += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
        }
    }

    // MARK: Strings

    /// Appends `text` as a JSON string: in quotes, with `"`, `\`, line feed, carriage return and tab as `\"`, `\\`,
    /// `\n`, `\r`, `\t`; every other C0 control, DEL, every C1 control and U+2028/U+2029 as `\u` and four lowercase
    /// hexadecimal digits; everything else as its UTF-8.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        output.append(text, mayEscape: mayEscape, escape: escape)
        output.append(UInt8(ascii: "\""))
    }

    /// Whether a scalar starting with `byte` may need an escape: ASCII controls, `"`, `\\`, DEL, and the lead bytes
    /// of U+0080-U+00BF and U+2000-U+2FFF.
    private static func mayEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// Appends the escape of `scalar`, if it needs one.
    private static func escape(_ scalar: Unicode.Scalar, _ output: inout [UInt8]) -> Bool {
        let short: UInt8
        switch scalar.value {
        case 0x22: short = UInt8(ascii: "\"")
        case 0x5C: short = UInt8(ascii: "\\")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        case 0..<0x20, 0x7F...0x9F, 0x2028...0x2029:
            output.append(contentsOf: "\\u".utf8)
            output.append(hex: scalar.value, minimumDigits: 4)
            return true
        default: return false
        }
        output.append(UInt8(ascii: "\\"))
        output.append(short)
        return true
    }
}
