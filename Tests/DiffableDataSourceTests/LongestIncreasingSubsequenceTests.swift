import DiffableDataSource
import Testing

@Suite struct LongestIncreasingSubsequenceTests {
    /// The length of a longest strictly increasing subsequence, by the quadratic textbook method.
    static func referenceLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    @Test func knownExample() {
        #expect(longestIncreasingSubsequence([3, 0, 1, 4, 2]) == [1, 2, 4])
        #expect(longestIncreasingSubsequence([]) == [])
        #expect(longestIncreasingSubsequence([5, 4, 3]).count == 1)
    }

    @Test func matchesReferenceOnSeededPermutations() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in [1, 2, 7, 31, 200] {
            for _ in 0..<20 {
                var values = Array(0..<length)
                for i in stride(from: length - 1, to: 0, by: -1) {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    values.swapAt(i, Int(state >> 33) % (i + 1))
                }
                let indices = longestIncreasingSubsequence(values)
                #expect(indices.count == Self.referenceLength(values), "\(values)")
                #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] })
            }
        }
    }
}
