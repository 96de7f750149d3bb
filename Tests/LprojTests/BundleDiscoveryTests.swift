import Foundation
import Testing
@testable import Lproj

/// Finding the bundles of a repository: folders holding `.lproj` folders or catalogs, skipping build products,
/// dependencies, hidden folders, exclusions and links.
struct BundleDiscoveryTests {
    private static func repository(_ files: [String]) throws -> String {
        let root = try FileSystemFixture.temporaryFolder()
        for file in files { try FileSystemFixture.write(Array("\"a\" = \"b\";\n".utf8), to: root + "/" + file) }
        return root
    }

    @Test func findsEveryBundleAndSkipsBuildProductsAndDependencies() throws {
        let root = try Self.repository([
            "App/Resources/en.lproj/Localizable.strings", "App/Resources/fr.lproj/Localizable.strings",
            "Widget/Localizable.xcstrings", "Widget/Sub.bundle/de.lproj/Localizable.strings",
            ".build/checkouts/x/en.lproj/L.strings", "DerivedData/y/en.lproj/L.strings", "Pods/P/en.lproj/L.strings",
            "Carthage/C/en.lproj/L.strings", "node_modules/n/en.lproj/L.strings", ".git/z/en.lproj/L.strings",
            "README.md",
        ])
        defer { FileSystemFixture.remove(root) }
        let search = try BundleDiscovery.find(under: root)
        #expect(search.bundles == ["App/Resources", "Widget", "Widget/Sub.bundle"])
        #expect(search.tooDeep.isEmpty && search.unreadable.isEmpty)
    }

    @Test func exclusionGlobsMatchRootRelativePaths() throws {
        let root = try Self.repository([
            "App/en.lproj/L.strings", "Vendor/Lib/en.lproj/L.strings", "App/Tests/Fixtures/en.lproj/L.strings",
        ])
        defer { FileSystemFixture.remove(root) }
        #expect(try BundleDiscovery.find(under: root, excluding: ["Vendor/", "*/Tests"]).bundles == ["App"])
        #expect(BundleDiscovery.matches(glob: "*/Fixtures", path: "App/Tests/Fixtures"))
        #expect(!BundleDiscovery.matches(glob: "Vendor", path: "App/Vendor"))
    }

    /// `**/Pods/**` and `Vendor/**`, as `.gitignore` writes them, leave out the folder itself at any depth.
    @Test func doubleStarGlobsMatchAsGitignoreDoes() {
        for path in ["Pods", "App/Pods", "App/Pods/Foo", "a/b/Pods"] {
            #expect(BundleDiscovery.matches(glob: "**/Pods/**", path: path), "\(path)")
        }
        #expect(!BundleDiscovery.matches(glob: "**/Pods/**", path: "App/PodsX"))
        #expect(BundleDiscovery.matches(glob: "Vendor/**", path: "Vendor"))
        #expect(BundleDiscovery.matches(glob: "Vendor/**", path: "Vendor/Lib"))
        #expect(!BundleDiscovery.matches(glob: "Vendor/**", path: "App/Vendor"))
    }

    @Test func neverFollowsLinksOutOfTheRootNorLoops() throws {
        let outside = try Self.repository(["Elsewhere/en.lproj/L.strings"])
        let root = try Self.repository(["App/en.lproj/L.strings"])
        defer {
            FileSystemFixture.remove(outside)
            FileSystemFixture.remove(root)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/Out", withDestinationPath: outside + "/Elsewhere")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: root)
        #expect(try BundleDiscovery.find(under: root).bundles == ["App"])
    }

    @Test func depthIsCapped() throws {
        let deep = (1...5).map { "d\($0)" }.joined(separator: "/")
        let root = try Self.repository([deep + "/en.lproj/L.strings", "d1/d2/en.lproj/L.strings"])
        defer { FileSystemFixture.remove(root) }
        let search = try BundleDiscovery.find(under: root, maximumDepth: 3)
        #expect(search.bundles == ["d1/d2"])
        #expect(search.tooDeep == ["d1/d2/d3/d4"])
        #expect(try BundleDiscovery.find(under: root).bundles == ["d1/d2", deep])
    }

    @Test func aFileOrMissingPathIsNoRoot() throws {
        let root = try Self.repository(["a.txt"])
        defer { FileSystemFixture.remove(root) }
        #expect(throws: BundleError.self) { try BundleDiscovery.find(under: root + "/a.txt") }
        #expect(throws: BundleError.self) { try BundleDiscovery.find(under: root + "/none") }
        #expect(try BundleDiscovery.find(under: root).bundles.isEmpty)
    }

    @Test func manyFoldersAreVisitedOnce() throws {
        let files = (0..<400).map { "f\($0 / 20)/g\($0)/en.lproj/L.strings" }
        let root = try Self.repository(files)
        defer { FileSystemFixture.remove(root) }
        #expect(try BundleDiscovery.find(under: root).bundles.count == 400)
    }

    @Test(.enabled(if: CorpusLocator.isAvailable, "needs ../shared/corpora"))
    func findsTheCorporaBundles() throws {
        let corpora = try #require(CorpusLocator.corpora).path
        #expect(try BundleDiscovery.find(under: corpora + "/rectangle-2023").bundles == ["Rectangle", "RectangleLauncher"])
        #expect(try BundleDiscovery.find(under: corpora + "/arcgis-runtime-ios-100.3").bundles == ["ArcGIS.bundle"])
        #expect(try BundleDiscovery.find(under: corpora).bundles == [
            "arcgis-maps-sdk-swift-toolkit/Resources", "arcgis-runtime-ios-100.3/ArcGIS.bundle",
            "deltachat-ios/deltachat-ios", "linearmouse/LinearMouse", "linearmouse/LinearMouse/UI",
            "macdown/MacDown/Localization", "rectangle-2023/Rectangle",
            "rectangle-2023/RectangleLauncher", "rectangle-2026/Rectangle", "rectangle-2026/RectangleLauncher",
            "sparkle/Sparkle", "transmission/macosx",
        ])
        #expect(BundleDiscovery.isBundle(path: corpora + "/rectangle-2023/Rectangle"))
        #expect(!BundleDiscovery.isBundle(path: corpora + "/rectangle-2023"))
        let linearmouse = try BundleDiscovery.find(under: corpora + "/linearmouse", sourceExtensions: ["swift"])
        #expect(linearmouse.projects.map(\.path) == [
            "LinearMouse.xcodeproj", "Modules/DockKit/Package.swift", "Modules/GestureKit/Package.swift",
            "Modules/KeyKit/Package.swift", "Modules/ObservationToken/Package.swift", "Modules/PointerKit/Package.swift",
        ])
        #expect(!linearmouse.sources.contains { $0.hasSuffix("Package.swift") })
        #expect(BundleDiscovery.isRepository(path: corpora + "/linearmouse"))
        #expect(!BundleDiscovery.isRepository(path: corpora + "/rectangle-2023"))
    }

    @Test func findsProjectsAndLeavesBuiltProductsOut() throws {
        let root = try Self.repository([
            "App.xcodeproj/project.pbxproj", "en.lproj/L.strings", "Kit/Package.swift", "Kit/Sources/Kit/Kit.swift",
            "Frameworks/Sparkle.framework/Resources/en.lproj/S.strings", "Helper.app/Contents/Resources/en.lproj/H.strings",
            "Vendor/Lib.xcframework/ios/Lib.framework/en.lproj/X.strings", "Share.appex/en.lproj/S.strings",
        ])
        defer { FileSystemFixture.remove(root) }
        let search = try BundleDiscovery.find(under: root, sourceExtensions: ["swift"])
        #expect(search.bundles == ["."])
        #expect(search.projects == [
            ProjectMarker(path: "App.xcodeproj", kind: .xcodeProject), ProjectMarker(path: "Kit/Package.swift", kind: .package),
        ])
        #expect(search.projects.map(\.folder) == [".", "Kit"])
        #expect(search.sources == ["Kit/Sources/Kit/Kit.swift"])
        #expect(search.vendored == [
            "Frameworks/Sparkle.framework", "Helper.app", "Share.appex", "Vendor/Lib.xcframework",
        ])
        let included = try BundleDiscovery.find(under: root, includingVendored: true)
        #expect(included.bundles == [
            ".", "Frameworks/Sparkle.framework/Resources", "Helper.app/Contents/Resources", "Share.appex",
            "Vendor/Lib.xcframework/ios/Lib.framework",
        ])
        #expect(BundleDiscovery.isRepository(path: root) && BundleDiscovery.isBundle(path: root))
    }
}
