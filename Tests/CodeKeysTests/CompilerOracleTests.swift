@testable import CodeKeys
import Foundation
import Testing
import TestSupport

/// The compiler as a second opinion: every literal text the scanner reads in the corpora's Swift files is one
/// `swiftc -frontend -dump-parse` reports.
@Suite struct CompilerOracleTests {
    /// The `.swift` files under `../shared/corpora`, sorted.
    static func swiftFiles() -> [String] {
        guard let corpora = SharedFolder.corpora,
              let enumerator = FileManager.default.enumerator(atPath: corpora.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { corpora.appendingPathComponent($0).path }
    }

    /// The values of the `string_literal_expr` nodes in a `-dump-parse` output, unescaped (the dump escapes `\\`,
    /// `"`, newline and tab, and writes every other character as it is).
    static func compilerLiterals(_ dump: [UInt8]) -> Set<String> {
        let marker = Array("string_literal_expr ".utf8), value = Array(" value=\"".utf8)
        var values = Set<String>()
        var index = 0
        while let found = find(marker, in: dump, from: index) {
            guard let start = find(value, in: dump, from: found) else { break }
            var position = start + value.count
            var text: [UInt8] = []
            while position < dump.count, dump[position] != UInt8(ascii: "\"") {
                if dump[position] == UInt8(ascii: "\\"), position + 1 < dump.count {
                    position += 1
                    switch dump[position] {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    default: text.append(dump[position])
                    }
                } else {
                    text.append(dump[position])
                }
                position += 1
            }
            values.insert(String(decoding: text, as: UTF8.self))
            index = position
        }
        return values
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The texts of the literals the scanner reads in `bytes`.
    static func scannerLiterals(_ bytes: [UInt8], path: String) -> [String] {
        SwiftLexer.tokens(bytes: bytes, path: path).0.literals.flatMap { segments in
            segments.compactMap { if case .text(let text) = $0 { text } else { nil } }
        }
    }

    @Test(.enabled(if: SharedFolder.hasCorpora, SharedFolder.noCorpora)) func literalsAreTheCompilersOnes() throws {
        guard let swiftc = ExternalCommand.find("swiftc") else { return }
        let files = Self.swiftFiles()
        var compared = 0, missing = 0, compilerOnly = 0, keysCompared = 0, calls = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            let dump = try Self.dumpParse(swiftc: swiftc, file: file)
            let compiler = Self.compilerLiterals(dump)
            let scanned = Self.scannerLiterals(bytes, path: file)
            compared += scanned.count
            for text in scanned where !compiler.contains(text) {
                missing += 1
                Issue.record("\(file): the scanner reads \(text.debugDescription), which swiftc does not")
            }
            compilerOnly += compiler.subtracting(scanned).count
            // Every key, table, comment and value the calls give is a literal the compiler reads.
            let scan = SourceScanner.scan(bytes: bytes, path: file, language: .swift)
            calls += scan.calls.count
            for call in scan.calls {
                var texts = [call.table, call.comment, call.value].compactMap { $0 }
                switch call.key {
                case .literal(let key) where !key.contains("%"): texts.append(key)
                case .literal: break
                case .pattern(let pattern): texts += pattern.literals
                }
                for text in texts {
                    keysCompared += 1
                    if !compiler.contains(text) {
                        missing += 1
                        Issue.record("\(call.location): \(text.debugDescription) is no literal swiftc reads")
                    }
                }
            }
        }
        print("""
            compiler oracle: \(files.count) files, \(compared) literal texts compared, \(calls) calls, \
            \(keysCompared) call texts compared, \(missing) mismatches; \(compilerOnly) texts swiftc reads that the \
            scanner does not
            """)
        #expect(missing == 0)
        #expect(files.count > 0)
    }

    /// `swiftc -frontend -dump-parse file`'s output.
    static func dumpParse(swiftc: String, file: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-frontend", "-dump-parse", file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(output)
    }
}
