extension JSONReporter {
    /// Appends `{"tool", "bundles": [...], "summary"}`: each bundle as the object a single-bundle check writes, with
    /// its `path` relative to the folder searched after `bundle`; the summary counts every bundle's findings.
    public func write(_ repository: RepositoryReport, into output: inout [UInt8]) {
        let capacity = repository.estimatedOutputSize(bytesPerFinding: Self.bytesPerFinding + 40)
        JSONWriter.write(into: &output, capacity: capacity) { json in
            json.openObject()
            Self.writeTool(to: &json)
            json.openArray("bundles")
            for bundle in repository.bundles {
                json.openObject()
                Self.writeMembers(bundle.report, path: bundle.path, to: &json)
                json.closeObject()
            }
            json.closeArray()
            json.openArray("vendored")
            for folder in repository.vendored { json.string(nil, folder) }
            json.closeArray()
            json.openObject("summary")
            json.int("bundles", repository.bundles.count)
            json.int("errors", repository.count(.error))
            json.int("warnings", repository.count(.warning))
            json.int("notes", repository.count(.note))
            json.closeObject()
            json.closeObject()
        }
        output.append(UInt8(ascii: "\n"))
    }
}
