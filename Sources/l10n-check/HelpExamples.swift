import ArgumentParser

/// One example of a command's `--help`: a shell command line that runs as written from a folder holding the files
/// it names, with an optional comment shown above it as `# ...`.
struct HelpExample: Sendable {
    /// The command line, at most 76 characters so that help never wraps it.
    var command: String
    /// What the example does, shown as a shell comment above it; `nil` for none.
    var comment: String?

    /// An example with a comment above it.
    init(_ command: String, _ comment: String? = nil) {
        self.command = command
        self.comment = comment
    }
}

/// A command whose `--help` ends with examples that the tests run.
protocol CommandWithExamples: ParsableCommand {
    /// The examples, in the order shown.
    static var examples: [HelpExample] { get }
}

extension CommandWithExamples {
    /// The name the command is called by (`export`).
    static var commandName: String { configuration.commandName ?? "" }

    /// The "Examples:" section of a discussion: each comment as `# ...` above its command, indented.
    static func examplesSection(_ examples: [HelpExample]) -> String {
        var lines = ["Examples:"]
        for example in examples {
            if let comment = example.comment { lines.append("  # " + comment) }
            lines += example.command.split(separator: "\n").map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
