import Locking

/// Formatters shared by the whole process, one per key (locale and options): what the `cached`
/// constructors of the formatters use (internal).
///
/// A `Locked` dictionary (a pthread mutex) guards the dictionary only; a missing formatter is opened outside the lock, so one slow
/// ICU open never blocks lookups. Two threads may then open the same formatter at once: the first
/// one stored wins and both get it. The cache holds at most `limit` formatters; when it is full it is
/// emptied and starts over (formatters still in use stay alive through their references).
final class ICUFormatterCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most formatters kept.
    let limit: Int
    private let entries = Locked<[Key: Value]>([:])

    /// An empty cache for at most `limit` formatters.
    init(limit: Int = 512) {
        self.limit = limit
    }

    /// The formatter for `key`, opened by `make` the first time.
    func value(for key: Key, make: () throws(ICUError) -> Value) throws(ICUError) -> Value {
        if let cached = entries.withLock({ $0[key] }) {
            return cached
        }
        let made = try make()
        return entries.withLock { entries in
            if let first = entries[key] {
                return first
            }
            if entries.count >= limit {
                entries.removeAll(keepingCapacity: true)
            }
            entries[key] = made
            return made
        }
    }

    /// How many formatters the cache holds now.
    var count: Int {
        entries.withLock { $0.count }
    }
}
