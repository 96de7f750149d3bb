/// Changes an XML property list in place so that it holds a new value, touching only the bytes that differ: a
/// string whose text changed is written anew, a key the file lacks is inserted after the key before it, indented
/// as the file indents, and every other byte (comments, layout, encoding, duplicates) stays as it was.
///
/// Dictionaries are matched key by key, as Apple reads them (of duplicate keys, the last); keys the new value lacks
/// are kept. The writer's limits apply to what it writes: strings and dictionaries.
package enum PropertyListXMLEditor {
    /// The bytes of the XML property list `original` changed to hold `root`, in the file's encoding. A file in a
    /// single-byte encoding other than UTF-8 (ISO-8859-1, Windows-1252) is written anew as UTF-8.
    package static func bytes(
        editing original: [UInt8], path: String, toHold root: PropertyListValue
    ) throws(PropertyListWriterError) -> [UInt8] {
        let layout = try PropertyListXMLLayout(bytes: original, path: path)
        guard let encoding = layout.encoding else { return try PropertyListWriter.xml(root) }
        var patcher = Patcher(layout: layout)
        try patcher.change(layout.root, to: root)
        let text = patcher.patchedText()
        let body = encoding == .utf8 ? text : encoding.bytes(of: String(decoding: text, as: UTF8.self))
        return (layout.hasByteOrderMark ? encoding.byteOrderMark : []) + body
    }

    /// The replacements that turn the file's text into the new value's, gathered while the two are compared.
    private struct Patcher {
        let layout: PropertyListXMLLayout
        let indentUnit: String
        let lineEnding: String
        /// Bytes of the text and what replaces them (an insertion replaces no bytes), in the order made.
        private var patches: [(range: Range<Int>, text: String)] = []

        init(layout: PropertyListXMLLayout) {
            self.layout = layout
            indentUnit = layout.indentUnit
            lineEnding = layout.lineEnding.text
        }

        /// Patches the element of `node` to hold `value`.
        mutating func change(_ node: PropertyListNode, to value: PropertyListValue) throws(PropertyListWriterError) {
            switch (node.value, value) {
            case (.string(let old), .string(let new)) where old == new:
                return
            case (.dictionary(let old), .dictionary(let new)):
                try merge(new, into: old, at: try layout.span(at: node.location))
            default:
                guard node.value != value else { return }
                try replace(try layout.span(at: node.location), with: value)
            }
        }

        /// Patches each key of `new` that `old` has, and inserts the others after the key before them.
        private mutating func merge(
            _ new: PropertyListDictionary, into old: PropertyListDictionary, at span: Range<Int>
        ) throws(PropertyListWriterError) {
            let existing = Dictionary(old.effectiveEntries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            if layout.isEmptyElement(span) {
                guard !new.entries.isEmpty else { return }
                try replace(span, with: .dictionary(new))
                return
            }
            var anchor = layout.startTagEnd(of: span)
            var pending: [PropertyListDictionaryEntry] = []
            for entry in new.effectiveEntries {
                guard let present = existing[entry.key] else {
                    pending.append(entry)
                    continue
                }
                try insert(pending, at: anchor, in: old, span: span)
                pending = []
                try change(present.value, to: entry.value.value)
                anchor = try layout.span(at: present.value.location).upperBound
            }
            try insert(pending, at: anchor, in: old, span: span)
        }

        /// Writes the element of `value` in place of the bytes `span`, its lines indented from the line it starts.
        private mutating func replace(_ span: Range<Int>, with value: PropertyListValue) throws(PropertyListWriterError) {
            let style = PropertyListWriter.XMLLayout(indentUnit: indentUnit, lineEnding: lineEnding)
            // Only a dictionary has lines of its own to indent.
            let indent = value.dictionaryValue == nil ? "" : layout.lineIndentation(at: span.lowerBound)
            patches.append((span, try PropertyListWriter.xmlElement(value, indent: indent, layout: style)))
        }

        /// Inserts `entries` at `offset` in the dictionary `old` whose element is at `span`: each on lines of its
        /// own indented as the dictionary's first key, or one after another when that key shares its line.
        private mutating func insert(
            _ entries: [PropertyListDictionaryEntry], at offset: Int, in old: PropertyListDictionary,
            span: Range<Int>
        ) throws(PropertyListWriterError) {
            guard !entries.isEmpty else { return }
            let indent: String?
            if let first = old.entries.first {
                indent = layout.indentation(before: try layout.span(at: first.keyLocation).lowerBound)
            } else {
                indent = layout.lineIndentation(at: span.lowerBound) + indentUnit
            }
            let lineEnding = indent == nil ? "" : lineEnding
            let inner = indent ?? ""
            let style = PropertyListWriter.XMLLayout(indentUnit: indent == nil ? "" : indentUnit, lineEnding: lineEnding)
            var text = ""
            for entry in entries {
                text += lineEnding + inner + (try PropertyListWriter.xmlPair(entry, indent: inner, layout: style))
            }
            // An empty dictionary on one line (`<dict></dict>`) gets its end tag on a line of its own.
            let content = offset..<(layout.text[span].lastIndex(of: UInt8(ascii: "<")) ?? offset)
            if old.entries.isEmpty, !lineEnding.isEmpty,
               layout.text[content].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                patches.append((content, text + lineEnding + layout.lineIndentation(at: span.lowerBound)))
                return
            }
            patches.append((offset..<offset, text))
        }

        /// The text with every patch applied.
        func patchedText() -> [UInt8] {
            let ordered = patches.indices.sorted {
                (patches[$0].range.lowerBound, $0) < (patches[$1].range.lowerBound, $1)
            }
            var result: [UInt8] = []
            result.reserveCapacity(layout.text.count)
            var cursor = 0
            for index in ordered {
                let patch = patches[index]
                result += layout.text[cursor..<patch.range.lowerBound]
                result += patch.text.utf8
                cursor = patch.range.upperBound
            }
            return result + layout.text[cursor...]
        }
    }
}
