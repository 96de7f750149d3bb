import Lproj

/// A localization file that cannot be read at all.
public struct UnreadableFileRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "unreadable-file", name: "Unreadable file", severity: .error,
        summary: """
            Something named like a table that cannot be read: a folder called Localizable.strings, a file without \
            read permission, a broken link. Apple cannot read it either, so the table is missing at run time.
            """,
        triggeringExamples: [],
        nonTriggeringExamples: [
            RuleExample([ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.bundle.unreadableFiles.map { file in
            let folder = file.path.split(separator: "/").first.map(String.init) ?? ""
            let table = file.path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? "") }
            return diagnostic(
                "cannot be read: \(reason(file.error.reason))", file: file.path,
                language: folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : nil, table: table)
        }
    }

    private func reason(_ reason: Lproj.FileReadError.Reason) -> String {
        switch reason {
        case .notFound: "it does not exist (a broken link?)"
        case .isDirectory: "it is a folder, not a file"
        case .tooLarge(let bytes): "it is too large (\(bytes) bytes)"
        case .unreadable(let why): why
        case .notARegularFile, .outsideBundle, .linkLoop: reason.explanation
        }
    }
}
