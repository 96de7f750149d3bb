import Foundation
import Locking

/// `l10n-bench generate`: writes a synthetic bundle, the same bytes for the same parameters on every machine.
struct BundleGenerator {
    var languages: Int
    var keys: Int
    var seed: UInt64

    /// What a generation wrote.
    struct Summary: Sendable {
        var files = 0, entries = 0, bytes = 0, utf16Files = 0
        var defects = Defects()
    }

    /// Writes `folder/<language>.lproj/Localizable.strings` for every language, two files at a time per core.
    func write(to folder: String) throws -> Summary {
        guard (1...LanguageCatalog.maximumCount).contains(languages), keys >= 1 else {
            throw BenchError("--languages must be 1 to \(LanguageCatalog.maximumCount) and --keys at least 1")
        }
        let plan = KeyPlan(count: keys, seed: seed)
        let folders = LanguageCatalog.languages(languages)
        var choice = SplitMix64(seed: seed, stream: 0x7379_6E74)
        let syntaxErrorFile = languages > 2 ? 1 + choice.below(languages - 1) : -1
        let manager = FileManager.default
        for (id, _) in folders {
            try manager.createDirectory(atPath: "\(folder)/\(id).lproj", withIntermediateDirectories: true)
        }
        let results = Locked(Array(repeating: Summary(), count: folders.count))
        let failures = Locked([String]())
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            let (id, script) = folders[index]
            let file = LanguageFile(
                plan: plan, language: id, script: script, isBase: index == 0, hasSyntaxError: index == syntaxErrorFile)
            var (bytes, entries, defects) = file.bytes(seed: seed, stream: UInt64(index + 1))
            // One file in five, the base never, is UTF-16LE with a byte order mark, as Xcode once wrote them.
            var coin = SplitMix64(seed: seed, stream: 0x7574_6631 &+ UInt64(index))
            let utf16 = index > 0 && coin.below(5) == 0
            if utf16 { bytes = UTF16LittleEndian.encode(utf8: bytes) }
            let path = "\(folder)/\(id).lproj/Localizable.strings"
            if !manager.createFile(atPath: path, contents: Data(bytes)) { failures.withLock { $0.append(path) } }
            results.withLock {
                $0[index] = Summary(files: 1, entries: entries, bytes: bytes.count, utf16Files: utf16 ? 1 : 0,
                                    defects: defects)
            }
        }
        if let failed = failures.withLock({ $0.first }) { throw BenchError("cannot write \(failed)") }
        return results.withLock { $0 }.reduce(into: Summary()) { total, one in
            total.files += one.files
            total.entries += one.entries
            total.bytes += one.bytes
            total.utf16Files += one.utf16Files
            total.defects = total.defects + one.defects
        }
    }
}
