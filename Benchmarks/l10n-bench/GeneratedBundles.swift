import Foundation

/// Generated bundles kept in the temporary folder between runs, one per languages, keys, seed and generator
/// version: `$TMPDIR/l10n-bench-bundles/g1-L100-K20000-S10/bundle`.
enum GeneratedBundles {
    /// Bumped whenever the generator's output changes, so that an old bundle is not measured.
    static let generatorVersion = 2

    /// The bundle's path, its entries and bytes, and the seconds spent generating it (nil when it was cached).
    static func bundle(languages: Int, keys: Int, seed: UInt64) throws
        -> (path: String, summary: BundleGenerator.Summary, seconds: Double?)
    {
        let root = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/l10n-bench-bundles"
        let folder = "\(root)/g\(generatorVersion)-L\(languages)-K\(keys)-S\(seed)"
        let bundle = folder + "/bundle", record = folder + "/summary"
        if let text = try? String(contentsOfFile: record, encoding: .utf8) {
            let numbers = text.split(separator: " ").compactMap { Int($0) }
            if numbers.count == 2 {
                return (bundle, BundleGenerator.Summary(entries: numbers[0], bytes: numbers[1]), nil)
            }
        }
        try? FileManager.default.removeItem(atPath: folder)
        let start = Clock.now()
        let summary = try BundleGenerator(languages: languages, keys: keys, seed: seed).write(to: bundle)
        // Written last: a generation that was interrupted is never taken for a whole bundle.
        try "\(summary.entries) \(summary.bytes)".write(toFile: record, atomically: true, encoding: .utf8)
        return (bundle, summary, Clock.seconds(since: start))
    }
}
