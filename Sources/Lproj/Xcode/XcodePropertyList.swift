/// An old-style (OpenStep) property list read whole into a tree, as Xcode writes `project.pbxproj`: dictionaries,
/// arrays, strings and `<hex>` data; `//` and `/* */` comments skipped.
///
/// Reading never fails: whatever can be read is kept, and each problem (a file cut short, a string that never ends,
/// a missing `;`) is a diagnostic with its place.
public struct XcodePropertyList: Sendable {
    /// How deep dictionaries and arrays may nest; a deeper value is skipped (a project file nests about six deep).
    public static let maximumDepth = 128

    /// The value the file holds, or `nil` when it holds none.
    public var root: XcodePropertyListValue?
    /// The problems found, in file order (the first 1,000 found).
    public var diagnostics: [XcodeProjectDiagnostic]

    /// Reads the property list in `bytes` (UTF-8, as Xcode writes it; a byte order mark is skipped); `path` names
    /// the file in diagnostics.
    public init(bytes: [UInt8], path: String) {
        let (root, log) = bytes.withUnsafeBufferPointer { XcodePropertyListParser.parse($0) }
        self.root = root
        diagnostics = log.diagnostics(bytes: bytes, path: path)
    }
}
