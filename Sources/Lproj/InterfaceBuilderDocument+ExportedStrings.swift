import Foundation

extension InterfaceBuilderDocument {
    /// The `.strings` table `ibtool --export-strings-file` writes for the file, so that one can be made without
    /// Xcode: a line break, then each text under its comment (`/* Class = "NSMenuItem"; title = "Quit"; ObjectID =
    /// "4sb-4s-VLi"; */` then `"4sb-4s-VLi.title" = "Quit";`), a blank line between texts and a line break at the end.
    ///
    /// Texts are sorted by key as most of the tables ibtool wrote in the shared corpora are: numbers by their value,
    /// letters without regard to case (`8r8-nZ-dYs.label`, `21.title`, `a37-Yd-bYR.title`, `AhR-pK-Oz4.title`).
    /// Empty when the file has no text.
    public var exportedStrings: String {
        guard !entries.isEmpty else { return "" }
        let sorted = entries.enumerated().sorted { lhs, rhs in
            switch lhs.element.key.compare(rhs.element.key, options: [.numeric, .caseInsensitive]) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: lhs.offset < rhs.offset
            }
        }
        let blocks = sorted.map { _, entry in
            let comment = entry.comment.map { "/* \($0.replacingOccurrences(of: "*/", with: "* /")) */\n" } ?? ""
            return comment + StringsWriter.render(entry)
        }
        return "\n" + blocks.joined(separator: "\n\n") + "\n"
    }
}
