/// Row numbers of a file's table, in order: a run of consecutive rows as its bounds (the rows of a file with one
/// section, or of a section written in one block, cost nothing a row), any other order as an array.
struct RowNumbers: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Hashable, Sendable {
        case run(Range<UInt32>)
        case array([UInt32])
    }

    private var storage: Storage

    /// No rows.
    init() { storage = .run(0..<0) }

    /// `rows`, in that order.
    init(_ rows: [UInt32]) { storage = .array(rows) }

    init(arrayLiteral rows: UInt32...) { storage = .array(rows) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .run(let run): run.count
        case .array(let rows): rows.count
        }
    }

    subscript(position: Int) -> UInt32 {
        switch storage {
        case .run(let run): run.lowerBound + UInt32(position)
        case .array(let rows): rows[position]
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
            storage = .array(Array(run) + [row])
        case .array(var rows):
            storage = .run(0..<0)   // `rows` holds the only reference: appended in place
            rows.append(row)
            storage = .array(rows)
        }
    }

    static func == (lhs: RowNumbers, rhs: RowNumbers) -> Bool { lhs.elementsEqual(rhs) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for row in self { hasher.combine(row) }
    }
}
