/// What an import finds of a language's file before it plans a write: nothing yet, the file as read, or a file it
/// cannot read, whose units it refuses.
enum LanguageFileRead {
    /// No file: the import creates it.
    case missing
    /// The file as read, which the write must still find unchanged.
    case read(FileSnapshot)
    /// A file that cannot be read (an I/O error, a folder in its place, over the size limit); its units are refused.
    case unreadable

    /// The file at `path` (bundle-relative `relativePath`); when it cannot be read, `units` are refused in `plan`.
    static func read(
        _ path: String, relativePath: String, refusing units: [XLIFFUnit], in plan: inout ImportPlan
    ) -> LanguageFileRead {
        do {
            return .read(try FileSnapshot.read(path))
        } catch where error.reason == .notFound {
            return .missing
        } catch {
            plan.skip(units, file: relativePath, kind: .unusableFile, reason: "\(relativePath) cannot be read: "
                + "\(error.reasonText); it is neither created nor replaced")
            return .unreadable
        }
    }
}
