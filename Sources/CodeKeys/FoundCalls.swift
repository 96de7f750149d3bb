/// The calls found in a file, in the order found, with the offsets of their keys beside them.
struct FoundCalls {
    private(set) var calls: [LocalizationCall] = []
    private(set) var offsets: [Int] = []

    /// Room for `count` calls.
    init(capacity count: Int = 0) {
        calls.reserveCapacity(count)
        offsets.reserveCapacity(count)
    }

    /// Adds `call`, whose key starts at `offset`.
    mutating func append(_ call: LocalizationCall, at offset: Int) {
        calls.append(call)
        offsets.append(offset)
    }

    /// The calls in file order.
    func inFileOrder() -> [LocalizationCall] {
        guard zip(offsets, offsets.dropFirst()).contains(where: { $0 > $1 }) else { return calls }
        return offsets.indices.sorted { (offsets[$0], $0) < (offsets[$1], $1) }.map { calls[$0] }
    }
}
