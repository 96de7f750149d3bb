import Lproj

extension XclocPackage {
    /// The package of one language's export from the bundle at `bundlePath`: `xliff` (the export written as XLIFF
    /// 1.2) with the base files its `<file>`s name as their `original`, read from the bundle.
    public init(export: LanguageExport, xliff: [UInt8], bundlePath: String) throws(TranslationError) {
        var sources: [(path: String, bytes: [UInt8])] = []
        var seen = Set<String>()
        for file in export.document.files where seen.insert(file.original).inserted {
            // The original is a path the bundle reader listed, but it stays inside the package all the same.
            guard XclocPath.isSafe(file.original) else {
                throw .unreadable(path: file.original, reason: "the path leaves the bundle")
            }
            do {
                sources.append((file.original, try FileBytes.read(bundlePath + "/" + file.original)))
            } catch {
                throw .unreadable(path: bundlePath + "/" + file.original, reason: error.reasonText)
            }
        }
        let project = bundlePath.split(separator: "/").last.map(String.init) ?? bundlePath
        self.init(
            targetLocale: export.tag,
            developmentRegion: export.document.files.first?.sourceLanguage ?? "en", project: project, xliff: xliff,
            sourceFiles: sources)
    }
}
