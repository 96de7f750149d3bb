import Foundation
import TestSupport

/// The Rectangle app in the shared corpora, read in place when `../shared/corpora` is beside the package: 2023 with
/// `Base.lproj/Main.storyboard` and ibtool's `Main.strings` (and a mid-migration launcher), 2026 with
/// `mul.lproj/Main.xcstrings`.
enum RectangleCorpus {
    static func path(_ relative: String) -> String? { SharedFolder.corpus(relative) }

    static var app2023: String? { path("rectangle-2023/Rectangle") }
    static var app2026: String? { path("rectangle-2026/Rectangle") }
    static var launcher2026: String? { path("rectangle-2026/RectangleLauncher") }
    static let launcher2023 = path("rectangle-2023/RectangleLauncher")
}
