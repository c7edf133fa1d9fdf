/// Row numbers of a file's table, in order: a run of consecutive rows as its bounds (the rows of a file with one
/// section, or of a section written in one block, cost nothing a row), any other order as an array.
struct RowNumbers: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Hashable, Sendable {
        case run(Range<UInt32>)
        /// Rows in any order, and whether each is greater than the one before.
        case array([UInt32], ascending: Bool)
    }

    private var storage: Storage

    /// No rows.
    init() { storage = .run(0..<0) }

    /// `rows`, in that order.
    init(_ rows: [UInt32]) { storage = .array(rows, ascending: zip(rows, rows.dropFirst()).allSatisfy { $0 < $1 }) }

    init(arrayLiteral rows: UInt32...) { self.init(rows) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .run(let run): run.count
        case .array(let rows, _): rows.count
        }
    }

    subscript(position: Int) -> UInt32 {
        switch storage {
        case .run(let run): run.lowerBound + UInt32(position)
        case .array(let rows, _): rows[position]
        }
    }

    /// Whether each row is greater than the one before (a file's rows in file order, or some of them).
    var isAscending: Bool {
        switch storage {
        case .run: true
        case .array(_, let ascending): ascending
        }
    }

    /// Where `row` is among these rows, when they ascend (`isAscending`); nil when it is not among them, or they
    /// do not ascend. - Complexity: O(1) for a run, O(log rows) for an array.
    func position(of row: UInt32) -> Int? {
        switch storage {
        case .run(let run):
            return run.contains(row) ? Int(row - run.lowerBound) : nil
        case .array(let rows, let ascending):
            guard ascending else { return nil }
            var low = 0, high = rows.count  // rows[..<low] < row <= rows[high...]
            while low < high {
                let middle = (low + high) / 2
                if rows[middle] < row { low = middle + 1 } else { high = middle }
            }
            return low < rows.count && rows[low] == row ? low : nil
        }
    }

    /// Adds `row` after the others: a run stays one while rows follow it. - Complexity: O(1) amortised (O(rows)
    /// once, when a run first becomes an array).
    mutating func append(_ row: UInt32) {
        switch storage {
        case .run(let run) where run.isEmpty:
            storage = .run(row..<row + 1)
        case .run(let run) where run.upperBound == row:
            storage = .run(run.lowerBound..<row + 1)
        case .run(let run):
            storage = .array(Array(run) + [row], ascending: row >= run.upperBound)
        case .array(var rows, let ascending):
            storage = .run(0..<0)  // `rows` holds the only reference: appended in place
            let stillAscending = ascending && rows.last.map { $0 < row } ?? true
            rows.append(row)
            storage = .array(rows, ascending: stillAscending)
        }
    }

    static func == (lhs: RowNumbers, rhs: RowNumbers) -> Bool { lhs.elementsEqual(rhs) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for row in self { hasher.combine(row) }
    }
}
