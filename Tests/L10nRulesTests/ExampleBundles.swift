@testable import L10nRules
import Lproj

/// Builds in-memory bundles for tests.
enum ExampleBundles {
    /// A context for files given as text by bundle-relative path.
    static func context(_ files: [String: String], base: String? = nil) throws -> CheckContext {
        try context(files.mapValues { Array($0.utf8) }, base: base)
    }

    /// A context for files given as bytes by bundle-relative path.
    static func context(
        _ files: [String: [UInt8]], base: String? = nil, codeUsage: CodeUsage? = nil
    ) throws -> CheckContext {
        try CheckContext(bundle: BundleReader.read(files: files), base: base, codeUsage: codeUsage)
    }

    /// A context for a rule example: its bundle files read as a bundle, its source files scanned for calls.
    static func context(_ example: RuleExample) throws -> CheckContext {
        var files: [String: [UInt8]] = [:]
        for file in example.bundleFiles { files[file.path] = file.bytes }
        return try context(files, codeUsage: example.codeUsage)
    }

    /// `file`, `file:line:column` for each finding, as rule examples state them.
    static func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            guard let line = diagnostic.line, let column = diagnostic.column else { return diagnostic.file }
            return "\(diagnostic.file):\(line):\(column)"
        }.sorted()
    }
}
