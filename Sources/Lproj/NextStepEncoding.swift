import Foundation

/// Apple's NeXTSTEP Latin encoding, which CoreFoundation applies to octal escapes (`\251` is U+2019).
enum NextStepEncoding {
    /// The scalar for each byte 0x80...0xFF; U+0000 where NeXTSTEP defines none, as CoreFoundation does.
    private static let upperHalf: [Unicode.Scalar] = (0x80...0xFF).map { byte in
        String(bytes: [UInt8(byte)], encoding: .nextstep)?.unicodeScalars.first ?? "\0"
    }

    /// The character an octal escape with this byte value stands for.
    static func scalar(for byte: UInt8) -> Unicode.Scalar {
        byte < 0x80 ? Unicode.Scalar(byte) : upperHalf[Int(byte) - 0x80]
    }
}
