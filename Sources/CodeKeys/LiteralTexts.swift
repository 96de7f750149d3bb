/// The texts of the string literals of some sources, kept as 64-bit hashes (FNV-1a of their UTF-8): enough to tell
/// whether a key is spelled out somewhere in the code, such as one handed to a view of the app's own that takes a
/// `LocalizedStringKey`, which no scanner without the compiler's types can tell is looked up.
public struct LiteralTexts: Sendable, Hashable {
    private var hashes: Set<UInt64> = []

    /// No text.
    public init() {}

    /// Whether some literal's text is `text`, as far as 64-bit hashes tell (a wrong yes is one in billions).
    public func contains(_ text: String) -> Bool {
        hashes.contains(Self.hash(text.utf8))
    }

    /// How many different texts are held.
    public var count: Int { hashes.count }

    /// Adds the text whose UTF-8 is `bytes`.
    mutating func insert<Bytes: Sequence>(utf8 bytes: Bytes) where Bytes.Element == UInt8 {
        hashes.insert(Self.hash(bytes))
    }

    /// Adds the texts of `other`.
    public mutating func formUnion(_ other: LiteralTexts) {
        hashes.formUnion(other.hashes)
    }

    /// The FNV-1a hash of `bytes`.
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
