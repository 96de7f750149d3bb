import PopupFormatting

/// A rendered popup as one self-contained HTML page (no script, no external file): the title, field tables, the
/// sanitized text, images and charts drawn as bars, and a marked section where the app lists attachments, related
/// records or the last edit. Mirrored for right-to-left locales.
enum PopupHTMLOutput {
    /// The page, ending in a line break.
    static func page(_ popup: RenderedPopup, locale: String) -> String {
        var body = ""
        if !popup.title.isEmpty { body += "<h1>\(escape(popup.title))</h1>\n" }
        for element in popup.elements { body += html(of: element) }
        if !popup.diagnostics.isEmpty {
            body += "<details class=\"diagnostics\"><summary>\(popup.diagnostics.count) diagnostics</summary><ul>\n"
            for diagnostic in popup.diagnostics { body += "<li>\(escape(diagnostic.description))</li>\n" }
            body += "</ul></details>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="\(escape(locale))" dir="\(popup.isRightToLeft ? "rtl" : "ltr")">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(popup.title.isEmpty ? "Popup" : popup.title))</title>
            <style>
            body { font: 15px/1.4 system-ui, sans-serif; margin: 1rem auto; max-width: 40rem; padding: 0 1rem; }
            h1 { font-size: 1.3rem; } h2 { font-size: 1.05rem; margin-bottom: .3rem; }
            table.fields { border-collapse: collapse; width: 100%; }
            table.fields th, table.fields td { text-align: start; padding: .3rem .5rem; border-bottom: 1px solid #ddd;
              vertical-align: top; overflow-wrap: anywhere; }
            table.fields th { font-weight: 600; width: 40%; }
            .bar { background: #2a6fb0; height: .8rem; display: inline-block; min-width: 1px; }
            .chart td { padding: .15rem .4rem; } .app-section { color: #666; font-style: italic; }
            img { max-width: 100%; height: auto; } .diagnostics { color: #8a4b00; margin-top: 1rem; }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    private static func html(of element: RenderedElement) -> String {
        switch element {
        case .fields(let table):
            let rows = table.rows.map { "<tr><th>\(escape($0.label))</th><td>\(escape($0.value))</td></tr>\n" }
            return "<section>\(heading(table.title, table.description))<table class=\"fields\">\n"
                + rows.joined() + "</table></section>\n"
        case .text(let text):
            return "<section class=\"text\">\(text.html)</section>\n"
        case .media(let group):
            return "<section>\(heading(group.title, group.description))"
                + group.items.map(html(of:)).joined() + "</section>\n"
        case .attachments(let descriptor):
            return appSection("attachments", descriptor.title, descriptor.description)
        case .relationship(let descriptor):
            return appSection("related records", descriptor.title, descriptor.description)
        case .lastEditInfo:
            return appSection("last edit info", "", "")
        }
    }

    private static func html(of media: RenderedMedia) -> String {
        var html = "<figure>"
        if !media.title.isEmpty { html += "<h2>\(escape(media.title))</h2>" }
        if let url = media.imageURL {
            let image = "<img src=\"\(escape(url))\" alt=\"\(escape(media.altText))\">"
            html += media.linkURL.map { "<a href=\"\(escape($0))\" rel=\"noopener noreferrer\">\(image)</a>" } ?? image
        } else {
            let largest = media.chartValues.compactMap { $0.value.map(abs) }.max() ?? 0
            html += "<table class=\"chart\" aria-label=\"\(escape(media.kind.rawValue))\">"
            for value in media.chartValues {
                let width = largest > 0 ? Int(((value.value.map(abs) ?? 0) / largest * 200).rounded()) : 0
                html += "<tr><td>\(escape(value.label))</td><td><span class=\"bar\" style=\"width: \(width)px\"></span>"
                    + " \(escape(value.formattedValue))</td></tr>"
            }
            html += "</table>"
        }
        if !media.caption.isEmpty { html += "<figcaption>\(escape(media.caption))</figcaption>" }
        return html + "</figure>\n"
    }

    private static func heading(_ title: String, _ description: String) -> String {
        (title.isEmpty ? "" : "<h2>\(escape(title))</h2>") + (description.isEmpty ? "" : "<p>\(escape(description))</p>")
    }

    /// A section the app fills (attachments, related records, last edit), named in brackets.
    private static func appSection(_ what: String, _ title: String, _ description: String) -> String {
        "<section>\(heading(title, description))<p class=\"app-section\">[\(escape(what))]</p></section>\n"
    }

    private static func escape(_ text: String) -> String { HTMLEscaping.escape(text) }
}
