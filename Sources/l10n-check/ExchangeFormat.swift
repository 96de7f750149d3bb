import ArgumentParser
import L10nRules
import Translation

/// The file format `export` writes.
enum ExchangeFormat: String, ExpressibleByArgument, CaseIterable {
    /// XLIFF 1.2, as Xcode exports it.
    case xliff

    /// The file name extension of the format (`de.xliff`).
    var fileExtension: String {
        switch self {
        case .xliff: "xliff"
        }
    }

    /// The bytes of one language's export in the format.
    func bytes(of export: LanguageExport) -> [UInt8] {
        switch self {
        case .xliff: XLIFFWriter.bytes(of: export.document, toolVersion: ToolInfo.version)
        }
    }
}

extension ExportSelection: ExpressibleByArgument {}
