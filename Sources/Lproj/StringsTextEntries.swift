import Foundation
import Locking

/// The entries of a text `.strings` file as the parser read them: the source's code units, one UTF-8 arena for the
/// texts that are not plain source bytes, and a flat array of slots. Nothing here is a string until asked for: the
/// checker reads keys and values as bytes, and ``entries`` makes the `StringsEntry` values once, on first use.
@_spi(Engine)
public final class StringsTextEntries: Sendable {
    /// The file's path, for locations.
    let file: String
    /// The code units read (after any byte order mark).
    let source: SourceText
    /// Texts an escape changed, and every text of a UTF-16 file, as UTF-8.
    @usableFromInline let arena: [UInt8]
    /// The entries, in file order.
    @usableFromInline let slots: [StringsEntrySlot]
    /// The source's bytes when it is UTF-8 (the same storage as `source`'s), else empty: read without taking the
    /// enumeration apart, which costs a retain and a release per text.
    @usableFromInline let utf8Source: [UInt8]
    /// The offsets where lines start, worked out on first use.
    private let lines = Locked<LineIndex?>(nil)
    /// The entries made from the slots, on first use.
    private let made = Locked<[StringsEntry]?>(nil)

    init(file: String, source: SourceText, arena: [UInt8], slots: [StringsEntrySlot]) {
        self.file = file
        self.source = source
        self.arena = arena
        self.slots = slots
        if case .utf8(let units) = source { utf8Source = units } else { utf8Source = [] }
    }

    /// How many entries the file has.
    package var count: Int { slots.count }

    /// Calls `body` with the UTF-8 bytes of the key of the entry at `index`. Inlinable, like the other byte
    /// readers, so that the rules' loops get it specialized rather than through generic thunks.
    @inlinable
    @_spi(Engine) public func withKeyUTF8<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUTF8(slots[index].key, body)
    }

    /// Calls `body` with the UTF-8 bytes of the value of the entry at `index`.
    @inlinable
    @_spi(Engine) public func withValueUTF8<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUTF8(slots[index].value, body)
    }

    /// Calls `body` with the UTF-8 bytes of a text.
    @inlinable
    func withUTF8<Result>(_ span: TextSpan, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if !span.isInArena {
            return utf8Source.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[span.range])) }
        }
        return arena.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[span.range])) }
    }

    /// A text as a string.
    func string(_ span: TextSpan) -> String {
        withUTF8(span) { String(decoding: $0, as: UTF8.self) }
    }

    /// The key of the entry at `index`.
    package func key(at index: Int) -> String { string(slots[index].key) }

    /// The value of the entry at `index`.
    package func value(at index: Int) -> String { string(slots[index].value) }

    /// The location of a code unit offset: its line, and its column in Unicode scalars.
    package func location(of offset: Int) -> SourceLocation {
        let (line, column): (Int, Int)
        switch (source, lineIndex()) {
        case (.utf8(let units), .utf8(let starts)):
            (line, column) = units.withUnsafeBufferPointer { Self.place(of: offset, starts, $0) }
        case (.utf16(let units), .utf16(let starts)):
            (line, column) = units.withUnsafeBufferPointer { Self.place(of: offset, starts, $0) }
        default:
            (line, column) = (1, 1)
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    private static func place<Unit>(of offset: Int, _ starts: LineStarts<Unit>, _ units: UnsafeBufferPointer<Unit>)
        -> (Int, Int) {
        let (line, lineStart) = starts.line(of: offset)
        return (line, starts.column(of: offset, lineStart: lineStart, in: units))
    }

    /// The location of the key of the entry at `index`.
    package func location(at index: Int) -> SourceLocation { location(of: Int(slots[index].start)) }

    /// The location of the value of the entry at `index`.
    package func valueLocation(at index: Int) -> SourceLocation { location(of: Int(slots[index].valueStart)) }

    /// The source text of the entry at `index`, key through `;`, with escapes unresolved.
    package func sourceText(at index: Int) -> String {
        let range = sourceRange(at: index)
        switch source {
        case .utf8(let units): return units.withUnsafeBufferPointer { UInt8.string(from: UnsafeBufferPointer(rebasing: $0[range])) }
        case .utf16(let units): return units.withUnsafeBufferPointer { UInt16.string(from: UnsafeBufferPointer(rebasing: $0[range])) }
        case .none: return ""
        }
    }

    /// Whether the source text of the entry at `index` (key through `;`) holds a backslash followed by a code unit
    /// for which `escaped` is true; an escaped backslash is passed over whole.
    package func sourceHasEscape(at index: Int, where escaped: (UInt32) -> Bool) -> Bool {
        let range = sourceRange(at: index)
        switch source {
        case .utf8(let units):
            return units.withUnsafeBufferPointer { buffer in
                guard let first = Self.firstBackslash(in: buffer, range) else { return false }
                return Self.hasEscape(in: buffer, range, from: first, where: escaped)
            }
        case .utf16(let units):
            return units.withUnsafeBufferPointer {
                Self.hasEscape(in: $0, range, from: range.lowerBound, where: escaped)
            }
        case .none: return false
        }
    }

    /// The indices of the entries whose source text holds such an escape (``sourceHasEscape(at:where:)``), in order.
    /// In a UTF-8 text they are found from the text's backslashes, which `memchr` finds, rather than entry by entry:
    /// most files have few.
    package func indicesWithSourceEscape(where escaped: (UInt32) -> Bool) -> [Int] {
        guard case .utf8(let units) = source else {
            return slots.indices.filter { sourceHasEscape(at: $0, where: escaped) }
        }
        return units.withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            var index = 0
            var offset = 0
            while index < slots.count, let backslash = Self.firstBackslash(in: buffer, offset..<buffer.count) {
                // Entries are in text order: the first that ends after the backslash is the only one it can be in.
                while index < slots.count, Int(slots[index].end) <= backslash { index += 1 }
                guard index < slots.count else { break }
                let range = sourceRange(at: index)
                guard backslash >= range.lowerBound else {
                    offset = range.lowerBound
                    continue
                }
                if Self.hasEscape(in: buffer, range, from: backslash, where: escaped) { found.append(index) }
                offset = range.upperBound
                index += 1
            }
            return found
        }
    }

    /// The units of the entry at `index`, key through `;`.
    private func sourceRange(at index: Int) -> Range<Int> { Int(slots[index].start)..<Int(slots[index].end) }

    /// The offset of the first backslash in `range` of `units`, found by `memchr`.
    private static func firstBackslash(in units: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let base = units.baseAddress, !range.isEmpty,
              let found = memchr(base + range.lowerBound, 0x5C, range.count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether a backslash from `start` on in `range` of `units` is followed by a unit for which `escaped` is true,
    /// each backslash taking the unit after it.
    private static func hasEscape<Unit: SourceUnit>(
        in units: UnsafeBufferPointer<Unit>, _ range: Range<Int>, from start: Int, where escaped: (UInt32) -> Bool
    ) -> Bool {
        var offset = start
        while offset < range.upperBound - 1 {
            if units[offset] == 0x5C {
                if escaped(UInt32(units[offset + 1])) { return true }
                offset += 2
            } else {
                offset += 1
            }
        }
        return false
    }

    /// Every entry as a `StringsEntry`, made once.
    var entries: [StringsEntry] {
        if let done = made.withLock({ $0 }) { return done }
        let entries = makeEntries()
        made.withLock { $0 = $0 ?? entries }
        return entries
    }

    private func makeEntries() -> [StringsEntry] {
        var result: [StringsEntry] = []
        result.reserveCapacity(slots.count)
        var lastComment: (range: Range<Int>, text: String?)?
        for index in slots.indices {
            let slot = slots[index]
            var comment: String?
            if let range = slot.comment {
                if let last = lastComment, sameUnits(last.range, range) {
                    comment = last.text
                } else {
                    comment = commentText(range)
                    lastComment = (range, comment)
                }
            }
            let key = string(slot.key)
            let location = location(of: Int(slot.start))
            result.append(StringsEntry(
                key: key, value: slot.value == slot.key ? key : string(slot.value), location: location,
                valueLocation: slot.valueStart == slot.start ? location : self.location(of: Int(slot.valueStart)),
                comment: comment, sourceSpan: Int(slot.start)..<Int(slot.end),
                leadingTrivia: Int(slot.triviaStart)..<Int(slot.start)))
        }
        return result
    }

    private func lineIndex() -> LineIndex {
        if let done = lines.withLock({ $0 }) { return done }
        let index: LineIndex
        switch source {
        case .utf8(let units): index = .utf8(units.withUnsafeBufferPointer { LineStarts($0) })
        case .utf16(let units): index = .utf16(units.withUnsafeBufferPointer { LineStarts($0) })
        case .none: index = .none
        }
        lines.withLock { $0 = $0 ?? index }
        return index
    }

    private func commentText(_ range: Range<Int>) -> String? {
        switch source {
        case .utf8(let units):
            units.withUnsafeBufferPointer { TextScanner(units: $0, file: file).commentText(range) }
        case .utf16(let units):
            units.withUnsafeBufferPointer { TextScanner(units: $0, file: file).commentText(range) }
        case .none: nil
        }
    }

    private func sameUnits(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        switch source {
        case .utf8(let units): units[lhs].elementsEqual(units[rhs])
        case .utf16(let units): units[lhs].elementsEqual(units[rhs])
        case .none: false
        }
    }
}

/// The line starts of a source, in its code units.
private enum LineIndex: Sendable {
    case utf8(LineStarts<UInt8>)
    case utf16(LineStarts<UInt16>)
    case none
}
