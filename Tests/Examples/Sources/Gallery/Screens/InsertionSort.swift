import CollectionView
import DiffableDataSource
import LatticeGTK
import LatticeLayout

extension Screens {
    /// Rows of colours put in order by insertion sort: every step moves one colour of each row into place, and
    /// the diff of the new snapshot animates the move.
    static let insertionSort = Screen(slug: "insertion-sort", title: "Insertion Sort Visualization") { context in
        struct Swatch: Hashable, Sendable { let row: Int, value: Int }
        let rows = 10, columns = 14
        var random = Shuffler(seed: 7)
        var order = (0..<rows).map { row in random.shuffled((0..<columns).map { Swatch(row: row, value: $0) }) }
        var sortedPrefix = Array(repeating: 1, count: rows)
        var steps = 0
        var section = Cells.grid(columns: columns, height: .fractionalWidth(1.0 / Double(columns)), itemInsets: 2)
        section.contentInsets = EdgeInsets(all: 10)
        let model = context.model(CompositionalLayout(section: section))
        let dataSource = CollectionViewDataSource<Int, Swatch>(model: model) { _, swatch, _ in
            CellContent(
                content: .cell(),
                background: BackgroundConfiguration(
                    fill: .color(.soft(hue: Double(swatch.value) / Double(columns) * 0.8)), cornerRadius: 4))
        }
        func snapshot() -> Snapshot<Int, Swatch> {
            var snapshot = Snapshot<Int, Swatch>()
            for row in 0..<rows {
                snapshot.appendSections([row])
                snapshot.appendItems(order[row], toSection: row)
            }
            return snapshot
        }
        /// Inserts the next unsorted colour of every row into its place; false once every row is in order.
        func step() -> Bool {
            var moved = false
            for row in 0..<rows where sortedPrefix[row] < columns {
                let next = order[row].remove(at: sortedPrefix[row])
                let place = order[row][..<sortedPrefix[row]].firstIndex { $0.value > next.value } ?? sortedPrefix[row]
                order[row].insert(next, at: place)
                sortedPrefix[row] += 1
                moved = true
            }
            return moved
        }
        let button = Button(label: "Sort")
        var isSorting = false
        _ = button.onClicked {
            guard !isSorting else { return }
            isSorting = true
            Task { @MainActor in
                while step() {
                    steps += 1
                    await dataSource.apply(snapshot())
                    context.did("stepped \(steps)")
                    try? await Task.sleep(for: .milliseconds(400))
                }
                context.did("sorted in \(steps) steps")
            }
        }
        Task { @MainActor in await dataSource.apply(snapshot(), animatingDifferences: false) }
        let canvas = context.canvas(model, role: .grid)
        let box = Box(.vertical)
        box.append(Cells.toolbar(button))
        box.append(canvas.widget)
        return ScreenView(
            widget: box, canvas: canvas, isReady: { dataSource.snapshot.numberOfItems > 0 },
            target: { .clickWidget(button) })
    }
}

/// A small seeded shuffle, so every run starts from the same disorder.
struct Shuffler {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func shuffled<T>(_ values: [T]) -> [T] {
        var values = values
        for index in values.indices.reversed() where index > 0 {
            values.swapAt(index, Int(next() % UInt64(index + 1)))
        }
        return values
    }
}
