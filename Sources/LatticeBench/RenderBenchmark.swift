import ArgumentParser
import CollectionView
import LatticeGTK
import LatticeLayout
import LatticeViewer
import SeededRandom

/// `lattice bench render`: the time to build and draw a full viewport of generated items with the cairo
/// renderer (an offscreen image, software rendering), from a warm cache and from a cold one.
struct RenderBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Time display-list building and cairo drawing of a full viewport (warm and cold caches).",
        discussion: """
            warm: --warm-frames (300) frames scrolling +40 px each with one renderer (text layouts, icons cached);
            cold: --cold-frames (50) frames at random offsets, each with a new model and renderer (the shared \
            text measurer keeps its cache). Tests/Bench/frame-allocations.sh runs it under valgrind with two warm frame counts to count \
            the heap allocations of a steady frame.
            Each frame is model.advance() + model.displayList() + renderer.draw(); figures in milliseconds.
            """)

    @Option(help: "How many items.")
    var items: Int = 100_000

    @Option(help: "list or grid.")
    var layout: ViewMode = .list

    @Option(help: "The viewport, WIDTHxHEIGHT.")
    var size: String = "1920x1080"

    @Option(help: "Device pixels per logical pixel.")
    var scale: Double = 1

    @Option(help: "Frames of the warm phase.")
    var warmFrames: Int = 300

    @Option(help: "Frames of the cold phase.")
    var coldFrames: Int = 50

    func validate() throws {
        try validateItemCount(items)
        guard BenchViewport(parsing: size) != nil else {
            throw ValidationError("--size must be WIDTHxHEIGHT, got '\(size)'")
        }
        guard scale >= 1 && scale <= 4 else { throw ValidationError("--scale must be within 1...4, got \(scale)") }
        guard warmFrames > 0, coldFrames >= 0 else {
            throw ValidationError(
                "--warm-frames must be positive and --cold-frames not negative, got \(warmFrames) and \(coldFrames)")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        let viewport = BenchViewport(parsing: size)!
        let canvas = Size(width: viewport.width, height: viewport.height)
        let image = try OffscreenImage(size: canvas, scale: scale)
        let clock = ContinuousClock()

        var buildTimes: [Double] = []
        func frame(_ model: CollectionViewModel, _ renderer: CairoRenderer) -> Double {
            let start = clock.now
            model.advance()
            let list = model.displayList()
            buildTimes.append(microseconds(clock.now - start) / 1000)
            image.draw(list, with: renderer)
            return microseconds(clock.now - start) / 1000
        }
        // Warm: one model and renderer, smooth scrolling.
        let model = BenchContent.model(items: items, kind: layout, size: canvas, scale: scale)
        let renderer = CairoRenderer(theme: .adwaitaLight, scale: scale)
        _ = frame(model, renderer)
        var warm: [Double] = []
        for step in 0..<warmFrames {
            model.scroll(toOffset: Double(step) * 40)
            warm.append(frame(model, renderer))
        }
        // Cold: a new model (new measurer) and renderer every frame, at random offsets.
        var generator = SplitMix64(seed: 7)
        var cold: [Double] = []
        for _ in 0..<coldFrames {
            let fresh = BenchContent.model(items: items, kind: layout, size: canvas, scale: scale)
            let height = fresh.engine.contentSize.height
            fresh.scroll(toOffset: Double(generator.next() % 1_000_000) / 1_000_000 * max(0, height - canvas.height))
            cold.append(frame(fresh, CairoRenderer(theme: .adwaitaLight, scale: scale)))
        }
        let warmBuild = Array(buildTimes[1...warmFrames]).sorted()
        warm.sort()
        cold.sort()
        let figures: [(String, String)] = [
            ("bench", "render"), ("layout", layout.rawValue), ("items", "\(items)"),
            ("viewport", "\(Int(canvas.width))x\(Int(canvas.height))"), ("scale", format(scale)),
            ("warm_ms_p50", format(percentile(warm, 0.5))), ("warm_ms_p95", format(percentile(warm, 0.95))),
            ("warm_build_ms_p50", format(percentile(warmBuild, 0.5))),
            ("cold_ms_p50", format(percentile(cold, 0.5))), ("cold_ms_p95", format(percentile(cold, 0.95))),
            ("peak_rss_kb", "\(peakResidentKilobytes())")
        ]
        for (key, value) in figures { print("\(key)=\(value)") }
    }
}
