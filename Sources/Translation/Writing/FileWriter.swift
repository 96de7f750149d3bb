#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Carries out planned writes into a bundle so that no edit is lost and a kill at any moment leaves every file
/// either as it was or as planned.
///
/// Under an exclusive lock on the bundle folder (writers queue), it removes what an earlier killed run staged,
/// checks each file against what the command read (size, modification time, content), stages every new content in
/// a hidden folder of the bundle (synced, with the old file's permission bits and owner), and then renames all of
/// them into place in one short loop, checking each file once more just before. A new folder (`hr.lproj`) is
/// staged whole and renamed in at once. Each file is written or refused on its own; see `WriteRefusal`.
public enum FileWriter {
    /// How long a writer waits for another to release the bundle, in seconds.
    public static let defaultLockTimeout = 300.0

    /// Writes what can be written of `writes` into the bundle at `bundlePath`; one outcome per write, in order.
    /// Throws only when nothing can be written at all (the bundle cannot be locked or staged in).
    /// `held` is the caller's lock on this bundle, taken before it read the files (so that it read what an earlier
    /// writer wrote); without it, the writer takes the lock itself, waiting up to `lockTimeout` seconds.
    public static func apply(
        _ writes: [FileWrite], bundlePath: String, holding held: BundleLock? = nil,
        lockTimeout: Double = defaultLockTimeout
    ) throws(TranslationError) -> [WriteOutcome] {
        guard !writes.isEmpty else { return [] }
        guard let bundleReal = POSIX.realPath(bundlePath) else {
            throw .unreadable(path: bundlePath, reason: "no such folder")
        }
        let lock: BundleLock
        if let held { lock = held } else { lock = try BundleLock(path: bundlePath, timeout: lockTimeout) }
        defer { withExtendedLifetime(lock) {} }
        StagingArea.removeLeftovers(in: bundlePath)
        let staging: StagingArea
        do {
            staging = try StagingArea(bundlePath: bundlePath)
        } catch {
            throw .writeFailed(path: bundlePath, reason: "cannot stage new files in the bundle: \(error)")
        }
        defer { staging.remove() }
        var run = WriteRun(writes: writes, bundleReal: bundleReal, staging: staging)
        run.stageAll()
        run.commit()
        return run.outcomes
    }

    /// Removes what an earlier killed run staged in the bundle at `bundlePath`, when no other writer holds the
    /// bundle; for commands that may stop before they write (`new-language` on a folder that a killed run
    /// already renamed into place).
    public static func removeLeftovers(in bundlePath: String, holding held: BundleLock? = nil) {
        guard let lock = held ?? (try? BundleLock(path: bundlePath, timeout: 0)) else { return }
        StagingArea.removeLeftovers(in: bundlePath)
        withExtendedLifetime(lock) {}
    }

    /// Writes `writes` into the bundle that holds them (the folder above their `.lproj` folder) and throws the first
    /// refusal, after writing the others.
    public static func apply(_ writes: [FileWrite]) throws(TranslationError) {
        guard let first = writes.first else { return }
        for outcome in try apply(writes, bundlePath: bundlePath(holding: first.path)) {
            switch outcome.refusal {
            case nil: continue
            case .exists?: throw .fileExists(path: outcome.path)
            case .changedSinceRead?: throw .changedSinceRead(path: outcome.path)
            case let refusal?: throw .writeFailed(path: outcome.path, reason: refusal.description)
            }
        }
    }

    /// The folder above the last `.lproj` folder of `path`, else the nearest existing folder above the file.
    static func bundlePath(holding path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast()
        if let index = components.lastIndex(where: { $0.hasSuffix(".lproj") }) {
            components.removeSubrange(index...)
        } else {
            while components.count > 1, (try? POSIX.statOrNil(components.joined(separator: "/")))??.isDirectory != true {
                components.removeLast()
            }
        }
        let folder = components.joined(separator: "/")
        return folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
    }
}
