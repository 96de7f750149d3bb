import Lproj

/// One `<file>` of an XLIFF document: the units of one table (such as `Localizable.strings`) for a language pair.
public struct XLIFFFile: Sendable, Equatable {
    /// The table's path relative to the bundle, such as `fr.lproj/Localizable.strings` (Xcode writes the source
    /// language's path, such as `en.lproj/Localizable.strings`).
    public var original: String
    /// The language of the sources, as a BCP 47 tag such as `en` (XLIFF's `xsd:language`: `zh-Hans`, not `zh_Hans`).
    public var sourceLanguage: String
    /// The language of the targets, as a BCP 47 tag, or `nil` when the file names none.
    public var targetLanguage: String?
    /// The file's translation units in document order, with the units of every `<group>` read in place. A unit
    /// whose id an earlier unit of the file has is read with a ``XLIFFUnit/problem``, so the import refuses it.
    public var units: [XLIFFUnit]
    /// Where the `<file` tag starts, for a file read from XLIFF; `nil` for a file made in code. It takes no part in
    /// equality.
    public var location: SourceLocation?

    /// Creates a file from its table path, languages and units.
    public init(original: String, sourceLanguage: String, targetLanguage: String?, units: [XLIFFUnit]) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.units = units
    }

    /// Whether two files hold the same table, languages and units, wherever they were read.
    public static func == (lhs: XLIFFFile, rhs: XLIFFFile) -> Bool {
        lhs.original == rhs.original && lhs.sourceLanguage == rhs.sourceLanguage
            && lhs.targetLanguage == rhs.targetLanguage && lhs.units == rhs.units
    }
}
