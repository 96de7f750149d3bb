import Foundation

/// Schemas vendored beside the package (`../shared/schemas`), checked with `xmllint`, when both are there.
public struct XMLSchemas: Sendable {
    /// The schema files a document must validate against.
    public let names: [String]

    /// The schemas of `names`.
    public init(_ names: [String]) {
        self.names = names
    }

    /// `xmllint` from the `PATH`, if there is one.
    public static let xmllint: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/xmllint" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether every schema and `xmllint` are there.
    public var available: Bool {
        Self.xmllint != nil && names.allSatisfy {
            FileManager.default.fileExists(atPath: ExternalCommand.schemasFolder.appendingPathComponent($0).path)
        }
    }

    /// What `xmllint --schema` says against each schema the document breaks; empty when it validates against all.
    public func problems(with document: String) throws -> [String] {
        guard let xmllint = Self.xmllint else { return ["xmllint is not on the PATH"] }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).xml")
        try document.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try names.compactMap { name in
            let schema = ExternalCommand.schemasFolder.appendingPathComponent(name).path
            let (status, output) = try ExternalCommand.run(xmllint, ["--nonet", "--noout", "--schema", schema, file.path])
            return status == 0 ? nil : "\(name): \(output)"
        }
    }
}
