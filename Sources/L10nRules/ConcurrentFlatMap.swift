import Dispatch
import Foundation
import Locking

extension Array where Element: Sendable {
    /// The results of `transform` for every element, in the elements' order, the elements worked on side by side on
    /// all cores: for a rule whose work per language outweighs the others', so that it does not hold up the check.
    func concurrentFlatMap<Result: Sendable>(_ transform: @Sendable (Element) -> [Result]) -> [Result] {
        let results = Locked([[Result]](repeating: [], count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let found = transform(self[index])
            results.withLock { $0[index] = found }
        }
        return results.withLock { $0 }.flatMap { $0 }
    }
}

extension RandomAccessCollection where Index == Int, Element: Sendable, Self: Sendable {
    /// The results of `transform` for every element, in order, worked out in contiguous chunks, two per core: for the
    /// per-key work of a single table, which one table per core would leave on one core. Each chunk has a `State` of
    /// its own (made by `makeState`) that `transform` may keep what it learns in, such as a cache.
    func concurrentMap<State, Result: Sendable>(
        makeState: @Sendable () -> State, _ transform: @Sendable (inout State, Element) -> Result
    ) -> [Result] {
        let chunkCount = Swift.min(count, 2 * ProcessInfo.processInfo.activeProcessorCount)
        guard chunkCount > 1 else {
            var state = makeState()
            return map { transform(&state, $0) }
        }
        let chunks = Locked([[Result]](repeating: [], count: chunkCount))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let lower = startIndex + count * chunk / chunkCount
            let upper = startIndex + count * (chunk + 1) / chunkCount
            var state = makeState()
            let found = self[lower..<upper].map { transform(&state, $0) }
            chunks.withLock { $0[chunk] = found }
        }
        return chunks.withLock { $0 }.flatMap { $0 }
    }
}
