/// A value shared between threads, guarded by a `Lock` (a pthread mutex the thread sanitizer sees).
///
/// Use `Lock` itself when nothing Swift-side is guarded: a zero-sized `State` shares its address with
/// the lock's field, and the sanitizer then reports the two as racing.
public final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var state: State

    /// A lock guarding `initialState`.
    public init(_ initialState: State) {
        state = initialState
    }

    /// Runs `body` with exclusive access to the guarded value and returns what it returns.
    public func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&state) }
    }
}
