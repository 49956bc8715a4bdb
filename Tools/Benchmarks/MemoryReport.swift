import CHeapInfo
import CMarkSwift
import Foundation

/// What a default render leaves behind: the heap in use (glibc's `mallinfo2`: chunks in
/// use plus mmapped ones) and the process's threads (`/proc/self/task`), before a parse of
/// the generated corpus and after its render at 80 columns is dropped, and the most threads
/// seen while it ran (a sampler thread, not counted, reads them every millisecond).
///
/// `Benchmarks --memory [--size MB]` prints it; the CLI tests run it to check that a default
/// render starts no thread.
enum MemoryReport {
    static func run(megabytes: Int) -> String {
        var corpus = Corpus(seed: 0x5EED_0000 + UInt64(megabytes))
        let text = corpus.markdown(bytes: megabytes << 20)
        let threadsBefore = threadCount()
        let heapBefore = heapInUse()
        let sampler = ThreadSampler()
        sampler.start()
        var outputBytes = 0
        do {
            let document = Document(parsing: text)
            outputBytes = ANSIRenderer().renderUTF8(document, theme: .dark, width: 80).count
        }
        let most = sampler.stop()
        let heapAfter = heapInUse()
        let threadsAfter = threadsSettled(at: threadsBefore)
        return """
            input: \(text.utf8.count) bytes, output: \(outputBytes) bytes
            heap in use before: \(heapBefore) bytes
            heap in use after: \(heapAfter) bytes
            threads before: \(threadsBefore)
            threads during (most): \(most)
            threads after: \(threadsAfter)
            """
    }

    /// The thread count once the sampler's thread is gone: it has signalled that it is done
    /// but may still be listed for a moment while it exits, so the count is read again,
    /// every millisecond for up to two seconds, until it is back to `expected`. A thread the
    /// render left running stays, and is counted.
    static func threadsSettled(at expected: Int) -> Int {
        var count = threadCount()
        var waited = 0
        while count > expected, waited < 2000 {
            usleep(1000)
            waited += 1
            count = threadCount()
        }
        return count
    }

    /// Bytes the C heap has handed out and not had back.
    static func heapInUse() -> Int {
        let bytes = cmark_swift_heap_in_use()
        return bytes == .max ? -1 : Int(bytes)
    }

    /// The threads of this process, from `/proc/self/task` (-1 where there is none).
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? -1
    }
}

/// Reads the thread count every millisecond on a thread of its own until stopped, and
/// keeps the largest less itself.
private final class ThreadSampler: @unchecked Sendable {
    private let lock = NSLock()
    private var most = 0
    private var running = true
    private var thread: Thread?
    private let done = DispatchSemaphore(value: 0)

    func start() {
        let thread = Thread { [self] in
            while lock.withLock({ running }) {
                let count = MemoryReport.threadCount() - 1
                lock.withLock { most = max(most, count) }
                usleep(1000)
            }
            done.signal()
        }
        self.thread = thread
        thread.start()
        // The first reading is taken before the work starts.
        while lock.withLock({ most }) == 0 { usleep(100) }
    }

    func stop() -> Int {
        lock.withLock { running = false }
        done.wait()
        // The thread's block holds this sampler: let it go, or the two keep each other.
        thread = nil
        return lock.withLock { most }
    }
}
