#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`, for code that guards something outside Swift
/// (an ICU handle) rather than a Swift value; `Locked` guards a value.
///
/// The standard library's `Synchronization.Mutex` takes its contended path through raw `futex` calls on
/// Linux, which the thread sanitizer cannot see, so it reports races on everything such a mutex guards.
/// A pthread mutex is intercepted by the sanitizer, so a sanitizer run checks the code that uses this
/// lock instead of reporting the lock itself.
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held and returns what it returns.
    public func withLock<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
