import Dispatch
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
