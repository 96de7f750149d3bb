import Lproj

/// What reads the elements below the `<xliff>` root for one family of XLIFF versions (1.x or 2.x), as
/// `XLIFFParserDelegate` hands them over once the root has chosen it.
protocol XLIFFVersionReader {
    /// The files read so far; all of them once the root has ended.
    var files: [XLIFFFile] { get }
    /// A start tag below the root, which starts at `location`.
    mutating func start(_ tag: XMLStartTag, at location: SourceLocation) throws(TranslationError)
    /// The end tag of the innermost element below the root still open.
    mutating func end() throws(TranslationError)
    /// Text inside the innermost open element; `location` gives the parser's place, for a refused unit.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, location: () -> SourceLocation)
}
