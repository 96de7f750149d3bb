import CodeKeys

/// What a check read of the app's sources for one bundle: the projects they belong to, how many files and calls, and
/// how many of those calls the bundle judged. The text and JSON reports print it, so that a reader knows whether, and
/// how much, code was read.
public struct SourcesSummary: Sendable, Hashable {
    /// The projects whose sources these are, as reports name them (`App.xcodeproj`, `Modules/Kit/Package.swift`);
    /// empty for sources given by folder (`--sources`) outside a repository.
    public var projects: [String]
    /// How many source files were read.
    public var files: Int
    /// How many localization calls they make.
    public var calls: Int
    /// How many of those calls the bundle judged (`key-not-in-tables`): the app's, looking up one of its tables.
    public var judged: Int
    /// How many calls are in code a user never runs, by context (previews, `#if DEBUG` code, tests): they gave no
    /// credit and were not judged.
    public var notApp: [CodeContext: Int]

    /// Creates a summary.
    public init(projects: [String], files: Int, calls: Int, judged: Int, notApp: [CodeContext: Int] = [:]) {
        self.projects = projects
        self.files = files
        self.calls = calls
        self.judged = judged
        self.notApp = notApp
    }

    /// One line for the text report: `sources: 97 files of App.xcodeproj, 412 calls (250 judged here; 12 in
    /// previews, 3 in tests)`.
    public var line: String {
        let owners = projects.isEmpty ? "" : " of " + projects.joined(separator: ", ")
        var parts = ["\(judged) judged here"]
        for context in CodeContext.allCases where (notApp[context] ?? 0) > 0 {
            parts.append("\(notApp[context] ?? 0) in \(Self.place(of: context))")
        }
        return "sources: \(Self.count(files, "file"))\(owners), \(Self.count(calls, "call")) ("
            + parts.joined(separator: "; ") + ")"
    }

    /// Where calls of `context` are, as a phrase.
    private static func place(of context: CodeContext) -> String {
        switch context {
        case .app: "the app"
        case .preview: "previews"
        case .debug: "DEBUG code"
        case .test: "tests"
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
