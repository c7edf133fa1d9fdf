/// Positions in the order a column's values sort them (`SortKeys.order`): those with a value ascending, equal values
/// in the order they came, then those without one. Either direction is read from it in O(n) (`positions(ascending:)`),
/// which is what lets a second click on a header turn the rows round without sorting again.
struct ValueOrder: Sendable {
    /// Which positions hold the same value as the one before them.
    struct Ties: Sendable {
        private var words: [UInt64]
        init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }
        mutating func set(_ index: Int) { words[index >> 6] |= 1 << UInt64(index & 63) }
        func contains(_ index: Int) -> Bool { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
    }

    /// The positions with a value in ascending order, then those without one.
    let positions: [UInt32]
    /// How many of `positions` hold a value.
    let valued: Int
    /// Which of the valued positions equal the one before them.
    let ties: Ties

    /// The positions ascending, or descending with equal values still in the order they came; those without a value
    /// last either way.
    func positions(ascending: Bool) -> [UInt32] {
        guard !ascending else { return positions }
        var result: [UInt32] = []
        result.reserveCapacity(positions.count)
        var end = valued
        while end > 0 {
            var start = end - 1
            while start > 0, ties.contains(start) { start -= 1 }
            result.append(contentsOf: positions[start..<end])
            end = start
        }
        result.append(contentsOf: positions[valued...])
        return result
    }
}
