import Catalog
import CollectionView
import Foundation
import InputFiles
import LatticeGTK
import LatticeLayout
import LatticeViewer
import PostgreSQLSource
import SeededRandom

/// `lattice bench open LOCATION` for a database (a PostgreSQL URI or `key=value` string naming a relation): the
/// catalogue opened as the window opens it, its first screen drawn with the rows there read from the server,
/// then jumps — the scroll thumb dragged to seeded random positions, each timed until the rows there are drawn —
/// and, with `--sort`, the same sorted by that column. Figures are key=value, in seconds from the start or in
/// milliseconds per jump, with the peak resident memory.
struct DatabaseOpenBenchmark {
    let location: String
    let sort: String?
    let jumps: Int

    @MainActor
    func run() throws(InputError) {
        let start = ProcessClock.monotonicSeconds()
        func since() -> Double { ((ProcessClock.monotonicSeconds() - start) * 1000).rounded() / 1000 }
        print("bench=open-database")
        print("start_rss_kb=\(ProcessClock.statusKilobytes("VmRSS"))")
        let catalog = try Catalog.load(location: location, waitsForRows: true)
        print("opened_s=\(since())")
        guard let items = catalog.allSections.first(where: { $0.items.source != nil })?.items,
            let rows = items.source as? PostgreSQLRows
        else {
            print("rows=0")
            return
        }
        print("rows=\(rows.count)")
        print("count_is_estimate=\(rows.isCountEstimated)")
        measure(catalog, label: "", since: since)
        if let sort {
            let sortStart = ProcessClock.monotonicSeconds()
            guard let sorted = catalog.sorted(by: sort == ColumnSort.name ? nil : sort, ascending: true) else { return }
            print("sort_s=\(((ProcessClock.monotonicSeconds() - sortStart) * 1000).rounded() / 1000)")
            measure(
                sorted, label: "sorted_",
                since: { ((ProcessClock.monotonicSeconds() - sortStart) * 1000).rounded() / 1000 })
        }
        print("peak_rss_kb=\(ProcessClock.statusKilobytes("VmHWM"))")
    }

    /// The first screen of `catalog`, then `jumps` jumps, printed under `label`.
    @MainActor
    private func measure(_ catalog: Catalog, label: String, since: () -> Double) {
        let size = Size(width: 1280, height: 800)
        let model = CatalogScene(catalog: catalog).mainModel(
            layout: .columns, appearance: .plain, size: size, scale: 1,
            measurer: PangoTextMeasurer())
        let image = try? OffscreenImage(size: size, scale: 1)
        let renderer = CairoRenderer(theme: .adwaitaLight)
        model.advance()
        image?.draw(model.displayList(), with: renderer)
        print("\(label)first_rows_s=\(since())")
        var random = SplitMix64(seed: 54)
        var times: [Double] = []
        let height = model.contentSize.height
        for _ in 0..<jumps {
            let offset = Double(random.next() % 1_000_000) / 1_000_000 * max(0, height - size.height)
            let jumpStart = ProcessClock.monotonicSeconds()
            model.scroll(toOffset: offset)
            model.advance()
            image?.draw(model.displayList(), with: renderer)
            times.append((ProcessClock.monotonicSeconds() - jumpStart) * 1000)
        }
        guard !times.isEmpty else { return }
        times.sort()
        func percentile(_ p: Double) -> Double {
            (times[min(times.count - 1, Int(Double(times.count) * p))] * 10).rounded() / 10
        }
        print("\(label)jumps=\(times.count)")
        print("\(label)jump_p50_ms=\(percentile(0.5))")
        print("\(label)jump_p95_ms=\(percentile(0.95))")
        print("\(label)jump_max_ms=\((times.last! * 10).rounded() / 10)")
    }
}
