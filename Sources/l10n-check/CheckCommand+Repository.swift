import ArgumentParser
import Foundation
import L10nRules
import Lproj

extension CheckCommand {
    /// Whether the path is a folder to search for bundles rather than a bundle: a folder holding no `.lproj` folder
    /// and no String Catalog, or the root of a repository or project (`.xcodeproj`, `.xcworkspace`,
    /// `Package.swift` or `.git`) even when it holds `.lproj` folders itself.
    var isRepository: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: bundle, isDirectory: &isFolder) && isFolder.boolValue
            && (!BundleDiscovery.isBundle(path: bundle) || BundleDiscovery.isRepository(path: bundle))
    }

    /// Checks every bundle found under the folder, each with its own base language (or `--base`), and writes one
    /// report; exit status 1 when any bundle has an error. The configuration's `sources:` (relative to
    /// `configurationFolder`) narrows the repository's sources to its folders; `--sources` adds folders. Each call
    /// is judged by a bundle of its own project (``RepositorySources``).
    func runRepository(_ settings: Configuration, configurationFolder: String) throws {
        let search: BundleSearch
        do {
            search = try BundleDiscovery.find(
                under: bundle, excluding: settings.exclude, sourceExtensions: CodeSources.extensions,
                includingVendored: includeVendored || settings.includeVendored == true)
        } catch {
            throw CommandFailure(error.description)
        }
        for folder in search.tooDeep {
            writeNote("\(place(folder)): not searched, more than \(BundleDiscovery.defaultMaximumDepth) folders deep")
        }
        for folder in search.unreadable { writeNote("\(place(folder)): cannot be listed; not searched") }
        if !search.vendored.isEmpty { writeNote(Self.vendoredNote(search.vendored.map(place))) }
        guard !search.bundles.isEmpty else {
            throw CommandFailure(
                "\(bundle): holds no .lproj folder or String Catalog, and no folder below it does (hidden folders, "
                    + "build products, dependencies and the exclude globs not searched), so it holds no bundle")
        }
        let policy = self.policy(settings)
        let checker = self.checker(settings, policy)
        let models = try search.bundles.map { folder in
            let path = place(folder)
            do {
                return try BundleReader.read(path: path, maximumInputSize: maxInputSize.bytes)
            } catch let error as BundleError {
                throw CommandFailure(error.description)
            }
        }
        // The sources are scanned once, their files named relative to the folder searched, then as seen from each
        // bundle; the configuration's `sources:` narrows them, `--sources` adds folders of its own.
        let extra = try CodeSources.files(under: sources, excluding: settings.exclude)
        let scanned = settings.sources.isEmpty ? search.sources : search.sources.filter { file in
            CodeSources.isIncluded(place(file), by: settings.sources, in: configurationFolder)
        }
        let repository = RepositorySources(
            root: bundle, search: search, scanned: scanned, extra: extra, models: models, settings: settings)
        var reports: [RepositoryReport.Bundle] = []
        for (index, folder) in search.bundles.enumerated() {
            var context: CheckContext
            do {
                context = try CheckContext(
                    bundle: models[index], base: base ?? settings.base, codeUsage: repository.usage(ofBundle: index))
            } catch {
                throw CommandFailure("\(place(folder)): \(error.description)")
            }
            context.allowedUntranslated = Set(allowedUntranslated + settings.allowUntranslated)
            var report = checker.check(context)
            report.sources = repository.summary(ofBundle: index)
            reports.append(RepositoryReport.Bundle(path: folder, report: report))
        }
        try applyBaseline(settings, to: &reports)
        addPolicyFindings(policy, to: &reports)
        var report = RepositoryReport(root: bundle, bundles: reports)
        report.vendored = search.vendored
        try emit { format, output in
            var limited = report
            for index in limited.bundles.indices {
                limited.bundles[index].report = limited.bundles[index].report.limitingFindings(
                    perRuleAndFile: maxFindingsPerFile, exceptGrouped: format == .text)
            }
            format.reporter.write(limited, into: &output)
        }
        if report.hasErrors { throw ExitCode(1) }
    }

    /// The note that names the built products checked in, which are not checked.
    static func vendoredNote(_ folders: [String]) -> String {
        let shown = folders.prefix(5).joined(separator: ", ") + (folders.count > 5 ? " and \(folders.count - 5) more" : "")
        let count = folders.count == 1 ? "1 built product" : "\(folders.count) built products"
        return "not checked: \(count) checked in (another project's output, which this repository cannot change): "
            + "\(shown); --include-vendored checks them"
    }

    /// Each bundle's languages below their thresholds; then, when the warnings of all bundles together fail the run
    /// (`--strict`, `--max-warnings`), the finding that says so, in the first bundle's report.
    private func addPolicyFindings(_ policy: CheckPolicy, to reports: inout [RepositoryReport.Bundle]) {
        let warnings = reports.reduce(0) { $0 + $1.report.count(.warning) }
        for index in reports.indices {
            let report = reports[index].report
            reports[index].report.diagnostics += MinCompleteRule.findings(in: report, warnings: warnings, policy: policy)
            if index == 0 {
                reports[index].report.diagnostics += StrictRule.findings(in: report, warnings: warnings, policy: policy)
                    + MaxWarningsRule.findings(in: report, warnings: warnings, policy: policy)
            }
        }
    }

    /// A bundle's path as seen from the working directory: the folder given joined with the found path.
    private func place(_ folder: String) -> String {
        if folder == "." { return bundle }
        if bundle == "." { return folder }
        return bundle.hasSuffix("/") ? bundle + folder : bundle + "/" + folder
    }

    /// Writes and applies the baseline over all bundles at once, each finding's file named relative to the folder
    /// searched (`App/Resources/fr.lproj/Localizable.strings`), so one baseline serves the whole repository.
    private func applyBaseline(_ settings: Configuration, to reports: inout [RepositoryReport.Bundle]) throws {
        let baselinePath = baseline ?? settings.baseline
        guard writeBaseline != nil || baselinePath != nil else { return }
        let merged = RepositoryReport(root: bundle, bundles: reports).merged().diagnostics
        if let writeBaseline { try record(Baseline(accepting: merged), to: writeBaseline) }
        guard let baselinePath else { return }
        var owner: [Diagnostic: Int] = [:]
        var offset = 0
        for (index, entry) in reports.enumerated() {
            for diagnostic in merged[offset ..< offset + entry.report.diagnostics.count] { owner[diagnostic] = index }
            offset += entry.report.diagnostics.count
        }
        let kept = try leaveOutKnownFindings(merged, baselinePath: baselinePath)
        var byBundle = Array(repeating: [Diagnostic](), count: reports.count)
        for diagnostic in kept {
            guard let index = owner[diagnostic] else { continue }
            var own = diagnostic
            let prefix = reports[index].path == "." ? "" : reports[index].path + "/"
            own.file = String(diagnostic.file.dropFirst(prefix.count))
            byBundle[index].append(own)
        }
        for index in reports.indices { reports[index].report.diagnostics = byBundle[index] }
    }
}
