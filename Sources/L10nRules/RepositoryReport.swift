import Lproj

/// What a check of a repository found: one report per bundle found under the folder given.
public struct RepositoryReport: Sendable {
    /// One bundle's report and where the bundle is.
    public struct Bundle: Sendable {
        /// The bundle's path relative to the folder searched (`App/Resources`, or `.` for the folder itself).
        public var path: String
        /// The bundle's report; its `bundlePath` is the bundle's path as seen from the working directory.
        public var report: CheckReport

        /// Creates an entry.
        public init(path: String, report: CheckReport) {
            self.path = path
            self.report = report
        }
    }

    /// The folder searched, as given.
    public var root: String
    /// The bundles, in path order.
    public var bundles: [Bundle]
    /// The built products checked in that were not checked (`Frameworks/Sparkle.framework`), relative to the folder
    /// searched.
    public var vendored: [String] = []

    /// Creates a report.
    public init(root: String, bundles: [Bundle]) {
        self.root = root
        self.bundles = bundles
    }

    /// How many findings of a severity all bundles have together (see ``CheckReport/count(_:)``).
    public func count(_ severity: Severity) -> Int {
        bundles.reduce(0) { $0 + $1.report.count(severity) }
    }

    /// Whether CI should fail: an error in any bundle.
    public var hasErrors: Bool { bundles.contains { $0.report.hasErrors } }

    /// The findings of every bundle in one report, each file named relative to the folder searched
    /// (`App/Resources/fr.lproj/Localizable.strings`) and `bundlePath` the folder as given: for reporters that list
    /// findings without sections (SARIF).
    public func merged() -> CheckReport {
        var rules: [String] = []
        var seenRules = Set<String>()
        var diagnostics: [Diagnostic] = []
        for bundle in bundles {
            rules += bundle.report.rules.filter { seenRules.insert($0).inserted }
            diagnostics += bundle.report.diagnostics.map { diagnostic in
                var placed = diagnostic
                placed.file = bundle.path == "." ? diagnostic.file : bundle.path + "/" + diagnostic.file
                return placed
            }
        }
        var report = CheckReport(
            bundlePath: root == "." ? "" : root, bundleName: root, baseLanguage: "", languages: [],
            diagnostics: diagnostics)
        report.rules = rules
        report.omitted = bundles.flatMap(\.report.omitted)
        return report
    }
}
