import Lproj

/// The localization catalog Xcode exports for one language (`de.xcloc`): a folder that translators open in Xcode
/// or upload to Crowdin, Lokalise or Phrase, holding
///
/// ```text
/// de.xcloc/
///   contents.json                  the languages and the tool that wrote it
///   Localized Contents/de.xliff    the units to translate (XLIFF 1.2)
///   Source Contents/en.lproj/...   the base files the units come from, for reference
///   Notes/                         notes for the translator (empty)
/// ```
public struct XclocPackage: Sendable, Equatable {
    /// The language translated into, as a BCP 47 tag (`de`, `pt-BR`); it names the package and its XLIFF file.
    public var targetLocale: String
    /// The base language, as a BCP 47 tag.
    public var developmentRegion: String
    /// What the package was exported from: the bundle's folder name, where Xcode names its project.
    public var project: String
    /// The XLIFF 1.2 file's bytes.
    public var xliff: [UInt8]
    /// The base files the units come from, by bundle-relative path (`en.lproj/Localizable.strings`).
    public var sourceFiles: [(path: String, bytes: [UInt8])]

    /// A package of `xliff` for `targetLocale`, exported from `project` in `developmentRegion`.
    public init(
        targetLocale: String, developmentRegion: String, project: String, xliff: [UInt8],
        sourceFiles: [(path: String, bytes: [UInt8])]
    ) {
        self.targetLocale = targetLocale
        self.developmentRegion = developmentRegion
        self.project = project
        self.xliff = xliff
        self.sourceFiles = sourceFiles
    }

    /// The folder's name: `de.xcloc`.
    public var folderName: String { targetLocale + ".xcloc" }

    /// The path of the XLIFF file inside the folder.
    public var xliffPath: String { "Localized Contents/\(targetLocale).xliff" }

    /// Every file of the package with its bytes, by path inside the folder; `Notes/` is an empty folder.
    func files(toolVersion: String) -> [(path: String, bytes: [UInt8])] {
        [("contents.json", Array(contents(toolVersion: toolVersion).utf8)), (xliffPath, xliff)]
            + sourceFiles.map { ("Source Contents/" + $0.path, $0.bytes) }
    }

    /// `contents.json` in the shape and formatting Xcode writes (`JSONWriter`'s, as for String Catalogs), ending
    /// with a line break.
    func contents(toolVersion: String) -> String {
        func object(_ members: [(String, JSONNode)]) -> JSONNode {
            JSONNode(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
        }
        func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
        let root = object([
            ("developmentRegion", string(developmentRegion)), ("project", string(project)),
            ("targetLocale", string(targetLocale)),
            ("toolInfo", object([
                ("toolBuildNumber", string(toolVersion)), ("toolID", string("l10n-check")),
                ("toolName", string("l10n-check")), ("toolVersion", string(toolVersion)),
            ])),
            ("version", string("1.0")),
        ])
        return String(decoding: JSONWriter.bytes(of: root), as: UTF8.self) + "\n"
    }

    /// Whether two packages hold the same languages, project and files.
    public static func == (lhs: XclocPackage, rhs: XclocPackage) -> Bool {
        lhs.targetLocale == rhs.targetLocale && lhs.developmentRegion == rhs.developmentRegion
            && lhs.project == rhs.project && lhs.xliff == rhs.xliff
            && lhs.sourceFiles.map(\.path) == rhs.sourceFiles.map(\.path)
            && lhs.sourceFiles.map(\.bytes) == rhs.sourceFiles.map(\.bytes)
    }
}
