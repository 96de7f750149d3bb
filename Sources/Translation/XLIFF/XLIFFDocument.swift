/// An XLIFF document: what `l10n-check export` hands a translator and `l10n-check import` reads back.
///
/// ``XLIFFWriter`` writes it as XLIFF 1.2, ``XLIFF2Writer`` as XLIFF 2.0, and ``XLIFFReader`` reads both; a
/// document read back from either writer's output equals the one written (see ``XLIFFUnit`` for what equality
/// leaves out).
public struct XLIFFDocument: Sendable, Equatable {
    /// The document's files, one per table of the bundle, in document order.
    public var files: [XLIFFFile]

    /// Creates a document from its files.
    public init(files: [XLIFFFile]) {
        self.files = files
    }
}
