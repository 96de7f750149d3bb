/// The import of the units of one table's file of one language: a `.strings` file (``TableImport``) or a
/// `.stringsdict` file (``StringsdictImport``).
protocol TableUnitImport {
    /// The bundle-relative path of the language's file, which units for the same file share.
    var relativePath: String { get }
    /// The write and the skipped units of importing `units`.
    func plan(_ units: [XLIFFUnit], options: XLIFFImport.Options) throws(TranslationError) -> ImportPlan
}

extension TableImport: TableUnitImport {}
extension StringsdictImport: TableUnitImport {}
