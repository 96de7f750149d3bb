import Foundation

/// The command line of `l10n-bench`.
struct BenchOptions {
    var positional: [String] = []
    var quick = false
    var binary: String?
    /// Another build of `l10n-check` (`--baseline`), run in turn with `binary` in the check and start-up sections.
    var baseline: String?
    var corpora: String?
    var languages: Int?
    var keys: Int?
    var seed: UInt64 = 1
    /// The sections to run (`--section`, repeatable); all when none is named.
    var sections: Set<String> = []

    /// The sections `--section` may name, in the order they run.
    static let sectionNames = ["parse", "check", "sources", "scaling", "startup", "reporters"]

    /// Whether the section `name` runs.
    func runs(_ name: String) -> Bool { sections.isEmpty || sections.contains(name) }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchError("\(name) needs a value") }
            return next
        }
        func number(_ name: String) throws -> Int {
            guard let number = Int(try value(name)) else { throw BenchError("\(name) needs a whole number") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--binary": binary = try value(argument)
            case "--baseline": baseline = try value(argument)
            case "--corpora": corpora = try value(argument)
            case "--section":
                let name = try value(argument)
                guard Self.sectionNames.contains(name) else {
                    throw BenchError("--section takes one of \(Self.sectionNames.joined(separator: ", "))")
                }
                sections.insert(name)
            case "--languages": languages = try number(argument)
            case "--keys": keys = try number(argument)
            case "--seed":
                guard let seed = UInt64(try value(argument)) else { throw BenchError("--seed needs a whole number") }
                self.seed = seed
            case "-h", "--help":
                print(L10nBench.usage)
                exit(0)
            default:
                guard !argument.hasPrefix("-") else { throw BenchError("unknown option \(argument)") }
                positional.append(argument)
            }
        }
    }

    /// `l10n-check` in the folder of the running `l10n-bench` (the same build folder).
    static func siblingBinary() -> String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("l10n-check").path
    }
}
