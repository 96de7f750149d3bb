/// Where a localization call is in the code: in what ships in the app, or in code a user never runs.
public enum CodeContext: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Code that runs in the shipped app.
    case app
    /// An Xcode preview: a `#Preview { ... }` block, a type that conforms to `PreviewProvider`, or a type whose name
    /// says it only serves previews (`ContentView_Previews`, `PreviewWrapper`).
    case preview
    /// Code between `#if DEBUG` and its `#else` or `#endif`: left out of release builds.
    case debug
    /// A file of a test target (`Tests/`, `AppTests/`, `AppUITests/`, or a test target of the Xcode project).
    case test

    /// In declaration order: `app` first.
    public static func < (left: CodeContext, right: CodeContext) -> Bool { left.rank < right.rank }

    /// The place in declaration order.
    private var rank: Int {
        switch self {
        case .app: 0
        case .preview: 1
        case .debug: 2
        case .test: 3
        }
    }
}
