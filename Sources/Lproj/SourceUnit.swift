/// A code unit of source text the `.strings` parser can scan: a UTF-8 byte or a UTF-16 code unit.
///
/// Every character the grammar cares about is ASCII, so one scanner serves both encodings; only strings are
/// made with the encoding's own decoder.
protocol SourceUnit: FixedWidthInteger & UnsignedInteger & Sendable {
    /// The Unicode encoding these units belong to.
    associatedtype Encoding: Unicode.Encoding where Encoding.CodeUnit == Self

    /// Whether this unit starts a Unicode scalar (is not a continuation byte or a trailing surrogate).
    static func startsScalar(_ unit: Self) -> Bool
}

extension UInt8: SourceUnit {
    typealias Encoding = Unicode.UTF8

    @inline(__always)
    static func startsScalar(_ unit: UInt8) -> Bool { unit & 0xC0 != 0x80 }
}

extension UInt16: SourceUnit {
    typealias Encoding = Unicode.UTF16

    @inline(__always)
    static func startsScalar(_ unit: UInt16) -> Bool { unit & 0xFC00 != 0xDC00 }
}
