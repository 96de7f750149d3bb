/// An XLIFF 1.2 document: what `l10n-check export` hands a translator and `l10n-check import` reads back.
///
/// ``XLIFFWriter`` writes it and ``XLIFFReader`` reads it; a document read back from the writer's output equals the
/// one written (see ``XLIFFUnit`` for what equality leaves out).
public struct XLIFFDocument: Sendable, Equatable {
    /// The document's files, one per table of the bundle, in document order.
    public var files: [XLIFFFile]

    /// Creates a document from its files.
    public init(files: [XLIFFFile]) {
        self.files = files
    }
}
