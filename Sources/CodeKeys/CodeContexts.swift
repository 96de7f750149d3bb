/// The code contexts of a file's stretches: previews (``CodeContext/preview``) and code compiled only with `DEBUG`
/// (``CodeContext/debug``), each a sorted list of disjoint byte ranges, so that a call's context is two binary
/// searches away. A preview in `#if DEBUG` is a preview.
struct CodeContexts {
    private var previews: [Range<Int>]
    private var debug: [Range<Int>]

    /// The contexts of a file of `length` bytes, from its conditional compilation `markers` (in file order) and the
    /// ranges of its previews.
    init(markers: [CodeMarker], previews: [Range<Int>], length: Int) {
        self.previews = Self.merged(previews)
        debug = Self.merged(Self.debugRanges(markers, length: length))
    }

    /// Whether nothing is in another context than the app's.
    var isEmpty: Bool { previews.isEmpty && debug.isEmpty }

    /// The context of the byte at `offset`.
    func context(at offset: Int) -> CodeContext {
        if Self.contains(previews, offset) { return .preview }
        if Self.contains(debug, offset) { return .debug }
        return .app
    }

    /// The branches of `#if` blocks compiled only with `DEBUG`: a branch whose condition is `DEBUG`, and every branch
    /// after one whose condition is `!DEBUG` (the `#else` of `#if !DEBUG`). A block not closed runs to the end.
    private static func debugRanges(_ markers: [CodeMarker], length: Int) -> [Range<Int>] {
        /// An open `#if` block: where its current branch starts, whether it is debug, and whether a `!DEBUG` branch
        /// came before it.
        struct Block {
            var branchStart: Int
            var isDebug: Bool
            var afterNotDebug: Bool
        }
        var blocks: [Block] = []
        var ranges: [Range<Int>] = []
        func closeBranch(at offset: Int) {
            guard let block = blocks.last, block.isDebug, block.branchStart < offset else { return }
            ranges.append(block.branchStart..<offset)
        }
        func startBranch(at offset: Int, condition: DirectiveCondition?) {
            guard var block = blocks.popLast() else { return }
            block.branchStart = offset
            block.isDebug = condition == .debug || block.afterNotDebug
            block.afterNotDebug = block.afterNotDebug || condition == .notDebug
            blocks.append(block)
        }
        for marker in markers {
            switch marker.kind {
            case .conditionStart(let condition):
                blocks.append(Block(
                    branchStart: marker.offset, isDebug: condition == .debug, afterNotDebug: condition == .notDebug))
            case .conditionAlternative(let condition):
                closeBranch(at: marker.offset)
                startBranch(at: marker.offset, condition: condition)
            case .conditionElse:
                closeBranch(at: marker.offset)
                startBranch(at: marker.offset, condition: nil)
            case .conditionEnd:
                closeBranch(at: marker.offset)
                _ = blocks.popLast()
            case .preview:
                break
            }
        }
        while !blocks.isEmpty {
            closeBranch(at: length)
            _ = blocks.popLast()
        }
        return ranges
    }

    /// `ranges` sorted, overlapping ones joined.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Whether one of `ranges` (sorted, disjoint) holds `offset`.
    private static func contains(_ ranges: [Range<Int>], _ offset: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }
}
