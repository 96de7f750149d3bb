import Foundation
import Testing
@testable import Translation

/// The XLIFF 1.2 schemas vendored beside the package (`../shared/schemas`) and `xmllint`, when both are there.
enum XLIFFSchemas {
    static let names = ["xliff-core-1.2-strict.xsd", "xliff-core-1.2-transitional.xsd"]

    /// `../shared/schemas`, found from this file up to the package root, when it holds both schemas.
    static let folder: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas")
        let paths = names.map { folder.appendingPathComponent($0).path }
        return paths.allSatisfy(FileManager.default.fileExists) ? folder : nil
    }()

    static let xmllint: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/xmllint" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    static var available: Bool { folder != nil && xmllint != nil }

    /// What `xmllint --schema` says against each schema the document breaks; empty when it validates against both.
    static func problems(with text: String) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-\(UUID().uuidString).xlf")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try names.compactMap { name in
            let schema = try #require(folder).appendingPathComponent(name).path
            let (status, output) = try run(try #require(xmllint), ["--nonet", "--noout", "--schema", schema, file.path])
            return status == 0 ? nil : "\(name): \(output)"
        }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// The writer's output validates against the strict and the transitional XLIFF 1.2 schemas. Skipped, with the
/// reason in the test output, where `../shared/schemas` or `xmllint` is missing.
@Suite(.enabled(if: XLIFFSchemas.available, "needs ../shared/schemas beside the package and xmllint: skipped"))
struct XLIFFSchemaTests {
    @Test func theTrickyDocumentIsValid() throws {
        let text = XLIFFWriter.text(of: XLIFFSamples.trickyDocument, toolVersion: "1.0 \"beta\"\t<&>")
        #expect(try XLIFFSchemas.problems(with: text) == [])
    }

    @Test func aFileWithNoUnitsAndNoTargetLanguageIsValid() throws {
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "Base.lproj/Main.strings", sourceLanguage: "en", targetLanguage: nil, units: [])
        ])
        #expect(try XLIFFSchemas.problems(with: XLIFFWriter.text(of: document, toolVersion: "")) == [])
    }

    @Test func theCheckRejectsAnInvalidDocument() throws {
        let text = XLIFFWriter.text(of: XLIFFSamples.trickyDocument, toolVersion: "1.0")
            .replacingOccurrences(of: " datatype=\"plaintext\"", with: "")
        let problems = try XLIFFSchemas.problems(with: text)
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.contains("'datatype' is required") })
    }
}
