/// Addresses in popups: values percent-encoded into address templates, and schemes checked.
enum URLText {
    /// `text` with every byte but the unreserved ones (`A-Z a-z 0-9 - . _ ~`) percent-encoded, as a value inside an
    /// address.
    static func percentEncoded(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E: output.unicodeScalars.append(.init(byte))
            default:
                output.unicodeScalars.append("%")
                output.unicodeScalars.append(hexDigit(byte >> 4))
                output.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
        return output
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? 0x30 + value : 0x37 + value)
    }

    /// Whether an address is relative or has one of `schemes` (compared without regard to case), after removing the
    /// control characters and spaces browsers ignore inside a scheme.
    static func isSafe(_ address: String, schemes: Set<String>) -> Bool {
        let visible = String(address.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F })
        guard let colon = visible.firstIndex(of: ":") else { return true }
        let beforeColon = visible[..<colon]
        // A colon after a path, query or fragment character is no scheme separator ("a/b:c", "?x=1:2").
        if beforeColon.contains(where: { "/?#".contains($0) }) { return true }
        return schemes.contains(beforeColon.lowercased())
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    func trimmingSpaces() -> String {
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]
        guard let first = utf8.first, let last = utf8.last, spaces.contains(first) || spaces.contains(last) else {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !" \t\r\n".unicodeScalars.contains($0) }),
              let last = scalars.lastIndex(where: { !" \t\r\n".unicodeScalars.contains($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
