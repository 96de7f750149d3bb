import CodeKeys

extension ExampleFile {
    /// Whether the file is a source file (`.swift`, `.m`, `.mm`, `.h`): scanned for localization calls rather than
    /// read as a file of the bundle.
    public var isSource: Bool { SourceLanguage(path: path) != nil }
}

extension RuleExample {
    /// The files of the bundle: every file but the sources.
    public var bundleFiles: [ExampleFile] { files.filter { !$0.isSource } }

    /// The keys the example's source files look up, `nil` when it has none (the bundle is checked without sources).
    public var codeUsage: CodeUsage? {
        let sources = files.filter(\.isSource)
        guard !sources.isEmpty else { return nil }
        var texts = LiteralTexts()
        let calls = sources.flatMap { file -> [LocalizationCall] in
            guard let language = SourceLanguage(path: file.path) else { return [] }
            let scan = SourceScanner.scan(bytes: file.bytes, path: file.path, language: language)
            texts.formUnion(scan.literalTexts)
            return scan.calls
        }
        return CodeUsage(calls: calls, literalTexts: texts)
    }
}
