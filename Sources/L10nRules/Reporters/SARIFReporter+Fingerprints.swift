import Lproj

extension SARIFReporter {
    /// Each finding's fingerprint, in report order: the hash of its identity, then `:1`, or `:2` and on for a
    /// repeated identity, so that two results never share one.
    static func fingerprints(of diagnostics: [Diagnostic]) -> [String] {
        var occurrences: [UInt64: Int] = [:]
        return diagnostics.map { diagnostic in
            let hash = identityHashValue(of: diagnostic)
            let occurrence = occurrences.countOccurrence(of: hash)
            var bytes: [UInt8] = []
            appendFingerprint(hash, occurrence, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `<16 hexadecimal digits>:<occurrence>`.
    static func appendFingerprint<Output: ReportOutput & ~Copyable>(
        _ hash: UInt64, _ occurrence: Int, to output: inout Output
    ) {
        output.append(hex: UInt32(truncatingIfNeeded: hash >> 32), minimumDigits: 8)
        output.append(hex: UInt32(truncatingIfNeeded: hash), minimumDigits: 8)
        output.append(UInt8(ascii: ":"))
        output.append(decimal: occurrence)
    }

    /// 16 hexadecimal digits of ``identityHashValue(of:)``.
    static func identityHash(of diagnostic: Diagnostic) -> String {
        var bytes: [UInt8] = []
        appendFingerprint(identityHashValue(of: diagnostic), 0, to: &bytes)
        return String(decoding: bytes.prefix(16), as: UTF8.self)
    }

    /// ``Swift/UnsafeBufferPointer/identityHashValue(at:)`` of one finding.
    static func identityHashValue(of diagnostic: Diagnostic) -> UInt64 {
        withUnsafePointer(to: diagnostic) { UnsafeBufferPointer(start: $0, count: 1).identityHashValue(at: 0) }
    }

    /// The 64-bit FNV-1a hash of a string's UTF-8 bytes.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(text)
        return hash.value
    }
}

/// The 64-bit FNV-1a hash of bytes fed in turn.
private struct FNV1a {
    /// The hash of what was fed so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Feeds one byte.
    mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Feeds the UTF-8 of `text`.
    mutating func add(_ text: String) {
        text.withUTF8Bytes { for byte in $0 { add(byte: byte) } }
    }
}

extension UnsafeBufferPointer<Diagnostic> {
    /// The FNV-1a hash of the rule, the file and the key (or the message when there is no key) of the finding at
    /// `index`, separated by NUL: the same on every run and platform, unlike `Hasher`. A plural category the key does
    /// not end with is hashed as its suffix (`%lld items.few`), so a catalog's finding keeps the identity it had
    /// before the category had its own field. Read in place: passed as a value, a finding is copied, all its strings
    /// retained and released, once per result.
    @inline(__always)
    func identityHashValue(at index: Int) -> UInt64 {
        var hash = FNV1a()
        hash.add(self[index].rule)
        hash.add(byte: 0)
        hash.add(self[index].file)
        hash.add(byte: 0)
        if let key = self[index].key {
            hash.add("key:")
            hash.add(key)
            if let category = self[index].category, !key.hasSuffix("." + category) {
                hash.add(".")
                hash.add(category)
            }
        } else {
            hash.add("message:")
            hash.add(self[index].message)
        }
        return hash.value
    }
}
