/// An Objective-C `#define` line read up to its body: `#define TITLE NSLocalizedString(@"Title", nil)`, or
/// `#define L(key) NSLocalizedString(key, nil)` with its parameters. genstrings reads the calls in a macro's body.
struct MacroDefinition {
    /// The body, with the parameters.
    var code: NestedCode

    /// The definition on the directive line over `directive` (from its `#` to the end of its last line); `nil` when it
    /// is not a `#define` with a name and a body.
    init?(bytes: [UInt8], directive: Range<Int>) {
        var position = directive.lowerBound + 1
        func skipSpaces() {
            while position < directive.upperBound {
                if bytes[position] == 0x20 || bytes[position] == 0x09 {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "\\"), position + 1 < directive.upperBound,
                          bytes[position + 1] == 0x0A || bytes[position + 1] == 0x0D {
                    position += 2
                } else {
                    return
                }
            }
        }
        func skipName() -> Range<Int> {
            let start = position
            while position < directive.upperBound, ByteCursor.isNameByte(bytes[position]) { position += 1 }
            return start..<position
        }
        skipSpaces()
        guard bytes[skipName()].elementsEqual("define".utf8) else { return nil }
        skipSpaces()
        guard !skipName().isEmpty else { return nil }
        var parameters: [String] = []
        if position < directive.upperBound, bytes[position] == UInt8(ascii: "(") {
            position += 1
            while position < directive.upperBound, bytes[position] != UInt8(ascii: ")") {
                skipSpaces()
                let name = skipName()
                skipSpaces()
                if position + 2 < directive.upperBound, bytes[position..<(position + 3)].elementsEqual("...".utf8) {
                    parameters.append(name.isEmpty ? "__VA_ARGS__" : String(decoding: bytes[name], as: UTF8.self))
                    position += 3
                } else if !name.isEmpty {
                    parameters.append(String(decoding: bytes[name], as: UTF8.self))
                }
                skipSpaces()
                guard position < directive.upperBound else { return nil }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] != UInt8(ascii: ")") {
                    return nil
                }
            }
            guard position < directive.upperBound else { return nil }
            position += 1
        }
        guard position < directive.upperBound else { return nil }
        code = NestedCode(range: position..<directive.upperBound, parameters: parameters)
    }
}
