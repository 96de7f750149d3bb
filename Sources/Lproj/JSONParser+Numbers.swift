extension JSONParser {
    /// The number that starts at the current byte, as written: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// The characters a number may hold are read as one run, so that `01`, `1.` or `2e` is one error about the
    /// whole run. A number too large for a `Double` is an error too, as in Foundation's `JSONSerialization`.
    mutating func parseNumber() throws(JSONParseError) -> String {
        let start = index
        while index < text.count, Self.isNumberByte(text[index]) { index += 1 }
        let run = text[start..<index]
        let written = String(decoding: run, as: UTF8.self)
        guard Self.isWellFormedNumber(run) else {
            throw JSONParseError("invalid number '\(written)'", at: start)
        }
        if let value = Double(written), value.isInfinite {
            throw JSONParseError("the number \(written) is too large for a 64-bit floating-point value", at: start)
        }
        return written
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// Whether `run` follows JSON's number grammar exactly.
    private static func isWellFormedNumber(_ run: ArraySlice<UInt8>) -> Bool {
        var index = run.startIndex
        func digits() -> Int {
            let start = index
            while index < run.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(run[index]) { index += 1 }
            return index - start
        }
        if index < run.endIndex, run[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 || (integerDigits > 1 && run[integerStart] == UInt8(ascii: "0")) { return false }
        if index < run.endIndex, run[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { return false }
        }
        if index < run.endIndex, run[index] == UInt8(ascii: "e") || run[index] == UInt8(ascii: "E") {
            index += 1
            if index < run.endIndex, run[index] == UInt8(ascii: "+") || run[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { return false }
        }
        return index == run.endIndex
    }
}
