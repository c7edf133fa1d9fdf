import LatticeLayout
import LatticeViewer
import SeededRandom

#if canImport(Glibc)
    import Glibc
#endif

/// Solves a generated layout and times viewport queries across it.
///
/// Figures: `solve_ms` (engine creation to content size), `query_us_p50/p95/max` (one `visibleLayout` of a
/// viewport with 1/2 viewport of overscan at a random offset, measuring what it shows), `steady_query_us_p50`
/// (the same offsets again, everything already measured), `elements_per_query`, `measured` (items measured
/// in total), `stored_blocks` (size-index blocks holding explicit extents) and `peak_rss_kb`.
struct LayoutBenchmark {
    var items: Int
    var kind: ViewMode
    var selfSizing: Bool
    var viewport: BenchViewport
    var queries: Int
    var seed: UInt64

    /// A measurer standing in for text layout: a row height that depends on the item, at no real cost.
    struct SyntheticMeasurer: LayoutMeasuring {
        func measure(_ request: MeasureRequest) -> Size {
            var size = request.proposedSize
            let lines = Double((request.indexPath.item &* 2_654_435_761) % 3 + 1)
            if request.heightIsEstimated { size.height = 24 + 18 * lines }
            return size
        }
    }

    /// The layout under test: rows 48 high, or cards 200 high in as many 180-wide columns as fit.
    func makeLayout() -> CompositionalLayout {
        let height: LayoutDimension =
            selfSizing ? .estimated(kind.isRows ? 48 : 200) : .absolute(kind.isRows ? 48 : 200)
        switch kind {
        case .columns:
            // The columns view's geometry: rows under a header pinned to the top.
            let row = LayoutSize(width: .fractionalWidth(1), height: height)
            return CompositionalLayout(
                section: LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))])),
                configuration: CompositionalLayoutConfiguration(boundarySupplementaryItems: [
                    BoundarySupplementaryItem(
                        elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(34)),
                        alignment: .top, pinToVisibleBounds: true)
                ]))
        case .list:
            let row = LayoutSize(width: .fractionalWidth(1), height: height)
            return CompositionalLayout(
                section: LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))])))
        case .grid:
            return CompositionalLayout { _, environment in
                let columns = max(1, Int(environment.effectiveContentSize.width / 180))
                var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: height))
                item.contentInsets = EdgeInsets(all: 6)
                var section = LayoutSection(
                    group: .horizontal(
                        size: LayoutSize(width: .fractionalWidth(1), height: height), subitem: item, count: columns))
                section.contentInsets = EdgeInsets(all: 12)
                return section
            }
        }
    }

    func run() -> [(String, String)] {
        let clock = ContinuousClock()
        let size = Size(width: viewport.width, height: viewport.height)
        let solveStart = clock.now
        let engine = LayoutEngine(
            layout: makeLayout(), dataSource: ItemCounts([items]), containerSize: size,
            measurer: selfSizing ? SyntheticMeasurer() : nil)
        _ = engine.contentSize
        let solveTime = clock.now - solveStart

        // Offsets are fractions of the content as it is at each query: measuring changes its height.
        var generator = SplitMix64(seed: seed)
        let fractions: [Double] = (0..<queries).map { _ in Double(generator.modulo(1_000_000)) / 1_000_000 }
        func offset(_ fraction: Double) -> Double { fraction * max(0, engine.contentSize.height - size.height) }
        var durations: [Double] = []
        durations.reserveCapacity(queries)
        var elements = 0
        for fraction in fractions {
            let rect = Rect(x: 0, y: offset(fraction), width: size.width, height: size.height)
            let start = clock.now
            let visible = engine.visibleLayout(in: rect, overscan: size.height / 2)
            durations.append(microseconds(clock.now - start))
            elements += visible.attributes.count
        }
        var steady: [Double] = []
        for fraction in fractions.prefix(200) {
            let rect = Rect(x: 0, y: offset(fraction), width: size.width, height: size.height)
            let start = clock.now
            _ = engine.visibleLayout(in: rect, overscan: size.height / 2)
            steady.append(microseconds(clock.now - start))
        }
        durations.sort()
        steady.sort()
        return [
            ("bench", "layout"), ("layout", kind.rawValue), ("self_sizing", selfSizing ? "1" : "0"),
            ("items", "\(items)"), ("viewport", "\(Int(size.width))x\(Int(size.height))"),
            ("solve_ms", format(microseconds(solveTime) / 1000)),
            ("query_us_p50", format(percentile(durations, 0.5))),
            ("query_us_p95", format(percentile(durations, 0.95))),
            ("query_us_max", format(durations.last ?? 0)),
            ("steady_query_us_p50", format(percentile(steady, 0.5))),
            ("elements_per_query", format(Double(elements) / Double(queries))),
            ("content_height", format(engine.contentSize.height)),
            ("measured", "\(engine.measurementCount)"),
            ("stored_blocks", "\(engine.storedExtentBlockCount)"),
            ("peak_rss_kb", "\(peakResidentKilobytes())")
        ]
    }
}

func microseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
}

func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// Peak resident set size (VmHWM) of this process, from /proc/self/status.
func peakResidentKilobytes() -> Int { ProcessClock.statusKilobytes("VmHWM") }
