import CICUShim

/// Raw ICU status codes and the buffer-filling calls of the shim (internal helpers).
enum ICUStatus {
    /// `U_ZERO_ERROR`.
    static let ok: Int32 = 0
    /// `U_USING_DEFAULT_WARNING`: ICU used a fallback, e.g. it has no display name and returned the code.
    static let usingDefaultWarning: Int32 = -127
    /// `U_BUFFER_OVERFLOW_ERROR`.
    static let bufferOverflow: Int32 = 15
    /// `U_ILLEGAL_ARGUMENT_ERROR`.
    static let illegalArgument: Int32 = 1
    /// `U_MISSING_RESOURCE_ERROR`: ICU has no data for what was asked.
    static let missingResource: Int32 = 2
    /// `U_INTERNAL_PROGRAM_ERROR`, for a NULL handle without a failure status.
    static let internalError: Int32 = 5

    /// Throws `ICUError` when `status` is a failure (only `status > 0` is one).
    static func check(_ status: Int32, _ function: String) throws(ICUError) {
        if status > 0 {
            throw ICUError(function: function, code: status)
        }
    }

    /// Calls a shim function that writes UTF-8 into a caller buffer; returns the text and the final
    /// status (success or a warning). See `fill(_:capacity:_:)`.
    static func utf8(
        _ function: String, capacity: Int32 = 32,
        _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUError) -> (text: String, status: Int32) {
        let (units, status) = try fill(function, capacity: capacity, body)
        let text = units.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        return (text, status)
    }

    /// Calls a shim function that writes UTF-16 into a caller buffer; returns the text and the final
    /// status (success or a warning). See `fill(_:capacity:_:)`.
    static func utf16(
        _ function: String, capacity: Int32 = 32,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUError) -> (text: String, status: Int32) {
        let (units, status) = try fill(function, capacity: capacity, body)
        return (String(decoding: units, as: UTF16.self), status)
    }

    /// Calls a shim function that writes UTF-16 into a caller buffer, first into a buffer on the stack,
    /// and makes one `String` of the result: the fast path of formatters. Only a result longer than
    /// `stackCapacity` units costs a second call, with a heap buffer of the right size.
    @inline(__always)
    static func text(
        _ function: String, stackCapacity: Int = 128,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUError) -> String {
        var status = ok
        var length: Int32 = 0
        let text: String? = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: stackCapacity) { buffer in
            length = body(buffer.baseAddress!, Int32(stackCapacity), &status)
            guard status <= 0, length >= 0, length <= stackCapacity else { return nil }
            return UTF16Text.string(UnsafeBufferPointer(rebasing: buffer[..<Int(length)]))
        }
        if let text { return text }
        try check(status == bufferOverflow ? ok : status, function)
        return try utf16(function, capacity: max(length, Int32(stackCapacity)) + 1, body).text
    }

    /// Runs `body(buffer, capacity, &status)`, which returns the full length of its result (ICU's
    /// preflighting), and runs it again with a big enough buffer when the first one was too small.
    private static func fill<Unit: FixedWidthInteger>(
        _ function: String, capacity: Int32,
        _ body: (UnsafeMutablePointer<Unit>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUError) -> (units: [Unit], status: Int32) {
        var capacity = max(capacity, 1)
        while true {
            var status = ok
            var length: Int32 = 0
            let units = [Unit](unsafeUninitializedCapacity: Int(capacity)) { buffer, count in
                buffer.initialize(repeating: 0)
                length = body(buffer.baseAddress!, capacity, &status)
                count = status > 0 || length < 0 || length > capacity ? 0 : Int(length)
            }
            if length > capacity, status == bufferOverflow || status <= 0 {
                capacity = length  // grows strictly, so this ends
                continue
            }
            try check(status, function)
            return (units, status)
        }
    }
}
