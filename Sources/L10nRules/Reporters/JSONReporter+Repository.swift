import Lproj

extension JSONReporter {
    /// `{"tool", "bundles": [...], "summary"}`: each bundle as the object a single-bundle check writes, with its
    /// `path` relative to the folder searched after `bundle`; the summary counts every bundle's findings.
    public func render(_ repository: RepositoryReport) -> String {
        JSONValue.object([
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("bundles", .array(repository.bundles.map { .object(Self.members($0.report, path: $0.path)) })),
            ("summary", .object([
                ("bundles", .int(repository.bundles.count)),
                ("errors", .int(repository.count(.error))), ("warnings", .int(repository.count(.warning))),
                ("notes", .int(repository.count(.note))),
            ])),
        ]).serialized() + "\n"
    }
}
