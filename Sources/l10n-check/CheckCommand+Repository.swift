import ArgumentParser
import Foundation
import L10nRules
import Lproj

extension CheckCommand {
    /// Whether the path is a folder to search for bundles rather than a bundle: a folder holding no `.lproj`
    /// folder and no String Catalog.
    var isRepository: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: bundle, isDirectory: &isFolder) && isFolder.boolValue
            && !BundleDiscovery.isBundle(path: bundle)
    }

    /// Checks every bundle found under the folder, each with its own base language (or `--base`), and writes one
    /// report; exit status 1 when any bundle has an error. The configuration's `sources:` (relative to
    /// `configurationFolder`) narrows the repository's sources to its folders; `--sources` adds folders.
    func runRepository(_ settings: Configuration, configurationFolder: String) throws {
        let search: BundleSearch
        do {
            search = try BundleDiscovery.find(
                under: bundle, excluding: settings.exclude, sourceExtensions: CodeSources.extensions)
        } catch {
            throw CommandFailure(error.description)
        }
        for folder in search.tooDeep {
            writeNote("\(place(folder)): not searched, more than \(BundleDiscovery.defaultMaximumDepth) folders deep")
        }
        for folder in search.unreadable { writeNote("\(place(folder)): cannot be listed; not searched") }
        guard !search.bundles.isEmpty else {
            throw CommandFailure(
                "\(bundle): holds no .lproj folder or String Catalog, and no folder below it does (hidden folders, "
                    + "build products, dependencies and the exclude globs not searched), so it holds no bundle")
        }
        let policy = self.policy(settings)
        let checker = self.checker(settings, policy)
        // The sources are scanned once, their files named relative to the folder searched, then as seen from each
        // bundle; the configuration's `sources:` narrows them, `--sources` adds folders of its own.
        let extra = try CodeSources.files(under: sources, excluding: settings.exclude)
        let scanned = settings.sources.isEmpty ? search.sources : search.sources.filter { file in
            CodeSources.isIncluded(place(file), by: settings.sources, in: configurationFolder)
        }
        let relativizer = PathRelativizer(folder: bundle)
        let usage = scanned.isEmpty && extra.isEmpty ? nil : CodeSources.usage(
            paths: scanned.map(place) + extra,
            naming: { $0 < scanned.count ? scanned[$0] : relativizer.relative(extra[$0 - scanned.count]) },
            functions: settings.scannedFunctions)
        // Each source file belongs to the bundles nearest it, worked out once for all of them.
        var ownFiles: [String: Set<String>] = [:]
        for file in scanned {
            for bundle in CodeSources.nearest(to: file, among: search.bundles) {
                ownFiles[bundle, default: []].insert(file)
            }
        }
        var reports: [RepositoryReport.Bundle] = []
        for folder in search.bundles {
            let path = place(folder)
            do {
                let model = try BundleReader.read(path: path, maximumInputSize: maxInputSize.bytes)
                let bundleUsage = usage?.owning(files: ownFiles[folder] ?? [])
                    .renamingFiles(CodeSources.relativizer(from: folder))
                var context = try CheckContext(bundle: model, base: base ?? settings.base, codeUsage: bundleUsage)
                context.allowedUntranslated = Set(allowedUntranslated + settings.allowUntranslated)
                reports.append(RepositoryReport.Bundle(path: folder, report: checker.check(context)))
            } catch let error as BundleError {
                throw CommandFailure(error.description)
            } catch let error as CheckSetupError {
                throw CommandFailure("\(path): \(error.description)")
            }
        }
        try applyBaseline(settings, to: &reports)
        addPolicyFindings(policy, to: &reports)
        let repository = RepositoryReport(root: bundle, bundles: reports)
        try emit { format, output in
            var limited = repository
            for index in limited.bundles.indices {
                limited.bundles[index].report = limited.bundles[index].report.limitingFindings(
                    perRuleAndFile: maxFindingsPerFile, exceptGrouped: format == .text)
            }
            format.reporter.write(limited, into: &output)
        }
        if repository.hasErrors { throw ExitCode(1) }
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
