import Foundation
import PopupFormatting

/// A rendered popup as JSON: `{"title", "elements": [{"type", ...}], "diagnostics": [{"kind", "path", "message"}]}`,
/// keys sorted, so that the output of one popup is the same on every run.
enum PopupJSONOutput {
    /// The JSON text, ending in a line break.
    static func text(_ popup: RenderedPopup) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(popup), as: UTF8.self) + "\n"
        } catch {
            throw CommandFailure("cannot write the popup as JSON: \(error)")
        }
    }
}
