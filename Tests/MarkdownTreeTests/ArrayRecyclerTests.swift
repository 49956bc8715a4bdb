import Testing

@testable import MarkdownTree

/// The recycler keeps large arrays, emptied with their storage, for the next take of their
/// element type. Each test uses an element type of its own, so tests running at once (and
/// renders that recycle styled arrays) never take each other's arrays; they run one at a
/// time, since one of them frees everything kept.
@Suite(.serialized) struct ArrayRecyclerTests {
    private struct Kept: Sendable { var value: Int64 }
    private struct Small: Sendable { var value: Int64 }
    private struct Shared: Sendable { var value: Int64 }
    private struct Released: Sendable { var value: Int64 }
    private struct Many: Sendable { var value: Int64 }
    private struct Sized: Sendable { var value: Int64 }

    /// An array of `type` with room for `count` elements, all written.
    private static func filled<Element>(_ type: Element.Type, count: Int, _ make: (Int) -> Element) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for index in 0..<count { array.append(make(index)) }
        return array
    }

    private static let largeCount = ArrayRecycler.minimumBytes / MemoryLayout<Int64>.stride

    @Test func aLargeArrayComesBackEmptyInItsOwnStorage() {
        let array = Self.filled(Kept.self, count: Self.largeCount) { Kept(value: Int64($0)) }
        let storage = array.withUnsafeBufferPointer { $0.baseAddress }
        let capacity = array.capacity
        ArrayRecycler.recycle(consume array)
        let taken = ArrayRecycler.takeKept(Kept.self)
        #expect(taken.isEmpty)
        #expect(taken.capacity == capacity)
        #expect(taken.withUnsafeBufferPointer { $0.baseAddress } == storage)
        // Taken once: the next take makes a new array.
        #expect(ArrayRecycler.takeKept(Kept.self).capacity == 0)
    }

    @Test func smallArraysAreNotKept() {
        ArrayRecycler.recycle(Self.filled(Small.self, count: 100) { Small(value: Int64($0)) })
        #expect(ArrayRecycler.takeKept(Small.self).capacity == 0)
        // A take asking for little room does not look at the shelf either.
        ArrayRecycler.recycle(Self.filled(Small.self, count: Self.largeCount) { Small(value: Int64($0)) })
        #expect(ArrayRecycler.take(Small.self, capacity: 10).capacity < Self.largeCount)
        #expect(ArrayRecycler.take(Small.self, capacity: Self.largeCount).capacity >= Self.largeCount)
    }

    @Test func anArrayStillHeldElsewhereIsNotKept() {
        let array = Self.filled(Shared.self, count: Self.largeCount) { Shared(value: Int64($0)) }
        let other = array
        ArrayRecycler.recycle(array)
        #expect(ArrayRecycler.takeKept(Shared.self).capacity == 0)
        #expect(other.count == Self.largeCount && other.last?.value == Int64(Self.largeCount - 1))
    }

    @Test func releaseFreesWhatIsKept() {
        ArrayRecycler.recycle(Self.filled(Released.self, count: Self.largeCount) { Released(value: Int64($0)) })
        ArrayRecycler.release()
        #expect(ArrayRecycler.takeKept(Released.self).capacity == 0)
    }

    @Test func atMostAFewArraysOfATypeAreKept() {
        for _ in 0..<(ArrayRecycler.arraysPerType + 2) {
            ArrayRecycler.recycle(Self.filled(Many.self, count: Self.largeCount) { Many(value: Int64($0)) })
        }
        var taken = 0
        while ArrayRecycler.takeKept(Many.self).capacity > 0 { taken += 1 }
        #expect(taken == ArrayRecycler.arraysPerType)
    }

    @Test func aTakeGetsTheSmallestArrayWithTheRoomAndNoneOverItsBound() {
        for scale in [1, 4, 16] {
            ArrayRecycler.recycle(Self.filled(Sized.self, count: scale * Self.largeCount) { Sized(value: Int64($0)) })
        }
        // Room for twice the smallest: the middle one, not the largest.
        #expect(ArrayRecycler.take(Sized.self, capacity: 2 * Self.largeCount).capacity < 16 * Self.largeCount)
        // Of at most 8 times the smallest: the smallest, and the largest stays kept.
        let bound = 8 * Self.largeCount * MemoryLayout<Sized>.stride
        let small = ArrayRecycler.takeKept(Sized.self, upTo: bound)
        #expect(small.capacity >= Self.largeCount && small.capacity < 4 * Self.largeCount)
        #expect(ArrayRecycler.takeKept(Sized.self, upTo: bound).capacity == 0)
        #expect(ArrayRecycler.takeKept(Sized.self).capacity >= 16 * Self.largeCount)
    }
}
