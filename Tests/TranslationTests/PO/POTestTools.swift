import Foundation
import TestSupport

/// gettext's `msgfmt` and python3's translate-toolkit, the second opinions on the PO files the tests write.
enum POTestTools {
    /// `msgfmt` from the `PATH`, if there is one.
    static let msgfmt: String? = executable("msgfmt")
    /// `msgcat` from the `PATH`, if there is one.
    static let msgcat: String? = executable("msgcat")

    /// Whether python3 can import translate-toolkit's PO reader.
    static let hasTranslateToolkit: Bool = {
        guard let python = executable("python3") else { return false }
        return (try? ExternalCommand.run(python, ["-c", "from translate.storage import po"]))?.status == 0
    }()

    /// Whether python3 is there, for `gettext.c2py`.
    static let hasPython: Bool = executable("python3") != nil

    /// What `msgfmt --check` says of `text`: `nil` when it accepts the file without a word, else its output.
    static func msgfmtProblems(_ text: String) throws -> String? {
        guard let msgfmt else { return "msgfmt is not on the PATH" }
        let file = try temporaryFile(text, extension: "po")
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, output) = try ExternalCommand.run(msgfmt, ["--check", "-o", "/dev/null", file.path])
        return status == 0 && output.isEmpty ? nil : output
    }

    /// `text` as `msgcat` writes it again.
    static func msgcat(_ text: String) throws -> String {
        guard let msgcat else { throw Failure(message: "msgcat is not on the PATH") }
        let file = try temporaryFile(text, extension: "po")
        let output = file.appendingPathExtension("out")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: output)
        }
        let (status, messages) = try ExternalCommand.run(msgcat, ["-o", output.path, file.path])
        guard status == 0 else { throw Failure(message: messages) }
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }

    /// Runs python3 with `script` and `arguments`; its standard output, or a failure with its output.
    static func python(_ script: String, _ arguments: [String] = []) throws -> String {
        guard let python = executable("python3") else { throw Failure(message: "python3 is not on the PATH") }
        let (status, output) = try ExternalCommand.run(python, ["-c", script] + arguments)
        guard status == 0 else { throw Failure(message: output) }
        return output
    }

    /// A file in the temporary folder holding `text`.
    static func temporaryFile(_ text: String, extension name: String) throws -> URL {
        let file = URL(fileURLWithPath: TemporaryFiles.path("po-test", suffix: ".\(name)"))
        try Data(text.utf8).write(to: file)
        return file
    }

    /// A tool's failure, with what it said.
    struct Failure: Error, CustomStringConvertible {
        /// The tool's output.
        var message: String
        var description: String { message }
    }

    private static func executable(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
