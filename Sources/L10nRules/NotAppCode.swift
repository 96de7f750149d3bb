import CodeKeys

/// A kind of code whose localization calls are not the app's as its users run it: they give no key credit as used
/// (`unused-key`) and are not judged (`key-not-in-tables`, `missing-key` of code keys). The configuration's
/// `not_app_code` lists them; all four by default.
public enum NotAppCode: String, Sendable, Hashable, CaseIterable {
    /// Xcode previews: `#Preview` blocks, `PreviewProvider` types and types named for previews.
    case previews
    /// Code between `#if DEBUG` and its `#else` or `#endif`.
    case debug
    /// Test targets' files (`Tests/`, `AppTests/`, `AppUITests/`).
    case tests
    /// Keys without a letter (`""`, `"→"`, `"%@"`, `"0:00"`): they read the same in every language.
    case wordlessKeys = "wordless_keys"

    /// The code contexts of `kinds`.
    public static func contexts(of kinds: Set<NotAppCode>) -> Set<CodeContext> {
        Set(kinds.compactMap { kind in
            switch kind {
            case .previews: .preview
            case .debug: .debug
            case .tests: .test
            case .wordlessKeys: nil
            }
        })
    }
}
