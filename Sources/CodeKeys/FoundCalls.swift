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

    /// The calls in file order (a body's keys, found at its type's name, come before the calls in the body), each
    /// with the context `contexts` gives its key.
    func inFileOrder(contexts: CodeContexts?) -> [LocalizationCall] {
        var order: [Int]?
        if zip(offsets, offsets.dropFirst()).contains(where: { $0 > $1 }) {
            order = offsets.indices.sorted { (offsets[$0], $0) < (offsets[$1], $1) }
        }
        guard order != nil || contexts != nil else { return calls }
        return (order ?? Array(calls.indices)).map { index in
            var call = calls[index]
            if let contexts { call.context = contexts.context(at: offsets[index]) }
            return call
        }
    }
}
