import Foundation
import Lproj

/// Section a: every `.strings` file of each corpus read from disk (page cache) and parsed by l10n-check's reader,
/// by Foundation's `PropertyListSerialization`, and the read+transcode floor, in one run.
enum ParseSection {
    static let rounds = 15

    static func table(corpora: [Corpora.Corpus], targets: inout [Target]) throws -> Table {
        var table = Table(
            title: "Parse: each corpus's .strings files read and parsed in-process, median of \(rounds) rounds "
                + "(the three in turn)",
            columns: ["corpus", "files", "size", "encoding", "l10n-check", "+ strings", "Foundation", "read+transcode",
                      "vs Foundation wall / CPU", "over floor wall / CPU"])
        for corpus in corpora {
            let files = Corpora.stringsFiles(under: corpus.folder)
            let contents = try files.map { path throws(FileReadError) in try FileBytes.read(path) }
            let size = contents.reduce(0) { $0 + $1.count }
            let encodings = Set(contents.map { TranscodeFloor.encoding(of: $0).rawValue }).sorted()
            let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 3 * (contents.map(\.count).max() ?? 0) + 8)
            defer { scratch.deallocate() }
            var sink = 0
            let times = try Clock.interleavedMedians(rounds: rounds, [
                {
                    for path in files {
                        sink &+= StringsFileReader.read(bytes: try FileBytes.read(path), path: path).entryCount
                    }
                },
                { sink &+= foundationParse(files) },
                { for path in files { sink &+= TranscodeFloor.run(try FileBytes.read(path), scratch: scratch) } },
                {
                    for path in files {
                        let document = StringsFileReader.read(bytes: try FileBytes.read(path), path: path)
                        sink &+= document.entries.reduce(0) { $0 &+ $1.key.utf8.count &+ $1.value.utf8.count }
                    }
                },
            ])
            let (ours, foundation, floor) = (times[0].wall, times[1].wall, times[2].wall)
            let (oursCPU, foundationCPU, floorCPU) = (times[0].cpu, times[1].cpu, times[2].cpu)
            if sink == 42 { print("") }  // keeps the results alive
            targets.append(Target(
                work: "parse \(corpus.name)", measured: "\(Format.ratio(foundation / ours)) Foundation, "
                    + "\(Format.ratio(ours / floor)) floor",
                goal: ">= 10x Foundation, <= 3x floor", met: foundation / ours >= 10 && ours / floor <= 3))
            func both(_ wall: Double, _ cpu: Double) -> String { "\(Format.ratio(wall)) / \(Format.ratio(cpu))" }
            table.rows.append([
                corpus.name, String(files.count), Format.megabytes(size), encodings.joined(separator: "+"),
                Format.throughput(bytes: size, seconds: ours), Format.throughput(bytes: size, seconds: times[3].wall),
                Format.throughput(bytes: size, seconds: foundation),
                Format.throughput(bytes: size, seconds: floor), both(foundation / ours, foundationCPU / oursCPU),
                both(ours / floor, oursCPU / floorCPU),
            ])
        }
        table.notes = [
            "Each column reads the files from the page cache, then: l10n-check StringsFileReader.read(bytes:path:),",
            "the model the checker reads (entries as offsets into the text, strings made when asked for); + strings:",
            "the same, then every entry made with its key, value, comment and locations as strings (what a writer asks);",
            "Foundation PropertyListSerialization; read+transcode UTF-16 to UTF-8 (or validates UTF-8) in a tight loop.",
            "MB/s by median wall time. vs Foundation = Foundation's time / l10n-check's (target >= 10x); over floor =",
            "l10n-check's time / read+transcode's (target <= 3x); each by wall time, then by this process's CPU time,",
            "which leaves out waiting for a core that other work holds. l10n-check also keeps lines, columns, comments.",
        ]
        return table
    }

    /// Reads and parses `files` with Foundation's `PropertyListSerialization`; returns the number of entries.
    static func foundationParse(_ files: [String]) -> Int {
        var entries = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            var format = PropertyListSerialization.PropertyListFormat.openStep
            let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            entries += (list as? [String: Any])?.count ?? 0
        }
        return entries
    }
}
