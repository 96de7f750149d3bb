import Foundation
import ICUKit
import L10nRules
import Lproj

/// Plans `l10n-check new-language`: a new `<language>.lproj` folder made from the translation templates, with the
/// plural variants of the categories the language has (needed and optional, DESIGN.md section 5).
public enum NewLanguage {
    /// The files to create for `language` in the bundle at `bundlePath`: one per `.strings` template in
    /// `templatesPath`, each keeping the template's comments, order and values, minus the plural variants
    /// (`stem.few`) of categories the language does not have in ICU's plural rules. Optional categories (French
    /// `many`, reached only from 1,000,000 up) are kept, so translators can fill them.
    ///
    /// The language must be a valid language ID (not a legacy name such as `English`) that no folder of the bundle
    /// names already (`pt_BR.lproj` counts as `pt-BR`); the folder is named as given, without `.lproj`.
    public static func plan(language: String, bundlePath: String, templatesPath: String) throws(TranslationError)
        -> [FileWrite] {
        let folder = language.hasSuffix(".lproj") ? String(language.dropLast(".lproj".count)) : language
        let id = try validatedID(folder)
        try requireNoFolder(for: id, named: folder, in: bundlePath)
        let kept = ((try? PluralRules(locale: id.tag))?.categories ?? []).union([.other])
        var writes: [FileWrite] = []
        for file in try templateFiles(in: templatesPath) {
            let template = try readTemplate((templatesPath as NSString).appendingPathComponent(file))
            writes.append(try write(template, as: "\(folder).lproj/\(file)", in: bundlePath, keeping: kept))
        }
        return writes
    }

    /// The ID of a folder name that ICU knows as a language and that is no legacy name.
    static func validatedID(_ folder: String) throws(TranslationError) -> LanguageID {
        let id: LanguageID
        do {
            id = try LanguageID(folderName: folder)
        } catch {
            throw .invalidLanguage(folder, reason: error.description)
        }
        if id.isLegacyName {
            throw .invalidLanguage(
                folder, reason: "'\(folder)' is a legacy folder name; name the folder by its language code '\(id.tag)'")
        }
        guard id.isValid else {
            throw .invalidLanguage(folder, reason: id.validationProblems.joined(separator: "; "))
        }
        return id
    }

    /// Throws when a folder of the bundle stands for the same language (`Base.lproj` stands for none).
    static func requireNoFolder(for id: LanguageID, named folder: String, in bundlePath: String)
        throws(TranslationError) {
        let children: [String]
        do {
            children = try FileManager.default.contentsOfDirectory(atPath: bundlePath)
        } catch {
            throw .unreadable(path: bundlePath, reason: (error as NSError).localizedDescription)
        }
        for child in children.sorted() where child.hasSuffix(".lproj") {
            let name = String(child.dropLast(".lproj".count))
            if name == folder || (try? LanguageID(folderName: name)) == id { throw .languageExists(folder: child) }
        }
    }

    /// The names of the `.strings` files of the templates folder, in name order.
    private static func templateFiles(in templatesPath: String) throws(TranslationError) -> [String] {
        let children: [String]
        do {
            children = try FileManager.default.contentsOfDirectory(atPath: templatesPath)
        } catch {
            throw .unreadable(path: templatesPath, reason: (error as NSError).localizedDescription)
        }
        let files = children.filter { $0.hasSuffix(".strings") }.sorted()
        guard !files.isEmpty else { throw .unreadable(path: templatesPath, reason: "it holds no .strings template") }
        return files
    }

    /// A template read as a text `.strings` file without syntax errors.
    private static func readTemplate(_ path: String) throws(TranslationError) -> StringsDocument {
        let document: StringsDocument
        do {
            document = try StringsFileReader.read(contentsOf: path)
        } catch {
            throw .unreadable(path: path, reason: error.reasonText)
        }
        let start = SourceLocation(file: path, line: 1, column: 1)
        if let issue = document.issues.first(where: { $0.severity == .error }) {
            throw .malformed(issue.location ?? start, reason: "the template has a syntax error: \(issue.message)")
        }
        guard document.format == .text else {
            throw .malformed(start, reason: "the template is a \(document.format.rawValue) file, not text .strings")
        }
        return document
    }

    /// The write that creates `file` from `template` with the plural variants of categories outside `kept` dropped.
    private static func write(
        _ template: StringsDocument, as file: String, in bundlePath: String, keeping kept: Set<PluralCategory>
    ) throws(TranslationError) -> FileWrite {
        let stems = CheckContext.pluralStems(ofKeys: Set(template.keys))
        var trimmed = template
        trimmed.entries.removeAll { entry in
            guard let variant = PluralVariant(key: entry.key), stems.contains(variant.stem) else { return false }
            return !kept.contains(variant.category)
        }
        let bytes: [UInt8]
        do {
            bytes = try StringsWriter.bytes(of: trimmed)
        } catch {
            throw .malformed(SourceLocation(file: template.path, line: 1, column: 1), reason: error.description)
        }
        let categories = Set(trimmed.keys.compactMap { PluralVariant(key: $0) }.filter { stems.contains($0.stem) }
            .map(\.category)).sorted().map(\.rawValue)
        let plural = categories.isEmpty ? "" : "; plural forms \(categories.joined(separator: ", "))"
        return FileWrite(
            path: (bundlePath as NSString).appendingPathComponent(file), bytes: bytes, expected: nil,
            summary: "create \(file) from the template (\(trimmed.keys.count) keys\(plural))")
    }
}
