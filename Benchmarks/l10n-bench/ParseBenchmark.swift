import Foundation
import Lproj

/// `l10n-bench [FOLDER...]`: parsing speed of l10n-check's reader and of Foundation's `PropertyListSerialization`
/// (CoreFoundation's parser, what Apple's runtime uses) on the same `.strings` bytes, side by side, in MB/s.
@main
enum ParseBenchmark {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let folders = arguments.isEmpty ? defaultFolders() : arguments
        guard !folders.isEmpty else {
            print("usage: l10n-bench FOLDER...  (default: the bundles of ../shared/corpora)")
            exit(2)
        }
        print("Parsing .strings files held in memory; median of \(rounds) rounds; release build recommended.")
        print("")
        print("corpus".padding(44) + "files".leftPad(6) + "MB".leftPad(8) + "l10n-check".leftPad(13)
            + "Foundation".leftPad(13) + "ratio".leftPad(8))
        for folder in folders {
            let files = try stringsFiles(under: folder)
            let contents = try files.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: $0))) }
            let megabytes = Double(contents.reduce(0) { $0 + $1.count }) / 1_000_000
            let ours = median { for (path, bytes) in zip(files, contents) { _ = StringsFileReader.read(bytes: bytes, path: path) } }
            let datas = contents.map { Data($0) }
            let theirs = median {
                for data in datas {
                    var format = PropertyListSerialization.PropertyListFormat.openStep
                    _ = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
                }
            }
            let name = URL(fileURLWithPath: folder).pathComponents.suffix(2).joined(separator: "/")
            print(name.padding(44) + String(files.count).leftPad(6) + format(megabytes).leftPad(8)
                + "\(format(megabytes / ours)) MB/s".leftPad(13) + "\(format(megabytes / theirs)) MB/s".leftPad(13)
                + "\(format(theirs / ours))x".leftPad(8))
        }
        print("")
        print("ratio = Foundation's time / l10n-check's time; above 1 means l10n-check parses faster.")
        print("l10n-check also keeps every entry's line, column and comment, and recovers after errors.")
    }

    static let rounds = 15

    /// The median wall time of `rounds` runs of `body`, in seconds, after one warm-up run.
    static func median(_ body: () -> Void) -> Double {
        body()
        let times = (0..<rounds).map { _ -> Double in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.sorted()
        return times[rounds / 2]
    }

    static func defaultFolders() -> [String] {
        let corpora = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .deletingLastPathComponent().appendingPathComponent("shared/corpora")
        let names = ["arcgis-runtime-ios-100.3/ArcGIS.bundle", "arcgis-maps-sdk-swift-toolkit/Resources",
                     "deltachat-ios/deltachat-ios"]
        return names.map { corpora.appendingPathComponent($0).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    static func stringsFiles(under folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".strings") }.sorted()
            .map { folder + "/" + $0 }
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(Double(Int(value * 10)) / 10)
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
