import Translation

/// Carries out planned writes, or only lists them for `--dry-run`; one line per file on standard output.
func apply(_ writes: [FileWrite], dryRun: Bool) throws {
    if writes.isEmpty {
        write("nothing to write\n")
        return
    }
    if !dryRun {
        do {
            try FileWriter.apply(writes)
        } catch {
            throw CommandFailure(error.description)
        }
    }
    let verb = dryRun ? "would write" : "wrote"
    for planned in writes { write("\(verb) \(planned.path): \(planned.summary)\n") }
}
