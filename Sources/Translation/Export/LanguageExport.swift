/// One language's part of an export: the folder it was read from and the units written for it.
public struct LanguageExport: Sendable, Equatable {
    /// The language's folder name without `.lproj` (`pt_BR`).
    public var folder: String
    /// The language as a BCP 47 tag (`pt-BR`), as exchange formats name it.
    public var tag: String
    /// The units, one `<file>` per table that has any; no file at all when the selection leaves nothing.
    public var document: XLIFFDocument
    /// What the export left out and why, one sentence each: String Catalog texts whose id, as Xcode writes it,
    /// another entry's unit has (a key that ends like a variation, `Photos|==|device.iphone`).
    public var notes: [String] = []
}
