/// Reads a printf-style format (`alert.%@.title`, `%1$lld of %2$lld`, `100%%`) as a key pattern's pieces: the text
/// between specifiers, each specifier a run of characters unknown until run time.
enum FormatPattern {
    /// The pieces of `format`: text (`%%` read as `%`), and an unknown piece for each specifier. A `%` that starts
    /// no specifier is text.
    static func pieces(of format: String) -> [ArgumentValue.Piece] {
        let bytes = Array(format.utf8)
        var pieces: [ArgumentValue.Piece] = []
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                text.append(bytes[index])
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                text.append(UInt8(ascii: "%"))
                index += 2
                continue
            }
            guard let end = specifierEnd(bytes, from: index + 1) else {
                text.append(bytes[index])
                index += 1
                continue
            }
            if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
            pieces.append(.unknown)
            index = end
        }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        return pieces
    }

    /// Just past the conversion of the specifier whose `%` is before `start`: an argument position (`1$`), flags,
    /// a width and a precision (digits or `*`), a length (`hh`, `l`, `ll`, `q`, `z`, ...), and a conversion.
    private static func specifierEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        func skip(_ allowed: (UInt8) -> Bool) {
            while index < bytes.count, allowed(bytes[index]) { index += 1 }
        }
        let digitsStart = index
        skip(ByteCursor.isDigit)
        if index < bytes.count, bytes[index] == UInt8(ascii: "$"), index > digitsStart {
            index += 1
        } else {
            index = digitsStart
        }
        skip { "-+ #0'".utf8.contains($0) }
        skip { ByteCursor.isDigit($0) || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "$") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            skip { ByteCursor.isDigit($0) || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "$") }
        }
        skip { "hlqLztj".utf8.contains($0) }
        guard index < bytes.count, "diouxXfFeEgGaAcCsSp@n".utf8.contains(bytes[index]) else { return nil }
        return index + 1
    }
}
