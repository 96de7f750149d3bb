extension SwiftLexer {
    /// At a `#` that starts no literal: notes a conditional compilation line (`#if`, `#elseif`, `#else`, `#endif`)
    /// or a `#Preview` for the code contexts.
    mutating func noteMarker() {
        let start = cursor.index
        let kind: CodeMarker.Kind? = cursor.bytes.withUnsafeBufferPointer { buffer in
            let wordEnd = ByteCursor.nameEnd(in: buffer, from: start + 1)
            let word = UnsafeBufferPointer(rebasing: buffer[(start + 1)..<wordEnd])
            func condition() -> DirectiveCondition {
                DirectiveCondition(buffer[wordEnd..<ByteCursor.lineEnd(in: buffer, from: wordEnd)])
            }
            if word.elementsEqual("if".utf8) { return .conditionStart(condition()) }
            if word.elementsEqual("elseif".utf8) { return .conditionAlternative(condition()) }
            if word.elementsEqual("else".utf8) { return .conditionElse }
            if word.elementsEqual("endif".utf8) { return .conditionEnd }
            if word.elementsEqual("Preview".utf8) { return .preview }
            return nil
        }
        if let kind { cursor.output.markers.append(CodeMarker(kind: kind, offset: start)) }
    }
}
