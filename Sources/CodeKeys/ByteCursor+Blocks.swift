import CTextKernels

extension ByteCursor {
    /// What a run of plain bytes passed (``skimPlainRun(in:functions:)``).
    struct PlainRun {
        /// Whether it passed a token.
        var passedToken = false
        /// Whether it passed a newline after its last token (or, with no token, any newline).
        var newlineSinceToken = false

        /// Adds what a later stretch passed.
        mutating func add(passedToken token: Bool, newlineSinceToken newline: Bool) {
            if token {
                passedToken = true
                newlineSinceToken = newline
            } else if newline {
                newlineSinceToken = true
            }
        }
    }

    /// The classes of the 64 bytes from `start` (`l10n_text_classify_source`), kept while the skim is among them.
    struct ClassifiedBlock {
        /// The offset of the first byte classified; `Int.min` before any.
        var start = Int.min
        /// The masks, bit `i` for the byte at `start + i`.
        var classes = l10n_source_classes()

        /// Whether `offset` is among the bytes classified.
        func covers(_ offset: Int) -> Bool { start != Int.min && offset >= start && offset - start < 64 }
    }

    /// What ``skimBlock(_:at:block:functions:recent:candidates:)`` did.
    struct BlockSkim {
        /// Where it stopped: at a token's start.
        var end: Int
        /// Whether it stopped at a byte that the language's `lexStep` reads (a block comment, a literal, a
        /// directive); else at a name that may run past the bytes classified, a token or line comment the byte loop
        /// reads (``isReadInRun(_:at:)``), or the end of the bytes classified.
        var stopped: Bool
        /// Whether it passed a token.
        var passedToken: Bool
        /// Whether it passed a newline after its last token (or, with no token, any newline).
        var newlineSinceToken: Bool
    }

    /// Passes the names, spaces, newlines and plain punctuation of the classified bytes from `start` (a token's
    /// start) as ``skimPlainRun(in:functions:)`` does a byte at a time: 64 bytes classified at once (or what is left
    /// of the last 64, in `block`), then only the names looked at, by their bits. Notes each name of `functions` in
    /// `candidates` with where lexing can start again (the second token before it), and the last two tokens' starts
    /// in `recent`. `nil` when fewer than 64 bytes are left and the last block classified does not reach `start`.
    @inline(__always)
    static func skimBlock(
        _ buffer: UnsafeBufferPointer<UInt8>, at start: Int, block: inout ClassifiedBlock, functions: FunctionIndex,
        recent: inout (Int, Int), candidates: inout [(name: Int, restart: Int, index: Int)]
    ) -> BlockSkim? {
        if !block.covers(start) {
            guard let base = buffer.baseAddress, start + 64 <= buffer.count else { return nil }
            block.start = start
            l10n_text_classify_source(base + start, &block.classes)
        }
        let shift = UInt64(start - block.start)
        let valid = 64 - Int(shift)
        let validBits: UInt64 = valid == 64 ? ~0 : (1 << UInt64(valid)) - 1
        let name = block.classes.name >> shift
        let newline = block.classes.newline >> shift
        let nameStarts = name & ~(name << 1)
        // A number is read by the language's step (`1.5` is one token).
        let stops = (~(name | block.classes.space >> shift | newline | block.classes.plain >> shift)
            | (nameStarts & block.classes.digit >> shift)) & validBits
        var limit = stops == 0 ? valid : stops.trailingZeroBitCount
        var stopped = stops != 0
        // A name that reaches the last byte classified may go on past it: it is left to the byte loop.
        if (name >> UInt64(valid - 1)) & 1 != 0 {
            let lastStart = 63 - (nameStarts & validBits).leadingZeroBitCount
            if lastStart < limit {
                limit = lastStart
                stopped = false
            }
        }
        // A number, a line comment, a lone `/` or `@` is read by the byte loop, which goes on after it.
        if stopped, start + limit < buffer.count, isReadInRun(buffer, at: start + limit) { stopped = false }
        let below: UInt64 = limit == 64 ? ~0 : (1 << UInt64(limit)) - 1
        let tokens = (nameStarts | block.classes.plain >> shift) & below
        var names = nameStarts & below
        while names != 0 {
            let offset = names.trailingZeroBitCount
            names &= names - 1
            let length = (~(name >> UInt64(offset))).trailingZeroBitCount
            if let index = functions.nameIndex(buffer, (start + offset)..<(start + offset + length)) {
                let restart = restart(before: offset, tokens: tokens, start: start, recent: recent)
                candidates.append((start + offset, restart, index))
            }
        }
        let newlines = newline & below
        var newlineSinceToken = newlines != 0
        switch tokens.nonzeroBitCount {
        case 0: break
        case 1:
            let last = tokens.trailingZeroBitCount
            recent = (recent.1, start + last)
            newlineSinceToken = last < 63 && newlines >> UInt64(last + 1) != 0
        default:
            let last = 63 - tokens.leadingZeroBitCount
            let second = 63 - (tokens & ~(1 << UInt64(last))).leadingZeroBitCount
            recent = (start + second, start + last)
            newlineSinceToken = last < 63 && newlines >> UInt64(last + 1) != 0
        }
        return BlockSkim(
            end: start + limit, stopped: stopped, passedToken: tokens != 0, newlineSinceToken: newlineSinceToken)
    }

    /// The start of the second token before the token at bit `offset` of a block at `start`, whose token starts are
    /// the bits of `tokens`; `recent` holds the last two before the block.
    @inline(__always)
    private static func restart(before offset: Int, tokens: UInt64, start: Int, recent: (Int, Int)) -> Int {
        let earlier = tokens & ((1 << UInt64(offset)) - 1)
        switch earlier.nonzeroBitCount {
        case 0: return recent.0
        case 1: return recent.1
        default:
            let last = 63 - earlier.leadingZeroBitCount
            return start + 63 - (earlier & ~(1 << UInt64(last))).leadingZeroBitCount
        }
    }
}
