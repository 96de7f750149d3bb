/// Values percent-encoded into a popup's address templates.
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
}
