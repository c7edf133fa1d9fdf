import LatticeLayout

/// Rects filed in a grid of square buckets over the canvas, for "does this rect touch any of them" in about
/// constant time: the ink of texts a renderer's batch holds back, the content a transition frame has drawn.
/// Rects spanning many buckets are kept aside and checked one by one; rects off the canvas are filed in its
/// edge buckets (queries test the rects themselves, so that only costs time).
package struct OverlapIndex {
    private static let side = 64.0
    /// The most buckets a rect is filed under (larger ones go to `large`).
    private static let bucketLimit = 64
    private var rects: [Rect] = []
    private var large: [Int32] = []
    private var columns = 1, rows = 1
    private var buckets: [[Int32]] = [[]]
    /// The buckets holding something, to empty them without visiting the others.
    private var filled: [Int] = []

    /// An empty index; `reset(canvas:)` lays its grid.
    package init() {}

    package var isEmpty: Bool { rects.isEmpty }

    /// Empties the index and lays its grid over a canvas of `size`.
    package mutating func reset(canvas size: Size) {
        removeAll()
        let columns = size.width.isFinite ? max(1, min(Int((size.width / Self.side).rounded(.up)), 512)) : 1
        let rows = size.height.isFinite ? max(1, min(Int((size.height / Self.side).rounded(.up)), 512)) : 1
        guard columns != self.columns || rows != self.rows else { return }
        self.columns = columns
        self.rows = rows
        buckets = Array(repeating: [], count: columns * rows)
    }

    package mutating func insert(_ rect: Rect) {
        let index = Int32(rects.count)
        rects.append(rect)
        guard let span = span(of: rect) else {
            large.append(index)
            return
        }
        for row in span.rows {
            for column in span.columns {
                let bucket = row * columns + column
                if buckets[bucket].isEmpty { filled.append(bucket) }
                buckets[bucket].append(index)
            }
        }
    }

    /// Whether `rect` touches a filed rect.
    package func intersects(_ rect: Rect) -> Bool {
        guard !rects.isEmpty else { return false }
        func hits(_ index: Int32) -> Bool { rects[Int(index)].intersects(rect) }
        if large.contains(where: hits) { return true }
        guard let span = span(of: rect) else { return rects.indices.contains { hits(Int32($0)) } }
        for row in span.rows {
            for column in span.columns where buckets[row * columns + column].contains(where: hits) { return true }
        }
        return false
    }

    package mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
        large.removeAll(keepingCapacity: true)
        for bucket in filled { buckets[bucket].removeAll(keepingCapacity: true) }
        filled.removeAll(keepingCapacity: true)
    }

    /// The buckets `rect` touches (clamped to the grid), or nil when it is not finite or touches more than
    /// `bucketLimit`.
    private func span(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard rect.isFinite else { return nil }
        func cell(_ value: Double, _ count: Int) -> Int {
            Int(min(max((value / Self.side).rounded(.down), 0), Double(count - 1)))
        }
        let columns = cell(rect.minX, self.columns)...cell(rect.maxX, self.columns)
        let rows = cell(rect.minY, self.rows)...cell(rect.maxY, self.rows)
        guard columns.count * rows.count <= Self.bucketLimit else { return nil }
        return (columns, rows)
    }
}
