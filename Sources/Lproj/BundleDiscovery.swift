#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the localization bundles under a repository root: every folder that holds `.lproj` folders or String
/// Catalogs (`.xcstrings`).
///
/// The walk visits each folder once, in name order, and never follows a symbolic link (so it cannot leave the root or
/// loop): its cost is linear in the number of entries under the root. It skips hidden folders, build products and
/// dependency checkouts (``skippedFolderNames``), the contents of `.lproj` folders, folders whose root-relative path
/// matches an exclusion glob, and folders deeper than the depth limit (listed in ``BundleSearch/tooDeep``). Built
/// products checked in (``isVendoredProduct(_:)``: `Sparkle.framework`, `Helper.app`) are listed in
/// ``BundleSearch/vendored`` and not searched, unless asked. It notes where the projects are: `.xcodeproj` folders and
/// `Package.swift` files (``BundleSearch/projects``).
public enum BundleDiscovery {
    /// Folder names never searched: build products and dependency checkouts.
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// How many folders deep below the root the search goes by default; app repositories keep their bundles within
    /// 6 or so.
    public static let defaultMaximumDepth = 16

    /// Whether the folder at `path` is a bundle: it holds a `.lproj` entry or a `.xcstrings` file.
    public static func isBundle(path: String) -> Bool {
        guard case .success(let children) = FileStatus.entries(ofDirectory: path) else { return false }
        return children.contains(where: isBundleMarker)
    }

    /// Whether the folder at `path` is the root of a repository or project: it holds an `.xcodeproj`, an
    /// `.xcworkspace`, a `Package.swift` or a `.git` entry. Such a folder is searched for bundles and sources even when
    /// it holds `.lproj` folders itself (older apps keep `en.lproj` beside `App.xcodeproj`).
    public static func isRepository(path: String) -> Bool {
        guard case .success(let children) = FileStatus.entries(ofDirectory: path) else { return false }
        return children.contains { name in
            name == ".git" || name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        }
    }

    /// Whether a folder named `name` is a built product: a framework, an app or an app extension as a build makes
    /// them (`Sparkle.framework`, `Sparkle.xcframework`, `Autoupdate.app`, `Share.appex`). Checked in, it is another
    /// project's output, which the repository cannot change.
    public static func isVendoredProduct(_ name: String) -> Bool {
        name.hasSuffix(".framework") || name.hasSuffix(".xcframework") || name.hasSuffix(".app")
            || name.hasSuffix(".appex")
    }

    /// The bundles under the folder at `root`, as root-relative paths (`.` for the root itself) in path order.
    /// `excluding` holds globs (`*` and `?` match any characters, `/` included; `[...]` a set) matched against each
    /// folder's root-relative path (`Vendor`, `App/Tests`); a trailing `/` is ignored, and as in `.gitignore` a
    /// leading `**/` also matches at the root and a trailing `/**` also matches the folder itself (`**/Pods/**`
    /// leaves out `Pods` and `App/Pods`). Files whose name ends with one of `sourceExtensions` (`.swift`, `.m`), in
    /// the folders searched and not matched by a glob, are listed in ``BundleSearch/sources``; `sourcesFound`, when
    /// given, is also handed each folder's sources as soon as that folder is listed, so that reading them can start
    /// while the walk goes on. Built products are searched like any folder when `includingVendored`. Throws when
    /// `root` is no readable folder.
    public static func find(
        under root: String, excluding: [String] = [], maximumDepth: Int = defaultMaximumDepth,
        sourceExtensions: Set<String> = [], includingVendored: Bool = false, sourcesFound: (([String]) -> Void)? = nil
    ) throws(BundleError) -> BundleSearch {
        guard FileStatus.of(root) == .directory else {
            throw BundleError(path: root, reason: FileStatus.of(root) == .missing ? .notFound : .notAFolder)
        }
        // `Vendor/` names the folder `Vendor`.
        let globs = excluding.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        var search = BundleSearch()
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var next = 0
        while next < pending.count {
            let (relative, depth) = pending[next]
            next += 1
            let path = relative.isEmpty ? root : join(root, relative)
            guard case .success(let children) = FileStatus.listing(ofDirectory: path) else {
                search.unreadable.append(relative.isEmpty ? "." : relative)
                continue
            }
            if children.contains(where: { isBundleMarker($0.name) }) {
                search.bundles.append(relative.isEmpty ? "." : relative)
            }
            let sourcesBefore = search.sources.count
            for entry in children.sorted(by: { $0.name < $1.name }) where !skips(entry.name) {
                let child = entry.name
                let childRelative = relative.isEmpty ? child : relative + "/" + child
                guard !globs.contains(where: { matches(glob: $0, path: childRelative) }),
                      let kind = entry.kind ?? kind(of: join(root, childRelative)), kind != .link
                else { continue }
                if kind != .directory {
                    // A package's manifest is no source of the app.
                    if child == "Package.swift" {
                        search.projects.append(ProjectMarker(path: childRelative, kind: .package))
                    } else if kind == .regular, isSource(child, extensions: sourceExtensions) {
                        search.sources.append(childRelative)
                    }
                    continue
                }
                if child.hasSuffix(".xcodeproj") {
                    search.projects.append(ProjectMarker(path: childRelative, kind: .xcodeProject))
                    continue
                }
                if child.hasSuffix(".xcworkspace") { continue }
                if !includingVendored, isVendoredProduct(child) {
                    search.vendored.append(childRelative)
                    continue
                }
                if depth + 1 > maximumDepth {
                    search.tooDeep.append(childRelative)
                } else {
                    pending.append((childRelative, depth + 1))
                }
            }
            if let sourcesFound, search.sources.count > sourcesBefore {
                sourcesFound(Array(search.sources[sourcesBefore...]))
            }
        }
        search.bundles.sort()
        search.sources.sort()
        search.projects.sort { $0.path < $1.path }
        search.vendored.sort()
        return search
    }

    /// Whether `path` matches the glob `pattern` (`fnmatch` without flags), a leading `**/` also matching no folder
    /// and a trailing `/**` also matching the folder itself.
    public static func matches(glob pattern: String, path: String) -> Bool {
        if fnmatch(pattern, path, 0) == 0 { return true }
        if pattern.hasSuffix("/**"), matches(glob: String(pattern.dropLast(3)), path: path) { return true }
        if pattern.hasPrefix("**/"), matches(glob: String(pattern.dropFirst(3)), path: path) { return true }
        return false
    }

    /// What `path` itself is (a link not followed), asked of `lstat` when `readdir` could not say; `nil` when it
    /// cannot be examined.
    private static func kind(of path: String) -> DirectoryEntry.Kind? {
        if FileStatus.isLink(path) { return .link }
        switch FileStatus.of(path) {
        case .regular: return .regular
        case .directory: return .directory
        case .special: return .other
        case .missing, .failed: return nil
        }
    }

    /// Whether a file named `name` ends with one of `extensions` (given without the dot).
    private static func isSource(_ name: String, extensions: Set<String>) -> Bool {
        guard !extensions.isEmpty, let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Whether a folder entry named `name` makes its folder a bundle.
    private static func isBundleMarker(_ name: String) -> Bool {
        name.hasSuffix(".lproj") || name.hasSuffix(".xcstrings")
    }

    /// Whether the walk leaves a folder entry out: hidden, a skipped name, or a language folder's contents.
    private static func skips(_ name: String) -> Bool {
        name.hasPrefix(".") || skippedFolderNames.contains(name) || name.hasSuffix(".lproj")
    }

    private static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}

/// What ``BundleDiscovery/find(under:excluding:maximumDepth:sourceExtensions:includingVendored:sourcesFound:)`` found.
public struct BundleSearch: Sendable, Equatable {
    /// The bundles, as root-relative paths (`.` for the root itself), in path order.
    public var bundles: [String] = []
    /// Folders left unsearched because they are deeper than the depth limit.
    public var tooDeep: [String] = []
    /// Folders that could not be listed.
    public var unreadable: [String] = []
    /// The source files found (when extensions were asked for), as root-relative paths in path order.
    public var sources: [String] = []
    /// The Xcode projects and Swift packages found, in path order.
    public var projects: [ProjectMarker] = []
    /// The built products checked in (`Frameworks/Sparkle.framework`), root-relative in path order: not searched.
    public var vendored: [String] = []
}

/// Where a project is: an `.xcodeproj` folder, or a Swift package's `Package.swift`.
public struct ProjectMarker: Sendable, Hashable {
    /// What kind of project.
    public enum Kind: String, Sendable, Hashable {
        /// An Xcode project (`App.xcodeproj`).
        case xcodeProject = "xcodeproj"
        /// A Swift package (`Package.swift`).
        case package
    }

    /// The root-relative path of the `.xcodeproj` folder or the `Package.swift` file.
    public var path: String
    /// What kind of project.
    public var kind: Kind

    /// Creates a marker.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The folder whose files the project holds: the one that holds the `.xcodeproj` or `Package.swift` (`.` for the
    /// root).
    public var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
