extension SARIFReporter {
    /// The URI of a bundle-relative file under the bundle's path as given: a relative reference, resolved from the
    /// repository root by code scanning, or a `file://` URI when the path is absolute.
    static func uri(for file: String, under root: String) -> String {
        var bytes: [UInt8] = []
        ArtifactRoot(root).appendURI(of: file, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path with each byte of its UTF-8 that a URI path cannot hold written as `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var bytes: [UInt8] = []
        ArtifactRoot.appendPercentEncoded(path, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
