import ArgumentParser

/// The options every command that writes into a bundle shares: `--dry-run` and the format of what it says.
struct WriteOutputOptions: ParsableArguments {
    @Flag(help: "Say what would be written, and write nothing. Example: --dry-run")
    var dryRun = false

    @Option(help: ArgumentHelp(
        "text (the default) or json: one object listing the files written, refused and left alone, and what was "
            + "left out. Example: --format json", valueName: "format"))
    var format: OutputFormat = .text
}
