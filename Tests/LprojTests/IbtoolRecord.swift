import Foundation
@testable import Lproj

/// ibtool's own record of what it exports from one Interface Builder file of the shared corpora: the comments
/// `/* Class = "NSTableColumn"; headerCell.title = "Type"; ObjectID = "gwa-XG-q0L"; */` it wrote into every language's
/// `Name.strings` beside `Base.lproj/Name.xib` (entries translators commented out included), and the same comments
/// Xcode keeps in `mul.lproj/Name.xcstrings`.
struct IbtoolRecord {
    /// One comment, as ibtool wrote it (without `/*`, `*/` and the spaces inside them).
    struct Comment: Hashable {
        var text: String
        var className: String
        var property: String
        var objectID: String

        /// The key ibtool writes under the comment: `<ObjectID>.<property>`, or the property alone when it carries
        /// the ObjectID already (a macOS segment's `54.ibShadowedLabels[0]`).
        var key: String { property.hasPrefix(objectID + ".") ? property : objectID + "." + property }
    }

    /// The Interface Builder file.
    var path: String
    /// Every comment of every language's table, each once, with the comments of each key.
    var commentsByKey: [String: Set<String>]
    /// The ObjectID of each commented key.
    var objectIDByKey: [String: String]

    /// Every storyboard and xib under a `Base.lproj` folder of the shared corpora, sorted.
    static var interfaceBuilderFiles: [String] {
        (CorpusLocator.files(endingWith: ".storyboard") + CorpusLocator.files(endingWith: ".xib"))
            .filter { $0.contains("/Base.lproj/") }.sorted()
    }

    /// The record of the IB file at `path`: the comments of each `X.lproj/Name.strings` and `X.lproj/Name.xcstrings`
    /// beside its `Base.lproj`.
    init(interfaceBuilderFile path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        let bundle = url.deletingLastPathComponent().deletingLastPathComponent()
        var comments: [Comment] = []
        let folders = try FileManager.default.contentsOfDirectory(atPath: bundle.path)
        for folder in folders where folder.hasSuffix(".lproj") {
            let table = bundle.appendingPathComponent(folder).appendingPathComponent(name)
            if let data = FileManager.default.contents(atPath: table.path + ".strings") {
                comments += Self.comments(inStringsText: String(decoding: data, as: UTF8.self))
            }
            if let data = FileManager.default.contents(atPath: table.path + ".xcstrings") {
                let catalog = StringCatalog(bytes: Array(data), path: table.path + ".xcstrings")
                comments += catalog.entries.compactMap { $0.comment.flatMap(Self.parse) }
            }
        }
        commentsByKey = Dictionary(grouping: comments, by: \.key).mapValues { Set($0.map(\.text)) }
        objectIDByKey = Dictionary(comments.map { ($0.key, $0.objectID) }, uniquingKeysWith: { first, _ in first })
    }

    /// The ibtool comments of a `.strings` text, in order, whether an entry follows them or not (translators comment
    /// out entries they leave untranslated: `/* "3049.title" = ""; */`).
    static func comments(inStringsText text: String) -> [Comment] {
        var result: [Comment] = []
        var rest = text[...]
        while let open = rest.range(of: "/*"), let close = rest[open.upperBound...].range(of: "*/") {
            let body = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            if let comment = parse(body) { result.append(comment) }
            rest = rest[close.upperBound...]
        }
        return result
    }

    /// `Class = "C"; property = "text"; ObjectID = "id";` as its parts, or `nil` for another comment.
    static func parse(_ text: String) -> Comment? {
        let prefix = "Class = \"", suffix = "\";"
        guard text.count >= prefix.count + suffix.count, text.hasPrefix(prefix), text.hasSuffix(suffix) else {
            return nil
        }
        let classStart = text.index(text.startIndex, offsetBy: prefix.count)
        let end = text.index(text.endIndex, offsetBy: -suffix.count)
        guard let classEnd = text[classStart...].range(of: "\"; "),
              let objectID = text[classEnd.upperBound...].range(of: "\"; ObjectID = \"", options: .backwards),
              objectID.upperBound <= end,
              let propertyEnd = text[classEnd.upperBound..<objectID.lowerBound].range(of: " = \"")
        else { return nil }
        let className = text[classStart..<classEnd.lowerBound]
        let property = text[classEnd.upperBound..<propertyEnd.lowerBound]
        let id = text[objectID.upperBound..<end]
        return Comment(text: text, className: String(className), property: String(property), objectID: String(id))
    }
}
