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
