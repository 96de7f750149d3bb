/// One language's part of an export: the folder it was read from and the units written for it.
public struct LanguageExport: Sendable, Equatable {
    /// The language's folder name without `.lproj` (`pt_BR`).
    public var folder: String
    /// The language as a BCP 47 tag (`pt-BR`), as exchange formats name it.
    public var tag: String
    /// The units, one `<file>` per table that has any; no file at all when the selection leaves nothing.
    public var document: XLIFFDocument
}
