import Dispatch

/// Work on a large text done in two halves at once, on this thread and one other.
///
/// The halves must touch disjoint state (each writes its own output; both may read shared
/// input that neither writes): that is what makes running them together safe, and it is
/// the caller's to keep. Used only past a size where a thread's start-up is small next to
/// the work (a document, a paragraph or a text node of hundreds of kilobytes): here for
/// converting cmark's tree, and by the layout module for styling, preparing and sanitizing.
///
/// ```swift
/// var (left, right) = ([UInt8](), [UInt8]())
/// Halves.run({ left = Array(first) }, { right = Array(second) })
/// ```
package enum Halves {
    /// The size in bytes from which a text's work is split in two halves.
    package static let threshold = 256 * 1024

    /// Runs `first` and `second` at once and returns when both are done.
    package static func run(_ first: () -> Void, _ second: () -> Void) {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let work = Pair(first: first, second: second)
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    if half == 0 { work.first() } else { work.second() }
                }
            }
        }
    }

    /// The two halves' work, handed to the two threads.
    private struct Pair: @unchecked Sendable {
        let first: () -> Void
        let second: () -> Void
    }
}
