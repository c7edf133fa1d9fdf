/// The line each row of a file starts on, by row number, kept as the rows where the distance from row to line
/// changes: a file whose every row is one line holds one entry (the header's), where an array of lines holds 4
/// bytes a row. Rows spanning lines (a quoted field holding a newline) or blank lines between rows add an entry
/// each; past one entry for every four rows the lines are kept as an array instead.
struct RowLines: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        /// Rows where `line - row` changes, in order, and from each on the line of a row is `row + offset`.
        case changes(rows: [UInt32], offsets: [UInt32])
        case lines([UInt32])
    }

    private var storage: Storage = .changes(rows: [], offsets: [])
    private(set) var count = 0

    /// No rows.
    init() {}

    /// `lines`, one a row.
    init(_ lines: [UInt32]) {
        storage = .lines(lines)
        count = lines.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The line row `position` starts on. - Complexity: O(log changes).
    subscript(position: Int) -> UInt32 {
        switch storage {
        case .lines(let lines):
            return lines[position]
        case .changes(let rows, let offsets):
            return Self.line(of: position, changes: rows, offsets: offsets)
        }
    }

    /// The line of row `position` after the changes `rows` (the first of them 0) with their `offsets`.
    private static func line(of position: Int, changes rows: [UInt32], offsets: [UInt32]) -> UInt32 {
        var low = 0, high = rows.count  // rows[low] <= position < rows[high]
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(rows[middle]) <= position { low = middle } else { high = middle }
        }
        return UInt32(position) &+ offsets[low]
    }

    /// Adds the line of the next row (no earlier than the last row's). - Complexity: O(1) amortised.
    mutating func append(_ line: UInt32) {
        let row = UInt32(count)
        count += 1
        switch storage {
        case .lines(var lines):
            storage = .changes(rows: [], offsets: [])  // `lines` holds the only reference: appended in place
            lines.append(line)
            storage = .lines(lines)
        case .changes(var rows, var offsets):
            if offsets.last.map({ row &+ $0 == line }) == true { return }
            storage = .changes(rows: [], offsets: [])
            if rows.count * 4 > count + 64 {
                storage = .lines((0..<Int(row)).map { Self.line(of: $0, changes: rows, offsets: offsets) } + [line])
                return
            }
            rows.append(row)
            offsets.append(line &- row)
            storage = .changes(rows: rows, offsets: offsets)
        }
    }
}
