import Synchronization

/// Large arrays a render has finished with, kept for the next render to write into again.
///
/// Rendering a large document (`ANSIRenderer.render(_:theme:width:)`, `cmark-swift render`)
/// styles it into arrays of megabytes (the styled text, its runs and cluster runs, its
/// blocks) and drops them at the end. Fresh memory costs a page fault per 4 KiB the first
/// time it is written (about 1.6 µs each on the VM the benchmarks ran on: 45,000 of them
/// for 4 MiB of headings), and glibc gives the top of its heap back to the kernel after
/// such a render, so the next render faults it all in again. Two threads faulting at once
/// in one process also wait for each other, which took most of the gain of styling a
/// large paragraph in halves.
///
/// So the render hands those arrays here when it is done, and the next large render takes
/// them back, emptied with their capacity kept, and writes into memory that is already
/// there. Only arrays of ``minimumBytes`` or more
/// are kept, at most ``maximumBytes`` in all and ``arraysPerType`` of each element type. A
/// program that renders one large document and goes on without rendering more can give the
/// memory back with ``release()``; ``keptBytes`` tells how much is kept.
///
/// ```swift
/// let bytes = ANSIRenderer().render(Document(parsing: hugeMarkdown), theme: .dark, width: 80)
/// print(ArrayRecycler.keptBytes)   // the styled arrays, ready for the next render
/// ArrayRecycler.release()          // or freed now
/// ```
public enum ArrayRecycler {
    /// The smallest array (capacity × stride, in bytes) worth keeping: malloc serves smaller
    /// ones from memory it keeps anyway.
    package static let minimumBytes = 256 * 1024
    /// The most memory kept in all.
    package static let maximumBytes = 256 << 20
    /// The most arrays kept of one element type (two halves of a document each use one or
    /// two).
    package static let arraysPerType = 6

    private struct Shelf {
        /// Arrays by element type, each with its capacity in bytes.
        var arrays: [ObjectIdentifier: [(array: any Sendable, bytes: Int)]] = [:]
        var bytes = 0
    }

    private static let shelf = Mutex(Shelf())

    /// An empty array with room for at least `capacity` elements: when the room is
    /// ``minimumBytes`` or more, the smallest kept array of this type that has it (else the
    /// largest, grown), or a new one.
    package static func take<Element: Sendable>(_ type: Element.Type, capacity: Int) -> [Element] {
        let bytes = capacity * MemoryLayout<Element>.stride
        var array: [Element] = bytes < minimumBytes ? [] : takeKept(Element.self, fitting: bytes, upTo: .max)
        array.reserveCapacity(capacity)
        return array
    }

    /// The largest kept array of this type of at most `maximumBytes`, empty, or a new one
    /// without room: for an array whose size is not known before it is filled. (The bound
    /// keeps a small document, which may be kept long, from taking a huge array.)
    package static func takeKept<Element: Sendable>(_ type: Element.Type, upTo maximumBytes: Int = .max) -> [Element] {
        takeKept(Element.self, fitting: .max, upTo: maximumBytes)
    }

    /// The smallest kept array of this type with `bytes` of room, else the largest, of at
    /// most `maximumBytes`; `[]` when there is none.
    private static func takeKept<Element: Sendable>(_ type: Element.Type, fitting bytes: Int, upTo maximumBytes: Int) -> [Element] {
        shelf.withLock { shelf in
            let key = ObjectIdentifier(Element.self)
            guard let kept = shelf.arrays[key] else { return [] }
            let allowed = kept.indices.filter { kept[$0].bytes <= maximumBytes }
            let fits = allowed.filter { kept[$0].bytes >= bytes }
            guard
                let index = fits.min(by: { kept[$0].bytes < kept[$1].bytes })
                    ?? allowed.max(by: { kept[$0].bytes < kept[$1].bytes })
            else { return [] }
            let taken = shelf.arrays[key]!.remove(at: index)
            shelf.bytes -= taken.bytes
            return taken.array as? [Element] ?? []
        }
    }

    /// Keeps `array` (emptied, its capacity kept) for a later ``take(_:capacity:)``, when it
    /// is large enough and there is room; else drops it.
    package static func recycle<Element: Sendable>(_ array: consuming [Element]) {
        let bytes = array.capacity * MemoryLayout<Element>.stride
        guard bytes >= minimumBytes else { return }
        var array = consume array
        let storage = array.withUnsafeBufferPointer { $0.baseAddress }
        array.removeAll(keepingCapacity: true)
        // An array shared with another owner got new storage when emptied: not worth keeping.
        guard array.withUnsafeBufferPointer({ $0.baseAddress }) == storage else { return }
        let kept = array
        shelf.withLock { shelf in
            let key = ObjectIdentifier(Element.self)
            guard shelf.bytes + bytes <= maximumBytes, shelf.arrays[key, default: []].count < arraysPerType else { return }
            shelf.arrays[key, default: []].append((kept, bytes))
            shelf.bytes += bytes
        }
    }

    /// Gives `array` to ``recycle(_:)``, leaving an empty one in its place: for an array
    /// that is a stored property (whose storage another copy of its owner may still hold).
    package static func recycle<Element: Sendable>(takingFrom array: inout [Element]) {
        var taken: [Element] = []
        swap(&taken, &array)
        recycle(consume taken)
    }

    /// Frees every array kept: for a program done with large documents for a while.
    public static func release() {
        shelf.withLock { $0 = Shelf() }
    }

    /// The bytes of the arrays kept now.
    public static var keptBytes: Int { shelf.withLock { $0.bytes } }
}
