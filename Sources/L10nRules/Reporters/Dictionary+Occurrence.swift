extension Dictionary where Value == Int {
    /// Counts one more occurrence of `key` and returns how many there are now: 1 the first time. The key is looked up
    /// once (`subscript(_:default:)` modified in place), not once to read and again to write.
    mutating func countOccurrence(of key: Key) -> Int {
        func increment(_ count: inout Int) -> Int {
            count += 1
            return count
        }
        return increment(&self[key, default: 0])
    }
}
