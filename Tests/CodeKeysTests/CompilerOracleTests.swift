@testable import CodeKeys
import Foundation
import Testing
import TestSupport

/// The compiler as a second opinion: every literal text the scanner reads in the corpora's Swift files is one
/// `swiftc -frontend -dump-parse` reports, or, for a file where some are not, one of the type-checked dump
/// (`-dump-ast`), first with `DEBUG` set, as Xcode's Debug configuration sets it, then without.
/// - The parse dump prints nothing inside `#if` clauses, whose literals genstrings and the scanner read; the
///   type-checked dump prints the active clause's.
/// - An enum case's raw value (`case spaceLeft = "missionControl.spaceLeft"`) is no expression of either dump, which
///   give only the case's range, ending where its raw value starts. The type-checked dump has each raw value as a
///   literal returned by the `rawValue` getter the compiler synthesizes. A text counts as a raw value only when both
///   say so: its literal starts where a case's range ends, and a synthesized getter returns it.
@Suite struct CompilerOracleTests {
    /// A line and a column as swiftc gives them (1-based; the column in bytes).
    struct Place: Hashable {
        var line: Int
        var column: Int
    }

    /// One text of a literal the scanner reads, and where the literal starts (`nil` for a literal without a token).
    struct ScannedText {
        var text: String
        var place: Place?
    }

    /// The `.swift` files under `../shared/corpora`, sorted.
    static func swiftFiles() -> [String] {
        guard let corpora = SharedFolder.corpora,
              let enumerator = FileManager.default.enumerator(atPath: corpora.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { corpora.appendingPathComponent($0).path }
    }

    /// The values of the `string_literal_expr` nodes in a `-dump-parse` or `-dump-ast` output, unescaped (the dump
    /// escapes `\\`, `"`, newline and tab, and writes every other character as it is); those the compiler made
    /// (`implicit`, such as a `Codable` type's coding keys) only when `implicit` is true.
    static func compilerLiterals(_ dump: [UInt8], implicit: Bool = false) -> Set<String> {
        let marker = Array("string_literal_expr ".utf8), value = Array(" value=\"".utf8)
        let implicitMarker = Array("implicit ".utf8)
        var values = Set<String>()
        var index = 0
        while let found = find(marker, in: dump, from: index) {
            guard let start = find(value, in: dump, from: found) else { break }
            let isImplicit = dump[(found + marker.count)...].starts(with: implicitMarker)
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
            if implicit || !isImplicit { values.insert(String(decoding: text, as: UTF8.self)) }
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

    /// The texts of the literals the scanner reads in `bytes`, each with where its literal starts.
    static func scannerTexts(_ bytes: [UInt8], path: String) -> [ScannedText] {
        let tokens = SwiftLexer.tokens(bytes: bytes, path: path).0
        var starts: [Int: Int] = [:]
        for token in tokens.tokens where token.kind == .string { starts[token.literal] = token.start }
        return tokens.literals.enumerated().flatMap { index, segments -> [ScannedText] in
            let start = starts[index].map { Self.place(of: $0, in: bytes) }
            return segments.compactMap {
                if case .text(let text) = $0 { ScannedText(text: text, place: start) } else { nil }
            }
        }
    }

    /// The line and byte column of `offset`, as swiftc counts them.
    static func place(of offset: Int, in bytes: [UInt8]) -> Place {
        let lineStart = (bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        return Place(line: bytes[..<lineStart].count { $0 == UInt8(ascii: "\n") } + 1, column: offset - lineStart + 1)
    }

    /// Where the raw value of each enum case of a `-dump-parse` or `-dump-ast` output starts: the end of an
    /// `enum_element_decl`'s range (`range=[FILE:2:10 - line:2:22]`, the end being its last token's start) that is not
    /// its start.
    static func rawValuePlaces(_ dump: [UInt8]) -> Set<Place> {
        func place(_ text: Substring) -> Place? {
            let parts = text.split(separator: ":").suffix(2).compactMap { Int($0) }
            return parts.count == 2 ? Place(line: parts[0], column: parts[1]) : nil
        }
        var places = Set<Place>()
        let lines = String(decoding: dump, as: UTF8.self).split(separator: "\n")
        for line in lines where line.contains("(enum_element_decl ") {
            guard let open = line.range(of: "range=["), let close = line[open.upperBound...].firstIndex(of: "]"),
                  let dash = line[open.upperBound..<close].range(of: " - line:"),
                  let start = place(line[open.upperBound..<dash.lowerBound]),
                  let end = place(line[dash.upperBound..<close]), end != start else { continue }
            places.insert(end)
        }
        return places
    }

    /// The texts of the string literals in the `rawValue` getters the compiler synthesizes in a `-dump-ast` output (the
    /// lines indented under `(var_decl ... implicit "rawValue"`): every enum case's raw value.
    static func synthesizedRawValues(_ dump: [UInt8]) -> Set<String> {
        var getters: [UInt8] = [], getterIndent: Int?
        for line in dump.split(separator: UInt8(ascii: "\n")) {
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            if let getterIndent, indent > getterIndent {
                getters += line + [UInt8(ascii: "\n")]
                continue
            }
            let text = String(decoding: line, as: UTF8.self)
            getterIndent = text.contains("(var_decl ") && text.contains(" implicit \"rawValue\" ") ? indent : nil
        }
        return compilerLiterals(getters, implicit: true)
    }

    @Test(.enabled(if: SharedFolder.hasCorpora, SharedFolder.noCorpora)) func literalsAreTheCompilersOnes() throws {
        guard let swiftc = ExternalCommand.find("swiftc") else { return }
        let files = Self.swiftFiles()
        var compared = 0, missing = 0, compilerOnly = 0, keysCompared = 0, calls = 0, inClauses = 0, rawValues = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            let scanned = Self.scannerTexts(bytes, path: file)
            let parse = try Self.dump(swiftc: swiftc, ["-dump-parse", file])
            let parsed = Self.compilerLiterals(parse)
            var compiler = parsed, synthesized = Set<String>(), places = Self.rawValuePlaces(parse)
            func isRawValue(_ item: ScannedText) -> Bool {
                synthesized.contains(item.text) && item.place.map(places.contains) == true
            }
            for conditions in [["-D", "DEBUG"], []]
            where scanned.contains(where: { !compiler.contains($0.text) && !isRawValue($0) }) {
                // Without the app's modules some expressions cannot type-check; the threshold ends the solver's search
                // in them early (one file took 7 to 38 s without it) and changes nothing the compiler synthesizes.
                let typeChecked = try Self.dump(
                    swiftc: swiftc, ["-dump-ast", "-solver-scope-threshold=1000"] + conditions + [file])
                compiler.formUnion(Self.compilerLiterals(typeChecked))
                synthesized.formUnion(Self.synthesizedRawValues(typeChecked))
                places.formUnion(Self.rawValuePlaces(typeChecked))
            }
            compared += scanned.count
            for item in scanned where !parsed.contains(item.text) {
                if compiler.contains(item.text) {
                    inClauses += 1
                } else if isRawValue(item) {
                    rawValues += 1
                } else {
                    missing += 1
                    Issue.record("\(file): the scanner reads \(item.text.debugDescription), which swiftc does not")
                }
            }
            compilerOnly += compiler.subtracting(scanned.map(\.text)).count
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
            compiler oracle: \(files.count) files, \(compared) literal texts compared (\(inClauses) only in `#if` \
            clauses, \(rawValues) enum raw values), \(calls) calls, \(keysCompared) call texts compared, \(missing) \
            mismatches; \(compilerOnly) texts swiftc reads that the scanner does not
            """)
        #expect(missing == 0)
        #expect(files.count > 0)
    }

    /// What the oracle takes from the type-checked dump, on a small file: the active `#if` clause's literal, and the
    /// raw values of exactly the cases that spell one (where the scanner's literals start, columns in bytes after a
    /// two-byte `é`), not a `Codable` type's coding keys.
    @Test func theTypeCheckedRecordIsExact() throws {
        guard let swiftc = ExternalCommand.find("swiftc") else { return }
        let source = """
            enum Side: String { case é = "e.accent", right = "r\\tight"; case none }
            struct Item: Codable { var name: String }
            func build() -> String {
            #if DEBUG
                return "debug"
            #else
                return "release"
            #endif
            }

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let parse = try Self.dump(swiftc: swiftc, ["-dump-parse", file.path])
        let typeChecked = try Self.dump(swiftc: swiftc, ["-dump-ast", "-D", "DEBUG", file.path])
        let scanned = Self.scannerTexts(Array(source.utf8), path: file.path)
        #expect(Self.compilerLiterals(parse).isEmpty)
        #expect(Self.compilerLiterals(typeChecked) == ["debug"])
        #expect(Self.synthesizedRawValues(typeChecked) == ["e.accent", "r\tight", "none"])
        #expect(Self.rawValuePlaces(parse) == Set(scanned.prefix(2).compactMap(\.place)))
        #expect(scanned.prefix(2).map(\.place) == [Place(line: 1, column: 31), Place(line: 1, column: 51)])
    }

    /// The standard output of `swiftc -frontend` with `arguments` (its diagnostics and exit status left aside).
    static func dump(swiftc: String, _ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-frontend"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(output)
    }
}
