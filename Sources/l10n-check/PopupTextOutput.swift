import PopupFormatting

/// A rendered popup as plain text: the title, then each element, separated by blank lines; the sections the app
/// fills (attachments, related records, last edit) are named in brackets.
enum PopupTextOutput {
    /// The whole text, ending in a line break.
    static func text(_ popup: RenderedPopup) -> String {
        var blocks: [[String]] = []
        if !popup.title.isEmpty { blocks.append([popup.title]) }
        for element in popup.elements { blocks.append(lines(of: element)) }
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    private static func lines(of element: RenderedElement) -> [String] {
        switch element {
        case .fields(let table):
            return heading(table.title, table.description) + table.rows.map { "\($0.label): \($0.value)" }
        case .text(let text):
            return [text.plainText]
        case .media(let group):
            return heading(group.title, group.description) + group.items.map(line(of:))
        case .attachments(let descriptor):
            return ["[attachments\(descriptor.title.isEmpty ? "" : ": \(descriptor.title)")]"]
                + (descriptor.description.isEmpty ? [] : [descriptor.description])
        case .relationship(let descriptor):
            return ["[related records\(descriptor.title.isEmpty ? "" : ": \(descriptor.title)")]"]
                + (descriptor.description.isEmpty ? [] : [descriptor.description])
        case .lastEditInfo:
            return ["[last edit info]"]
        }
    }

    private static func heading(_ title: String, _ description: String) -> [String] {
        (title.isEmpty ? [] : [title]) + (description.isEmpty ? [] : [description])
    }

    private static func line(of media: RenderedMedia) -> String {
        var parts = ["\(media.kind.rawValue):"]
        if !media.title.isEmpty { parts.append(media.title) }
        if let url = media.imageURL { parts.append("<\(url)>") }
        if !media.chartValues.isEmpty {
            parts.append(media.chartValues.map { "\($0.label) = \($0.formattedValue)" }.joined(separator: "; "))
        }
        if !media.caption.isEmpty { parts.append("(\(media.caption))") }
        return parts.joined(separator: " ")
    }
}
