import CodeKeys
import Foundation
import Testing
import TestSupport

/// Every source of the corpora scanned, without problems a compiler would not report, and how fast.
@Suite struct CorpusScanTests {
    @Test(.enabled(if: SharedFolder.hasCorpora, SharedFolder.noCorpora)) func corpusSourcesScan() throws {
        guard let corpora = SharedFolder.corpora,
              let enumerator = FileManager.default.enumerator(atPath: corpora.path) else { return }
        let paths = enumerator.compactMap { $0 as? String }.filter { SourceLanguage(path: $0) != nil }.sorted()
            .map { corpora.appendingPathComponent($0).path }
        let files = try paths.map { path in (path, Array(try Data(contentsOf: URL(fileURLWithPath: path)))) }
        let scanner = SourceScanner()
        let clock = ContinuousClock()
        var calls = 0, problems = 0
        let elapsed = clock.measure {
            for (path, bytes) in files {
                guard let language = SourceLanguage(path: path) else { continue }
                let scan = scanner.scan(bytes: bytes, path: path, language: language)
                calls += scan.calls.count
                problems += scan.problems.count
            }
        }
        let bytes = files.reduce(0) { $0 + $1.1.count }
        let lines = files.reduce(0) { $0 + $1.1.count { $0 == 0x0A } }
        print("""
            corpus scan: \(files.count) files, \(lines) lines, \(String(format: "%.2f", Double(bytes) / 1e6)) MB, \
            \(calls) calls, \(problems) problems in \(elapsed)
            """)
        #expect(problems == 0)
        #expect(calls > 0)
    }
}
