import ArgumentParser
import Foundation
import L10nRules
import Translation

/// The lock on the bundle at `bundle` for a command that writes, taken before it reads the bundle so that a second
/// writer waits and then reads what the first wrote; `nil` for `--dry-run` and for a path that is no folder (the
/// command then fails with its usual message).
func lockForWriting(_ bundle: String, dryRun: Bool) throws -> BundleLock? {
    var isFolder: ObjCBool = false
    guard !dryRun, FileManager.default.fileExists(atPath: bundle, isDirectory: &isFolder), isFolder.boolValue else {
        return nil
    }
    do {
        return try BundleLock(path: bundle)
    } catch {
        throw CommandFailure(error.description)
    }
}

/// Carries out planned writes into the bundle at `bundle` (under `lock`, else under a lock taken now), or for
/// `--dry-run` only says what would be written: one outcome per write, each written (or to be written) or refused
/// with its reason.
func carryOut(_ writes: [FileWrite], bundle: String, lock: BundleLock?, dryRun: Bool) throws -> [WriteOutcome] {
    if dryRun { return writes.map { WriteOutcome(write: $0, refusal: nil) } }
    do {
        return try FileWriter.apply(writes, bundlePath: bundle, holding: lock)
    } catch {
        throw CommandFailure(error.description)
    }
}

/// Lists `outcomes` as text: `wrote PATH: SUMMARY` (or `would write`) on standard output, one line per file, and
/// each refused file on standard error; `nothing to write` when nothing was planned.
func reportText(_ outcomes: [WriteOutcome], dryRun: Bool) {
    if outcomes.isEmpty {
        write("nothing to write\n")
        return
    }
    let verb = dryRun ? "would write" : "wrote"
    for outcome in outcomes where outcome.wasWritten {
        write(TerminalText.visible("\(verb) \(outcome.path): \(outcome.write.summary)") + "\n")
    }
    let refused = outcomes.filter { !$0.wasWritten }
    for outcome in refused {
        writeError(TerminalText.visible("\(outcome.path): error: not written: \(outcome.refusal?.description ?? "")") + "\n")
    }
    if !refused.isEmpty {
        writeError("\(refused.count) of \(outcomes.count) file\(outcomes.count == 1 ? "" : "s") not written\n")
    }
}
