#if canImport(Glibc)
    import Glibc
#endif

/// Asks Linux to back a large, freshly reserved array with 2 MiB pages.
///
/// The first write to each 4 KiB page of new memory is a page fault: about 1.6 µs on the VM
/// the benchmarks ran on, so some 14 ms for the 33 MB of ANSI that 4 MiB of short code lines
/// become. Where transparent huge pages are on `madvise` (as on the benchmark machine; other
/// systems have `always`, which needs no advice, or `never`), `madvise(MADV_HUGEPAGE)` on the
/// array's memory makes each fault map 2 MiB instead: 17 faults for that output instead of
/// 8,200. The kernel still clears the memory, so what is saved is the cost per fault, not the
/// cost per byte. A kernel that has to compact memory to find a free huge page makes that
/// fault wait; it is one reservation per render.
///
/// Only the output of a render is advised: it is written from start to end once, its size is
/// estimated closely, and it is new memory in every render. (Advising the parse's node arrays
/// too made a flood of small headings slower, 3.6 → 3.8-4.0 s for 8 renders.) Elsewhere, or
/// when the kernel says no, nothing changes but the fault count.
///
/// ```swift
/// var output: [UInt8] = []
/// HugePages.reserve(&output, capacity: 40 << 20)   // 40 MB of room, faulted 2 MiB at a time
/// ```
package enum HugePages {
    /// The smallest room advised: below this, malloc usually serves memory it has already
    /// faulted in.
    package static let minimumBytes = 4 << 20
    /// The size of a huge page on x86-64 and most ARM64 kernels.
    package static let pageBytes = 2 << 20

    /// Reserves room for `capacity` elements in `array` and, when that took new memory of
    /// ``minimumBytes`` or more, advises it.
    package static func reserve<Element>(_ array: inout [Element], capacity: Int) {
        let before = array.capacity
        array.reserveCapacity(capacity)
        let bytes = array.capacity * MemoryLayout<Element>.stride
        guard array.capacity != before, bytes >= minimumBytes else { return }
        array.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            advise(UnsafeMutableRawPointer(base), bytes: bytes)
        }
    }

    /// The whole huge pages inside `bytes` bytes from `address`, or `nil` when there are none.
    package static func alignedRange(address: Int, bytes: Int) -> Range<Int>? {
        let start = (address + pageBytes - 1) & ~(pageBytes - 1)
        let end = (address + bytes) & ~(pageBytes - 1)
        return start < end ? start..<end : nil
    }

    /// Advises the whole huge pages of `bytes` from `base` (the kernel can map nothing
    /// larger than a page inside a partial one).
    private static func advise(_ base: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
            guard let range = alignedRange(address: Int(bitPattern: base), bytes: bytes) else { return }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: range.lowerBound), range.count, MADV_HUGEPAGE)
        #endif
    }
}
