/// What the scanner found in one source file: its localization calls in file order, and its problems.
public struct SourceScan: Sendable, Hashable {
    /// The language the file was read as.
    public var language: SourceLanguage
    /// The localization calls, in file order.
    public var calls: [LocalizationCall]
    /// What could not be read as written, in file order.
    public var problems: [SourceProblem]
    /// The texts of the file's string literals without interpolations (Objective-C's adjacent literals as one).
    public var literalTexts: LiteralTexts

    /// Creates a scan result.
    public init(
        language: SourceLanguage, calls: [LocalizationCall], problems: [SourceProblem],
        literalTexts: LiteralTexts = LiteralTexts()
    ) {
        self.language = language
        self.calls = calls
        self.problems = problems
        self.literalTexts = literalTexts
    }
}
