import ArgumentParser
import L10nRules
import Translation

/// The file format `export` writes.
enum ExchangeFormat: String, ExpressibleByArgument, CaseIterable {
    /// XLIFF 1.2, as Xcode exports it.
    case xliff
    /// XLIFF 2.0, as newer CAT tools exchange it.
    case xliff2
    /// gettext PO, with the language's `Plural-Forms` from ICU.
    case po

    /// The file name extension of the format (`de.xliff`).
    var fileExtension: String {
        switch self {
        case .xliff, .xliff2: "xliff"
        case .po: "po"
        }
    }

    /// The bytes of one language's export in the format; `project` names the bundle in a PO header.
    func bytes(of export: LanguageExport, project: String) throws -> [UInt8] {
        switch self {
        case .po:
            do {
                return try POWriter.bytes(of: export.document, project: project, toolVersion: ToolInfo.version)
            } catch {
                throw CommandFailure(error.description)
            }
        case .xliff: return XLIFFWriter.bytes(of: export.document, toolVersion: ToolInfo.version)
        case .xliff2:
            // `approved="yes"` marks translations for XLIFF 1.2 tools; in XLIFF 2.0 a translation is `translated`,
            // and `final` would claim a review the bundle does not record.
            var document = export.document
            for file in document.files.indices {
                for unit in document.files[file].units.indices where document.files[file].units[unit].state == .translated {
                    document.files[file].units[unit].isApproved = false
                }
            }
            do {
                return try XLIFF2Writer.bytes(of: document)
            } catch {
                throw CommandFailure(error.description)
            }
        }
    }
}

extension ExportSelection: ExpressibleByArgument {}
