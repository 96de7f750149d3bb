import Foundation

/// The Rectangle app in the shared corpora, read in place when `../shared/corpora` is beside the package: 2023 with
/// `Base.lproj/Main.storyboard` and ibtool's `Main.strings` (and a mid-migration launcher), 2026 with
/// `mul.lproj/Main.xcstrings`.
enum RectangleCorpus {
    static func path(_ relative: String) -> String? {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/corpora").appendingPathComponent(relative).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    static let app2023 = path("rectangle-2023/Rectangle")
    static let app2026 = path("rectangle-2026/Rectangle")
    static let launcher2026 = path("rectangle-2026/RectangleLauncher")
    static let launcher2023 = path("rectangle-2023/RectangleLauncher")
}
