import Foundation

/// `l10n-bench`: measures l10n-check for issue 10 and prints one table per section; `l10n-bench generate`
/// writes a synthetic bundle.
@main
enum L10nBench {
    static let usage = """
        usage: l10n-bench [--quick] [--binary PATH] [--baseline PATH] [--corpora FOLDER] [--section parse|check|sources|scaling|startup|reporters]...
               l10n-bench generate OUT_FOLDER --languages N --keys K [--seed S]
        """

    static func main() {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "generate" {
                try generate(BenchOptions(Array(arguments.dropFirst())))
            } else {
                try benchmark(BenchOptions(arguments))
            }
        } catch {
            FileHandle.standardError.write(Data("l10n-bench: \(error)\n\(usage)\n".utf8))
            exit(2)
        }
    }

    /// The 1, 5 and 15 minute load averages (Linux), or "unknown".
    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
    }

    static func generate(_ options: BenchOptions) throws {
        guard let folder = options.positional.first, options.positional.count == 1,
              let languages = options.languages, let keys = options.keys
        else { throw BenchError("generate needs OUT_FOLDER, --languages and --keys") }
        let start = Clock.now()
        let summary = try BundleGenerator(languages: languages, keys: keys, seed: options.seed).write(to: folder)
        print("\(folder): \(summary.files) files (\(summary.utf16Files) UTF-16LE), \(Format.count(summary.entries)) "
            + "entries, \(Format.megabytes(summary.bytes)) in \(Format.duration(Clock.seconds(since: start)))")
        print("defects: \(summary.defects.summary)")
    }

    static func benchmark(_ options: BenchOptions) throws {
        guard options.positional.isEmpty else { throw BenchError("unexpected \(options.positional[0])") }
        let binary = options.binary ?? BenchOptions.siblingBinary()
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError(
                "no l10n-check at \(binary): scripts/build-release --product l10n-check, "
                    + "or --binary PATH")
        }
        #if DEBUG
        let configuration = "DEBUG build of l10n-bench (use -c release)"
        #else
        let configuration = "release build"
        #endif
        print("l10n-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(configuration), "
            + "load average \(loadAverage()) at start, \(ISO8601DateFormatter().string(from: Date()))")
        let size = (try? FileManager.default.attributesOfItem(atPath: binary)[.size] as? Int) ?? nil
        print("binary: \(binary)" + (size.map { " (\(Format.megabytes($0)))" } ?? ""))
        if let baseline = options.baseline {
            guard FileManager.default.isExecutableFile(atPath: baseline) else {
                throw BenchError("no l10n-check at \(baseline) (--baseline)")
            }
            print("baseline: \(baseline), run in turn with the binary in the check and start-up sections")
        }
        print("")
        var targets: [Target] = []
        if let root = Corpora.root(options.corpora) {
            if options.runs("parse") {
                show(try ParseSection.table(corpora: Corpora.present(under: root), targets: &targets))
            }
            let bundle = root + "/" + Corpora.arcGISBundle
            if options.runs("check"), FileManager.default.fileExists(atPath: bundle) {
                show(try WholeCheckSection.table(
                    binary: binary, baseline: options.baseline, bundle: bundle, targets: &targets))
            }
            if options.runs("sources"), FileManager.default.fileExists(atPath: bundle) {
                show(try SourcesSection.table(binary: binary, corpora: root, bundle: bundle, targets: &targets))
            }
        } else {
            print("No ../shared/corpora: parse, whole-check and sources sections skipped (--corpora FOLDER).\n")
        }
        if options.runs("scaling") {
            show(try ScalingSection.table(binary: binary, quick: options.quick, targets: &targets))
        }
        if options.runs("startup") {
            show(try StartupSection.table(binary: binary, baseline: options.baseline, targets: &targets))
        }
        if options.runs("reporters") { show(ReporterSection.table(targets: &targets)) }
        var summary = Target.table(targets)
        summary.notes = ["Load average at the end: \(loadAverage()). Other work on the machine slows every row."]
        print(summary.rendered, terminator: "")
    }

    /// Prints a section and an empty line at once, so that a long run shows each section when it is done.
    static func show(_ table: Table) {
        print(table.rendered)
        fflush(nil)
    }
}
