/// The indices of a longest strictly increasing subsequence of `values`, in increasing index order.
///
/// The diff reports as moved only the items outside such a subsequence of old positions, which is the
/// minimal set of moves that turns the old order into the new one.
///
/// ```swift
/// longestIncreasingSubsequence([3, 0, 1, 4, 2]) // [1, 2, 4] (values 0, 1, 2; ties keep the smallest tails)
/// ```
/// - Complexity: O(n log n).
@inlinable
public func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    // tails[k]: index of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: [Int] = []
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        result.append(cursor)
        cursor = previous[cursor]
    }
    return result.reversed()
}
