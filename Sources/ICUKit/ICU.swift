import CICUShim

/// Facts about the ICU library this package runs on.
public enum ICU {
    /// The runtime ICU version, e.g. "72.1" (`u_getVersion`).
    public static let version: String = {
        var buffer = [CChar](repeating: 0, count: Int(L10N_ICU_VERSION_CAPACITY))
        let length = l10n_icu_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}
