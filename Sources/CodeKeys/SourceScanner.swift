import Lproj

/// Reads the localization calls of Swift and Objective-C sources, as genstrings does: a lexer over the bytes that
/// reads literals exactly and skips comments, then a matcher of the calls of known functions.
public struct SourceScanner: Sendable {
    /// The functions recognized.
    public let functions: [LocalizationFunction]

    /// The functions of each language by name, made once for all the files scanned.
    private let swiftIndex: FunctionIndex
    private let objectiveCIndex: FunctionIndex

    /// A scanner of `functions` (the built-ins by default, to which a project adds its wrappers).
    public init(functions: [LocalizationFunction] = LocalizationFunction.standard) {
        self.functions = functions
        swiftIndex = FunctionIndex(functions, language: .swift)
        objectiveCIndex = FunctionIndex(functions, language: .objectiveC)
    }

    /// The calls and problems in `bytes`, a file of `language` at `path` (the path only names it in locations).
    public func scan(bytes: [UInt8], path: String, language: SourceLanguage) -> SourceScan {
        var texts = LiteralTexts()
        var scan = scan(bytes: bytes, path: path, language: language, addingLiteralTextsTo: &texts)
        scan.literalTexts = texts
        return scan
    }

    /// The calls and problems in `bytes`, a file of `language` at `path`, the texts of its literals added to
    /// `literalTexts` (those of many files gathered in one table) rather than returned in the scan.
    public func scan(
        bytes: [UInt8], path: String, language: SourceLanguage, addingLiteralTextsTo literalTexts: inout LiteralTexts
    ) -> SourceScan {
        switch language {
        case .swift: scan(SwiftLexer.self, bytes: bytes, path: path, language: language, texts: &literalTexts)
        case .objectiveC:
            scan(ObjectiveCLexer.self, bytes: bytes, path: path, language: language, texts: &literalTexts)
        }
    }

    /// The calls and problems in `bytes`, read as genstrings does: a first pass skims the file (comments and
    /// literals skipped exactly, no token kept) for the names of the functions; then only the few tokens around each
    /// name are lexed again, and matched, and the nested code the skim passed (interpolations, macro bodies) is read
    /// on its own. Each call's code context comes from the markers and declarations the skim noted.
    private func scan<Lexer: CallLexer>(
        _: Lexer.Type, bytes: [UInt8], path: String, language: SourceLanguage, texts: inout LiteralTexts
    ) -> SourceScan {
        let functions = language == .swift ? swiftIndex : objectiveCIndex
        var skimmer = Lexer(cursor: ByteCursor(bytes: bytes, path: path, mode: .skim, functions: functions))
        // The table is moved into the cursor and back, not copied.
        swap(&skimmer.cursor.literalTexts, &texts)
        skimmer.skimAll()
        swap(&skimmer.cursor.literalTexts, &texts)
        let lines = skimmer.cursor.lines
        let skimmed = skimmer.cursor.output
        let nested = NestedCodeReader<Lexer>(
            bytes: bytes, path: path, lines: lines, language: language, functions: functions)
        var found = FoundCalls()
        var declarations: [Int] = []
        var nextNested = 0
        bytes.withUnsafeBufferPointer { buffer in
            for candidate in skimmer.cursor.candidates {
                while nextNested < skimmed.nested.count, skimmed.nested[nextNested].range.lowerBound < candidate.name {
                    nested.addCalls(in: skimmed.nested[nextNested], depth: 0, to: &found)
                    nextNested += 1
                }
                let readsTypedValue: Bool
                switch functions.candidate(buffer, nameAt: candidate.name, index: candidate.index) {
                case .none: continue
                case .declaration:
                    if PreviewScopes.headerMentionsPreview(bytes, from: candidate.name) {
                        declarations.append(candidate.name)
                    }
                    continue
                case .call(let typed): readsTypedValue = typed
                }
                var cursor = ByteCursor(bytes: bytes, path: path, mode: .window, lines: lines)
                cursor.index = candidate.restart
                // A call's window is a few dozen tokens: room made once, not grown from one.
                cursor.output.tokens.reserveCapacity(24)
                var window = Lexer(cursor: cursor)
                guard let name = window.lexCall(named: candidate.name, readsTypedValue: readsTypedValue) else {
                    continue
                }
                let matcher = CallMatcher(
                    tokens: window.cursor.output.tokens, literals: window.cursor.output.literals, bytes: bytes,
                    lines: lines, language: language, functions: functions)
                matcher.addCalls(at: name, name: candidate.index, to: &found)
            }
        }
        while nextNested < skimmed.nested.count {
            nested.addCalls(in: skimmed.nested[nextNested], depth: 0, to: &found)
            nextNested += 1
        }
        let calls = withContexts(
            found, markers: skimmed.markers, declarations: declarations, bytes: bytes, path: path, lines: lines,
            language: language)
        return SourceScan(language: language, calls: calls, problems: skimmed.problems)
    }

    /// The calls of `found` in file order, each with its code context: from the conditional compilation `markers`,
    /// and the previews among the type `declarations` (those whose header mentions `Preview`) and `#Preview` markers
    /// (Swift).
    func withContexts(
        _ found: FoundCalls, markers: [CodeMarker], declarations: [Int], bytes: [UInt8], path: String,
        lines: LineIndex, language: SourceLanguage
    ) -> [LocalizationCall] {
        guard !found.calls.isEmpty, !markers.isEmpty || !declarations.isEmpty else {
            return found.inFileOrder(contexts: nil)
        }
        let previews = language == .swift
            ? PreviewScopes(bytes: bytes, lines: lines, path: path).ranges(
                declarations: declarations, macros: markers.compactMap { $0.kind == .preview ? $0.offset : nil })
            : []
        let contexts = CodeContexts(markers: markers, previews: previews, length: bytes.count)
        return found.inFileOrder(contexts: contexts.isEmpty ? nil : contexts)
    }

    /// The calls and problems in `bytes`, a file of `language` at `path`, with `functions`.
    public static func scan(
        bytes: [UInt8], path: String, language: SourceLanguage,
        functions: [LocalizationFunction] = LocalizationFunction.standard
    ) -> SourceScan {
        SourceScanner(functions: functions).scan(bytes: bytes, path: path, language: language)
    }

    /// The calls and problems in the file at `file`, its language from its extension (`.swift`, `.m`, `.mm`, `.h`).
    public static func scan(
        file: String, functions: [LocalizationFunction] = LocalizationFunction.standard
    ) throws(SourceFileError) -> SourceScan {
        guard let language = SourceLanguage(path: file) else { throw .unsupportedExtension(file) }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(file)
        } catch {
            throw .unreadable(error)
        }
        return scan(bytes: bytes, path: file, language: language, functions: functions)
    }
}

/// Why a source file could not be scanned.
public enum SourceFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's extension is none of `.swift`, `.m`, `.mm`, `.h`.
    case unsupportedExtension(String)
    /// The file could not be read.
    case unreadable(FileReadError)

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .unsupportedExtension(let path): "\(path): not a Swift or Objective-C source (.swift, .m, .mm, .h)"
        case .unreadable(let error): error.description
        }
    }
}
