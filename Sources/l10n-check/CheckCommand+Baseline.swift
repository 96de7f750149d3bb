import Foundation
import L10nRules
import Lproj
import Translation

extension CheckCommand {
    /// Writes `baseline` to `path` (a regular file atomically; `-`, a FIFO or a device as a stream) and says so on
    /// standard error.
    func record(_ baseline: Baseline, to path: String) throws {
        do {
            try OutputFile.write(Array(baseline.serialized().utf8), to: path)
        } catch {
            throw CommandFailure("\(path): cannot write the baseline: \(error.description)")
        }
        writeNote("wrote \(baseline.entries.count) findings to the baseline \(path)")
    }

    /// The findings of `diagnostics` that the baseline at `path` does not accept; says on standard error how many
    /// were left out and how many baseline entries are fixed.
    func leaveOutKnownFindings(_ diagnostics: [Diagnostic], baselinePath path: String) throws -> [Diagnostic] {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw CommandFailure("\(error.description) (the baseline)")
        }
        let baseline: Baseline
        do {
            baseline = try Baseline.parse(bytes: bytes, path: path)
        } catch {
            throw CommandFailure(error.description)
        }
        let comparison = baseline.compare(diagnostics)
        var note = "baseline \(path): \(comparison.knownCount) known findings left out"
        if !comparison.fixed.isEmpty {
            note += "; \(comparison.fixed.count) of its entries no longer occur (fixed: run with --write-baseline "
                + "\(path) to drop them)"
        }
        writeNote(note)
        return comparison.new
    }

    /// Writes one line to standard error, control characters shown as escapes (`write(2)`, never a trapping
    /// `FileHandle.write`: a closed standard error must not stop the check).
    func writeNote(_ text: String) {
        writeError(TerminalText.visible(text) + "\n")
    }
}
