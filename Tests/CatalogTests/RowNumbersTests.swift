import SeededRandom
import Testing

@testable import Catalog

/// Row numbers kept as runs while rows follow each other: always the rows appended, in order, whatever they are.
@Suite struct RowNumbersTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func holdsTheRowsAppendedInOrder(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var numbers = RowNumbers(), expected: [UInt32] = []
        var next = UInt32(random.next() % 5)
        for _ in 0..<2_000 {
            // Mostly the next row (a run), sometimes a jump forward or back.
            switch random.next() % 20 {
            case 0: next += UInt32(random.next() % 50)
            case 1: next = UInt32(random.next() % 100)
            default: break
            }
            numbers.append(next)
            expected.append(next)
            next += 1
            #expect(numbers.count == expected.count && numbers.last == expected.last)
        }
        #expect(Array(numbers) == expected)
        #expect(numbers == RowNumbers(expected) && numbers.hashValue == RowNumbers(expected).hashValue)
        // Ascending as appended, and as made from the array: then each row is found where it is.
        let ascending = zip(expected, expected.dropFirst()).allSatisfy { $0 < $1 }
        #expect(numbers.isAscending == ascending && RowNumbers(expected).isAscending == ascending)
    }

    @Test func findsARowWhereTheRowsAscend() {
        var run = RowNumbers()
        for row in 40..<90 as Range<UInt32> { run.append(row) }
        let gaps = RowNumbers((0..<500).map { UInt32($0 * 3 + 1) })
        #expect(run.isAscending && gaps.isAscending)
        #expect(
            (40..<90).allSatisfy { run.position(of: UInt32($0)) == $0 - 40 } && run.position(of: 39) == nil
                && run.position(of: 90) == nil)
        #expect((0..<500).allSatisfy { gaps.position(of: UInt32($0 * 3 + 1)) == $0 })
        #expect([0, 2, 3, 1_499, 1_500, 5_000].allSatisfy { gaps.position(of: $0) == nil })
        // Rows out of order (a sort's): not searched.
        var unordered = RowNumbers([1, 2, 3])
        unordered.append(2)
        #expect(!unordered.isAscending && unordered.position(of: 1) == nil && !RowNumbers([5, 4]).isAscending)
        #expect(RowNumbers().position(of: 0) == nil && RowNumbers([7]).position(of: 7) == 0)
    }

    @Test func aRunEqualsTheSameRowsAsAnArray() {
        var run = RowNumbers()
        for row in 5..<9 as Range<UInt32> { run.append(row) }
        #expect(Array(run) == [5, 6, 7, 8] && run == [5, 6, 7, 8] && run != [5, 6, 7])
        #expect(RowNumbers().isEmpty && RowNumbers() == [])
    }
}

/// Lines kept as the rows where they stop following the rows: always the lines appended.
@Suite struct RowLinesTests {
    @Test(arguments: [(1, 30), (2, 3), (3, 1)] as [(UInt64, UInt64)])
    func givesTheLineOfEveryRow(seed: UInt64, spread: UInt64) {
        // `spread`: how often a row spans lines or blank lines come between — rarely (changes kept) or on most
        // rows (past one change in four rows the lines are kept as an array).
        var random = SplitMix64(seed: seed)
        var lines = RowLines(), expected: [UInt32] = []
        var line: UInt32 = 2
        for _ in 0..<3_000 {
            lines.append(line)
            expected.append(line)
            line += random.next() % spread == 0 ? 1 + UInt32(random.next() % 4) : 1
        }
        #expect(lines.count == expected.count && Array(lines) == expected)
        for probe in [0, 1, 1_499, 2_999] { #expect(lines[probe] == expected[probe]) }
        #expect(Array(RowLines(expected)) == expected && RowLines().isEmpty)
    }
}
