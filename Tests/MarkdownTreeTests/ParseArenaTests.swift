import CCmarkGFM
import CMarkArena
import Testing

@testable import MarkdownTree

/// cmark's memory for one parse comes from an arena released at once (`cmark_arena.c`): the
/// allocator must behave as calloc, realloc and free do, and a tree converted from an arena
/// must be the one converted from the C heap.
@Suite struct ParseArenaTests {
    /// One live allocation of the random workout: where it is, its size and its fill byte.
    struct Live {
        var pointer: UnsafeMutableRawPointer
        var bytes: Int
        var fill: UInt8
    }

    /// Checks that `live` still holds its fill byte throughout.
    static func expectIntact(_ live: Live, _ comment: String) {
        let bytes = UnsafeRawBufferPointer(start: live.pointer, count: live.bytes)
        #expect(bytes.allSatisfy { $0 == live.fill }, "\(comment): \(live.bytes) bytes lost their fill")
    }

    /// Runs `body` with a new arena current on this thread, then releases it.
    static func withArena(firstBlock: Int = 0, _ body: (OpaquePointer, cmark_mem) -> Void) {
        guard let arena = cmark_swift_arena_new(firstBlock) else {
            Issue.record("no arena")
            return
        }
        let previous = cmark_swift_arena_enter(arena)
        body(arena, cmark_swift_arena_allocator().pointee)
        cmark_swift_arena_restore(previous)
        cmark_swift_arena_release(arena)
    }

    @Test func randomAllocationsGrowthAndFreesKeepEveryByte() {
        Self.withArena { arena, memory in
            var random = XorShift(state: 0x5EED_A11C)
            func next(_ bound: Int) -> Int { random.next(bound) }
            var live: [Live] = []
            for step in 0..<30_000 {
                let choice = next(10)
                // Mostly node-sized, some buffer-sized, a few past the arena's large size.
                let size = [next(200), next(700), next(20_000), next(90_000)][[0, 0, 0, 1, 1, 1, 2, 2, 3, 0][next(10)]]
                if choice < 4 || live.isEmpty {
                    let pointer = memory.calloc(1, size)!
                    #expect(
                        UnsafeRawBufferPointer(start: pointer, count: size).allSatisfy { $0 == 0 },
                        "step \(step): calloc(\(size)) not cleared")
                    let fill = UInt8(truncatingIfNeeded: step | 1)
                    pointer.initializeMemory(as: UInt8.self, repeating: fill, count: size)
                    live.append(Live(pointer: pointer, bytes: size, fill: fill))
                } else if choice < 7 {
                    let index = next(live.count)
                    Self.expectIntact(live[index], "step \(step), before realloc")
                    let grown = live[index].bytes + size
                    let pointer = memory.realloc(live[index].pointer, grown)!
                    let old = Live(pointer: pointer, bytes: live[index].bytes, fill: live[index].fill)
                    Self.expectIntact(old, "step \(step), after realloc to \(grown)")
                    pointer.initializeMemory(as: UInt8.self, repeating: old.fill, count: grown)
                    live[index] = Live(pointer: pointer, bytes: grown, fill: old.fill)
                } else {
                    let index = next(live.count)
                    Self.expectIntact(live[index], "step \(step), before free")
                    memory.free(live.remove(at: index).pointer)
                }
                if live.count > 300 { memory.free(live.removeFirst().pointer) }
            }
            for allocation in live { Self.expectIntact(allocation, "at the end") }
            #expect(cmark_swift_arena_reserved_bytes(arena) > 0)
        }
    }

    @Test func memoryFreedAndCutAgainIsCleared() {
        Self.withArena { _, memory in
            for size in [1, 8, 24, 100, 512, 513, 4000, 20_000] {
                for _ in 0..<3 {
                    // Freed last (its room given back), then freed among others (a free list).
                    let first = memory.calloc(1, size)!
                    first.initializeMemory(as: UInt8.self, repeating: 0xFF, count: size)
                    let second = memory.calloc(1, size)!
                    second.initializeMemory(as: UInt8.self, repeating: 0xFF, count: size)
                    memory.free(first)
                    memory.free(second)
                    let again = memory.calloc(1, size)!
                    #expect(UnsafeRawBufferPointer(start: again, count: size).allSatisfy { $0 == 0 }, "\(size) bytes")
                    let more = memory.calloc(1, size)!
                    #expect(UnsafeRawBufferPointer(start: more, count: size).allSatisfy { $0 == 0 }, "\(size) bytes")
                }
            }
        }
    }

    @Test func withNoArenaTheHooksUseTheHeap() {
        #expect(cmark_swift_arena_current() == nil)
        let memory = cmark_swift_arena_allocator().pointee
        let pointer = memory.calloc(3, 100)!
        #expect(UnsafeRawBufferPointer(start: pointer, count: 300).allSatisfy { $0 == 0 })
        pointer.initializeMemory(as: UInt8.self, repeating: 9, count: 300)
        let grown = memory.realloc(pointer, 100_000)!
        #expect(UnsafeRawBufferPointer(start: grown, count: 300).allSatisfy { $0 == 9 })
        memory.free(grown)
        memory.free(nil)
    }

    @Test func treesConvertedInAnArenaAreTheTreesConvertedFromTheHeap() {
        for fixture in SpecFixture.all {
            let source = Array(fixture.markdown.utf8)
            let options = fixture.parseOptions
            let heap = source.withUnsafeBufferPointer { CMarkConverter.convert(utf8: $0, options: options, inArena: false) }
            let arena = source.withUnsafeBufferPointer { CMarkConverter.convert(utf8: $0, options: options, inArena: true) }
            GeneratedMarkdown.expectSame(arena, heap, fixture.name)
        }
        // Generated documents, with depth limits whose flattening makes cmark allocate an
        // iterator inside the arena.
        for seed in 200..<230 {
            let source = GeneratedMarkdown.markdown(seed: UInt64(seed), blocks: 300)
            for options in GeneratedMarkdown.variants {
                let heap = source.withUnsafeBufferPointer {
                    CMarkConverter.convert(utf8: $0, options: options, inArena: false)
                }
                let arena = source.withUnsafeBufferPointer {
                    CMarkConverter.convert(utf8: $0, options: options, inArena: true)
                }
                GeneratedMarkdown.expectSame(arena, heap, "seed \(seed), \(options)")
            }
        }
    }

    @Test func parsesUseTheArenaInEveryBuild() {
        // AddressSanitizer builds included: the arena poisons what it has not handed out.
        let used = Array("# Title\n\nText *em*.\n".utf8).withUnsafeBufferPointer { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: ParseOptions(), inArena: true) { _ in
                cmark_swift_arena_current() != nil
            }
        }
        #expect(used)
        #expect(cmark_swift_arena_current() == nil, "the arena is no longer current after the parse")
    }

    @Test func freedMemoryIsPoisonedUnderAddressSanitizer() {
        Self.withArena { _, memory in
            let first = memory.calloc(1, 40)!
            let second = memory.calloc(1, 40)!
            #expect(cmark_swift_arena_is_poisoned(first) != 1, "handed out")
            memory.free(first)
            // -1: not an AddressSanitizer build, nothing to ask.
            let poisoned = cmark_swift_arena_is_poisoned(first)
            #expect(poisoned == -1 || poisoned == 1, "freed")
            #expect(cmark_swift_arena_is_poisoned(UnsafeRawPointer(second) + 40) != 0, "past the last cut")
            memory.free(second)
        }
    }

    @Test func aParseInsideAnothersBodyGivesItsArenaBack() {
        let outer = Array("Outer *text*.\n".utf8)
        let inner = Array("# Inner\n".utf8)
        let (before, after, innerText) = outer.withUnsafeBufferPointer { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: ParseOptions(), inArena: true) { root in
                let before = cmark_swift_arena_current()
                let innerText = inner.withUnsafeBufferPointer { CMarkConverter.convert(utf8: $0, options: ParseOptions()) }.bytes
                // The outer tree is still readable, and its arena current again.
                _ = cmark_node_first_child(root)
                return (before, cmark_swift_arena_current(), innerText)
            }
        }
        #expect(before == after)
        #expect(innerText == Array("Inner".utf8))
        #expect(cmark_swift_arena_current() == nil)
    }
}
