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

    /// `contents.json` in the shape and formatting Xcode writes.
    func contents(toolVersion: String) -> String {
        """
        {
          "developmentRegion" : \(Self.jsonString(developmentRegion)),
          "project" : \(Self.jsonString(project)),
          "targetLocale" : \(Self.jsonString(targetLocale)),
          "toolInfo" : {
            "toolBuildNumber" : \(Self.jsonString(toolVersion)),
            "toolID" : "l10n-check",
            "toolName" : "l10n-check",
            "toolVersion" : \(Self.jsonString(toolVersion))
          },
          "version" : "1.0"
        }

        """
    }

    /// Whether two packages hold the same languages, project and files.
    public static func == (lhs: XclocPackage, rhs: XclocPackage) -> Bool {
        lhs.targetLocale == rhs.targetLocale && lhs.developmentRegion == rhs.developmentRegion
            && lhs.project == rhs.project && lhs.xliff == rhs.xliff
            && lhs.sourceFiles.map(\.path) == rhs.sourceFiles.map(\.path)
            && lhs.sourceFiles.map(\.bytes) == rhs.sourceFiles.map(\.bytes)
    }

    /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
    private static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
