import CSanitizerHooks
import Synchronization

/// State behind a mutex, for the few objects a caller owns and shares between threads (a
/// cache of prepared documents, a highlighter's table): `Synchronization.Mutex` with what
/// ThreadSanitizer needs to know about it, so a program that runs TSan sees no noise from
/// this package.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// ```
package final class Locked<State: Sendable>: Sendable {
    private let mutex: Mutex<State>

    /// A lock over `state`.
    package init(_ state: State) {
        mutex = Mutex(state)
    }

    /// Runs `body` with the state, the lock held.
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        let address = Unmanaged.passUnretained(self).toOpaque()
        return try mutex.withLock { (state: inout State) throws(Failure) -> Result in
            cmark_swift_tsan_acquire(address)
            defer { cmark_swift_tsan_release(address) }
            return try body(&state)
        }
    }
}
