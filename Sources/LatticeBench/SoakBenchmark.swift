import ArgumentParser
import CollectionView
import DiffableDataSource
import Foundation
import LatticeGTK
import LatticeLayout
import LatticeViewer
import SeededRandom

/// `lattice bench soak`: the live window through thousands of update + transition cycles, one a frame, with
/// resident memory sampled after a warm-up and at the end (it must stay flat) and the longest main-loop stall.
struct SoakBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract:
            "Run update + transition cycles in the window (one a frame) and report memory growth (run under Xvfb).",
        discussion: """
            Each cycle deletes and inserts a few items, animated, and every 25th switches list ↔ grid, animated \
            (so most updates interrupt a running animation). RSS is sampled when 10% of the cycles are done \
            (warm-up) and at the end; rss_growth_percent compares them.
            """)

    @Option(help: "How many update cycles (one a frame).")
    var cycles: Int = 10_000

    @Option(help: "How many items the data keeps.")
    var items: Int = 2_000

    func validate() throws {
        guard cycles >= 10 else { throw ValidationError("--cycles must be at least 10, got \(cycles)") }
        try validateItemCount(items, minimum: 10)
    }

    func run() throws {
        try requireDisplay(for: "soak")
        let figures = MainActor.assumeIsolated { soak() }
        for (key, value) in figures { print("\(key)=\(value)") }
    }

    /// The data shared by the cell provider and the updates.
    final class Box {
        var data: SnapshotLayoutData<String, String>
        init(_ data: SnapshotLayoutData<String, String>) { self.data = data }
    }

    @MainActor
    private func soak() -> [(String, String)] {
        var serial = 0
        func newID() -> String {
            serial += 1
            return "item-\(serial)"
        }
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems((0..<items / 2).map { _ in newID() }, toSection: "a")
        snapshot.appendItems((0..<items - items / 2).map { _ in newID() }, toSection: "b")
        let box = Box(SnapshotLayoutData(snapshot))
        let list = CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
        let grid = CompositionalLayout { _, environment in
            let columns = max(1, Int((environment.effectiveContentSize.width - 24) / 168))
            var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            item.contentInsets = EdgeInsets(all: 6)
            return LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(160)),
                    subitem: item, count: columns))
        }
        let model = CollectionViewModel(
            layout: list, data: box.data, viewportSize: Size(width: 1200, height: 800),
            measurer: PangoTextMeasurer()
        ) { path in
            guard let id = box.data.itemIdentifier(at: path) else { return nil }
            var content = ListContentConfiguration.subtitleCell()
            content.text = id
            content.secondaryText = "Soak cell"
            content.image = .icon("text-x-generic")
            return CellContent(content: content, background: .listGroupedCell())
        }
        var generator = SplitMix64(seed: 11)
        var cycle = 0, isGrid = false
        var warmRSS = 0, endRSS = 0
        var window: CanvasWindow?
        var watchdog: MainLoopWatchdog?
        MainLoop.run {
            let canvas = CanvasView(model: model, theme: .adwaitaLight, label: "Items")
            let shown = CanvasWindow(canvas: canvas, title: "lattice bench soak", width: 1200, height: 800)
            window = shown
            watchdog = MainLoopWatchdog()
            canvas.addTickHandler { _ in
                var next = snapshot
                let victims = next.itemIdentifiers.shuffled(using: &generator).prefix(3)
                next.deleteItems(Array(victims))
                next.appendItems((0..<3).map { _ in newID() }, toSection: generator.next() % 2 == 0 ? "a" : "b")
                let changes = ChangeSet(from: snapshot, to: next)
                let landed = next
                model.update(to: landed, changes: changes) { box.data = SnapshotLayoutData(landed) }
                snapshot = landed
                if cycle % 25 == 0 {
                    isGrid.toggle()
                    model.setLayout(isGrid ? grid : list)
                }
                model.scroll(toOffset: Double(generator.next() % 4_000))
                canvas.queueDraw()
                cycle += 1
                if cycle == cycles / 10 { warmRSS = ProcessClock.statusKilobytes("VmRSS") }
                if cycle >= cycles {
                    endRSS = ProcessClock.statusKilobytes("VmRSS")
                    MainLoop.quit()
                    return false
                }
                return true
            }
            shown.present()
        }
        watchdog?.stop()
        window?.destroy()
        let growth = warmRSS > 0 ? Double(endRSS - warmRSS) / Double(warmRSS) * 100 : 0
        return [
            ("bench", "soak"), ("cycles", "\(cycle)"), ("items", "\(items)"),
            ("rss_after_warmup_kb", "\(warmRSS)"), ("rss_end_kb", "\(endRSS)"), ("rss_growth_percent", format(growth)),
            ("peak_rss_kb", "\(peakResidentKilobytes())"),
            ("longest_main_loop_stall_ms", format((watchdog?.longestStall ?? 0) * 1000))
        ]
    }
}
