import Foundation
import Testing

@testable import MarkdownTree

/// A render's output array is advised for huge pages: the advice covers whole 2 MiB pages
/// inside the array, and on Linux with transparent huge pages on `madvise` the kernel marks
/// the array's memory eligible (`/proc/self/smaps`), which it does not do unadvised.
struct HugePagesTests {
    @Test func theAdvisedRangeIsTheWholeHugePagesInside() {
        let page = HugePages.pageBytes
        #expect(HugePages.alignedRange(address: page + 16, bytes: page) == nil)
        #expect(HugePages.alignedRange(address: page + 16, bytes: 2 * page) == 2 * page..<3 * page)
        #expect(HugePages.alignedRange(address: page + 16, bytes: 3 * page) == 2 * page..<4 * page)
        #expect(HugePages.alignedRange(address: page, bytes: 2 * page) == page..<3 * page)
        #expect(HugePages.alignedRange(address: page - 1, bytes: page + 1) == page..<2 * page)
        #expect(HugePages.alignedRange(address: 4096, bytes: page - 4096) == nil)
    }

    @Test func reservingKeepsTheContentsAndGivesTheRoom() {
        var array: [UInt8] = Array("kept".utf8)
        HugePages.reserve(&array, capacity: 3 * HugePages.minimumBytes)
        #expect(array == Array("kept".utf8))
        #expect(array.capacity >= 3 * HugePages.minimumBytes)
        array.append(contentsOf: [UInt8](repeating: 0x2A, count: 3 * HugePages.minimumBytes - 4))
        #expect(array.count == 3 * HugePages.minimumBytes)
        #expect(array.last == 0x2A)
    }

    @Test(.enabled(if: HugePagesTests.transparentHugePagesOnRequest))
    func aLargeReservationIsMarkedEligible() throws {
        var array: [UInt8] = []
        HugePages.reserve(&array, capacity: Self.mappedBytes)
        let address = array.withUnsafeMutableBufferPointer { Int(bitPattern: $0.baseAddress) }
        let range = try #require(HugePages.alignedRange(address: address, bytes: array.capacity))
        #expect(try Self.eligible(at: range.lowerBound) == true)

        var unadvised: [UInt8] = []
        unadvised.reserveCapacity(Self.mappedBytes)
        let other = unadvised.withUnsafeMutableBufferPointer { Int(bitPattern: $0.baseAddress) }
        let otherRange = try #require(HugePages.alignedRange(address: other, bytes: unadvised.capacity))
        #expect(try Self.eligible(at: otherRange.lowerBound) == false)
    }

    /// More than glibc's largest mmap threshold (32 MiB): each array is a mapping of its own,
    /// not heap memory that an earlier test's advised array may have left marked.
    private static let mappedBytes = 40 << 20

    /// Whether the kernel gives huge pages only where asked (`[madvise]`), the setting under
    /// which the advice is what makes memory eligible.
    static var transparentHugePagesOnRequest: Bool {
        let setting = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
        return setting?.contains("[madvise]") == true
    }

    /// The `THPeligible` flag of the mapping that holds `address`, from `/proc/self/smaps`.
    private static func eligible(at address: Int) throws -> Bool? {
        // Read to the end: `String(contentsOfFile:)` stops at the size a proc file reports.
        let data = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps")).readToEnd() ?? Data()
        let smaps = String(decoding: data, as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
                let start = Int(line[..<dash], radix: 16), let end = Int(line[line.index(after: dash)..<space], radix: 16)
            {
                inside = start <= address && address < end
            } else if inside && line.hasPrefix("THPeligible:") {
                return line.hasSuffix("1")
            }
        }
        return nil
    }
}
