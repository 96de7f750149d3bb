import Foundation
import Testing
import TestSupport

/// Bundles on disk for the translator workflow's tests, each in a new temporary folder.
enum TestBundles {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Whether `../shared/corpora` is beside the package; the corpus tests skip without it, with this reason.
    static var hasCorpora: Bool { SharedFolder.hasCorpora }
    /// Why a corpus test is skipped on a clone without the corpora beside it.
    static var noCorpora: Comment { SharedFolder.noCorpora }

    /// The path of `relative` under `../shared/corpora`, or an empty path when the corpora are absent.
    static func corpus(_ relative: String) -> String { SharedFolder.corpus(relative) ?? "" }

    /// The project's own bundle.
    static let popupBundle = packageRoot.appendingPathComponent("Resources/PopupStrings.bundle").path

    /// A bundle from bundle-relative paths and their bytes.
    static func make(_ files: [String: [UInt8]]) throws -> String {
        try TemporaryFiles.folder("l10n-translation", files: files)
    }

    /// A bundle from bundle-relative paths and their UTF-8 text.
    static func make(text files: [String: String]) throws -> String {
        try make(files.mapValues { Array($0.utf8) })
    }

    /// A writable copy of a bundle (the corpora beside the package may be read-only).
    static func copy(of path: String) throws -> String {
        let root = TemporaryFiles.path("l10n-translation")
        try FileManager.default.copyItem(atPath: path, toPath: root)
        let manager = FileManager.default
        for child in [""] + (manager.subpaths(atPath: root) ?? []) {
            var isFolder: ObjCBool = false
            let path = (root as NSString).appendingPathComponent(child)
            let isFolderPath = manager.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            try manager.setAttributes([.posixPermissions: isFolderPath ? 0o755 : 0o644], ofItemAtPath: path)
        }
        return root
    }

    /// The text of a file.
    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
