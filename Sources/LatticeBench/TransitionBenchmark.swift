import ArgumentParser
import CollectionView
import Foundation
import LatticeGTK
import LatticeLayout
import LatticeViewer

/// `lattice bench transition`: the live window switched between a list and a dense grid again and again,
/// measuring the frames drawn while the transition animates.
struct TransitionBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract:
            "Switch a window of N items between list and grid repeatedly and report per-frame work (run under Xvfb).",
        discussion: """
            One-line label items, in a plain list and in a grid of --columns columns of 20-pixel rows (1,000 and \
            more cells on a 1920×1080 screen), each layout with its own cells (the grid's fit its rows). After the \
            first frame and 5 settling frames the view switches layout, animated, --toggles times, each as soon as \
            the last transition has ended, and as the app does on a click or a key press: between frames, at \
            input's priority. For every frame painted while a transition runs: the work (frame clock before-paint \
            → after-paint) and the interval since the frame before; a frame is dropped when its interval exceeds \
            1.5 frames at 60 Hz. Reported: mean/p50/p95/max work in ms, dropped frames, the most elements one \
            transition frame drew, Lattice's snapshot share, and per switch its cost where it is made, its first \
            frame's work and the latency from the input to that frame painted. Run with GDK_SCALE=2 for scale 2.
            """)

    @Option(help: "How many items.")
    var items: Int = 100_000

    @Option(help: "Columns of the grid.")
    var columns: Int = 20

    @Option(help: "The window, WIDTHxHEIGHT.")
    var size: String = "1920x1080"

    @Option(help: "How many layout switches.")
    var toggles: Int = 20

    func validate() throws {
        try validateItemCount(items)
        guard (1...200).contains(columns) else { throw ValidationError("--columns must be 1…200, got \(columns)") }
        guard toggles > 0 else { throw ValidationError("--toggles must be positive, got \(toggles)") }
        guard BenchViewport(parsing: size) != nil else {
            throw ValidationError("--size must be WIDTHxHEIGHT, got '\(size)'")
        }
    }

    func run() throws {
        try requireDisplay(for: "transition")
        let figures = MainActor.assumeIsolated { measure() }
        for (key, value) in figures { print("\(key)=\(value)") }
    }

    /// A grid cell: `BenchContent.label` with margins that fit its line in a 20-pixel row, as an app switches
    /// to its grid's cells (a list row's 50-pixel minimum would put the text below the cell).
    static func gridLabel(_ path: ItemPath) -> CellContent? {
        guard var cell = BenchContent.label(path) else { return nil }
        cell.content.margins = EdgeInsets(top: 1, leading: 6, bottom: 1, trailing: 6)
        cell.content.minimumHeight = 0
        return cell
    }

    /// The dense grid: `columns` one-line cells per 20-pixel row.
    static func grid(columns: Int) -> CompositionalLayout {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        return CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), subitem: item, count: columns))
        )
    }

    @MainActor
    private func measure() -> [(String, String)] {
        let viewport = BenchViewport(parsing: size)!
        let list = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
        let grid = Self.grid(columns: columns)
        var run = TransitionRun(toggles: toggles)
        var figures: [(String, String)] = [
            ("bench", "transition"), ("items", "\(items)"), ("columns", "\(columns)"), ("toggles", "\(toggles)"),
            ("window", "\(Int(viewport.width))x\(Int(viewport.height))"), ("gtk", GtkRuntime.version),
            ("gsk_renderer", ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "(default)")
        ]
        var window: CanvasWindow?
        MainLoop.run {
            let size = Size(width: viewport.width, height: viewport.height)
            let model = CollectionViewModel(
                layout: list, data: ItemCounts([items]), viewportSize: size, scale: 1,
                measurer: PangoTextMeasurer(), cell: BenchContent.label)
            let canvas = CanvasView(model: model, theme: .adwaitaLight, accessibleRole: .list, label: "Items")
            let shown = CanvasWindow(
                canvas: canvas, title: "lattice bench transition", width: Int(viewport.width),
                height: Int(viewport.height))
            window = shown
            var drawn = false
            let switcher = Switcher()
            canvas.hooks.didDraw = { drawn = true }
            canvas.addTickHandler { _ in
                if run.wantsToggle(transitionRunning: model.transition != nil || switcher.isPending) {
                    // As a click or a key press reaches the app: between frames, at input's priority.
                    switcher.isPending = true
                    Task { @MainActor in
                        let start = ProcessClock.monotonicSeconds()
                        switcher.isGrid.toggle()
                        model.setLayout(
                            switcher.isGrid ? grid : list, cell: switcher.isGrid ? Self.gridLabel : BenchContent.label,
                            animated: true)
                        canvas.accessibleRole = switcher.isGrid ? .grid : .list
                        switcher.isPending = false
                        switcher.switched(at: start, cost: ProcessClock.monotonicSeconds() - start)
                        canvas.queueDraw()
                    }
                }
                canvas.queueDraw()
                return !run.isDone
            }
            shown.onBeforePaint = {
                let elements = model.transition.map { $0.presented(at: model.animation.clock.now).count } ?? 0
                if let (start, cost) = switcher.take() { run.switched(at: start, cost: cost) }
                run.beforePaint(
                    now: ProcessClock.monotonicSeconds(), transitioning: model.transition != nil, elements: elements)
            }
            shown.onAfterPaint = {
                run.afterPaint(
                    now: ProcessClock.monotonicSeconds(), snapshot: canvas.frameTiming.snapshotDuration,
                    transitioning: model.transition != nil,
                    firstFrameReady: drawn && model.viewport.size.height > 0)
                if run.isDone { MainLoop.quit() }
            }
            shown.present()
        }
        window?.destroy()
        figures.append(("scale", ProcessInfo.processInfo.environment["GDK_SCALE"] ?? "1"))
        figures += run.figures()
        figures.append(("peak_rss_kb", "\(peakResidentKilobytes())"))
        return figures
    }
}

/// The bench's switch, requested by a frame's tick and made as input is, between frames.
@MainActor private final class Switcher {
    var isGrid = false
    var isPending = false
    private var made: (start: Double, cost: Double)?

    func switched(at start: Double, cost: Double) { made = (start, cost) }

    /// The switch made since the last call, if any.
    func take() -> (start: Double, cost: Double)? {
        defer { made = nil }
        return made
    }
}

/// The frames of a transition run (no GTK: testable): when to switch, and the work and intervals of the
/// frames painted while a transition ran.
struct TransitionRun {
    let toggles: Int
    private(set) var toggled = 0
    private var ready = false
    private var settled = 0
    /// The frame being painted, and when the one before began.
    private var frame = Frame()
    private(set) var work: [Double] = []
    /// Lattice's share of each measured frame: its snapshot (the display list and its render nodes).
    private(set) var snapshots: [Double] = []
    private(set) var intervals: [Double] = []
    /// Each switch's cost where it was made (between frames, as input is handled).
    private(set) var switchCosts: [Double] = []
    /// The work of each switch's first frame, also counted in `work`.
    private(set) var firstFrames: [Double] = []
    /// From each switch's input to its first frame painted.
    private(set) var latencies: [Double] = []
    private var pendingSwitch: Double?
    private(set) var mostElements = 0
    private var lastToggleEnded = true

    /// The frame being painted: when it began, whether a transition ran then, when the switch it is the first
    /// frame of was made (if it is one), and when the frame before it began.
    private struct Frame {
        var start: Double?
        var isTransitioning = false
        var switchStart: Double?
        var previousStart: Double?

        /// A frame begins at `now`, `transitioning` or not, first of the switch made at `switchStart` if any.
        mutating func begin(at now: Double, transitioning: Bool, firstOfSwitchAt switchStart: Double?) {
            start = now
            isTransitioning = transitioning
            self.switchStart = switchStart
        }

        /// The frame was painted: the next one's previous frame is this one.
        mutating func end() {
            previousStart = start
            switchStart = nil
        }
    }

    init(toggles: Int) { self.toggles = toggles }

    /// Whether the run has switched `toggles` times and the last transition has ended.
    var isDone: Bool { toggled >= toggles && lastToggleEnded }

    /// Called every tick: true when the view should switch now (settled, no transition running, switches
    /// left).
    mutating func wantsToggle(transitionRunning: Bool) -> Bool {
        lastToggleEnded = !transitionRunning
        guard ready, settled >= 5, !transitionRunning, toggled < toggles else { return false }
        toggled += 1
        lastToggleEnded = false
        return true
    }

    /// A switch was made at `start` (seconds), costing `cost`: the next frame is its first.
    mutating func switched(at start: Double, cost: Double) {
        switchCosts.append(cost)
        pendingSwitch = start
    }

    /// A frame begins: `transitioning` tells whether a transition runs as it starts, `elements` how many
    /// elements that transition presents.
    mutating func beforePaint(now: Double, transitioning: Bool, elements: Int) {
        frame.begin(at: now, transitioning: transitioning, firstOfSwitchAt: pendingSwitch)
        pendingSwitch = nil
        mostElements = max(mostElements, elements)
    }

    /// A frame was painted; `snapshot` is the part of it Lattice's snapshot took, `transitioning` whether a
    /// transition runs now. A frame counts when a transition ran at either end of it: the frame whose tick
    /// starts a switch — the one that computes it — counts too, with the interval since the frame before it.
    mutating func afterPaint(now: Double, snapshot: Double = 0, transitioning: Bool = false, firstFrameReady: Bool) {
        defer { frame.end() }
        if !ready {
            ready = firstFrameReady
            return
        }
        if settled < 5 { settled += 1 }
        guard frame.isTransitioning || transitioning, let frameStart = frame.start else { return }
        work.append(now - frameStart)
        if let switchStart = frame.switchStart {
            firstFrames.append(now - frameStart)
            latencies.append(now - switchStart)
        }
        snapshots.append(snapshot)
        if let previous = frame.previousStart { intervals.append(frameStart - previous) }
    }

    /// A frame is dropped when it came more than 1.5 frame periods (60 Hz) after the one before.
    var droppedFrames: Int { intervals.filter { $0 > 1.5 / 60 }.count }

    func figures() -> [(String, String)] {
        let sorted = work.sorted()
        let snapshot = snapshots.sorted()
        func milliseconds(_ values: [Double], _ name: String) -> [(String, String)] {
            let sorted = values.sorted()
            return [
                ("\(name)_ms_p50", format(ScrollRun.percentile(sorted, 0.5) * 1000)),
                ("\(name)_ms_max", format((sorted.last ?? 0) * 1000))
            ]
        }
        return [
            ("transition_frames", "\(work.count)"),
            ("transition_elements_max", "\(mostElements)"),
            ("transition_work_ms_mean", format(sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count) * 1000)),
            ("transition_work_ms_p50", format(ScrollRun.percentile(sorted, 0.5) * 1000)),
            ("transition_work_ms_p95", format(ScrollRun.percentile(sorted, 0.95) * 1000)),
            ("transition_work_ms_max", format((sorted.last ?? 0) * 1000)),
            ("transition_dropped_frames", "\(droppedFrames)"),
            ("transition_snapshot_ms_p50", format(ScrollRun.percentile(snapshot, 0.5) * 1000)),
            ("transition_snapshot_ms_p95", format(ScrollRun.percentile(snapshot, 0.95) * 1000))
        ] + milliseconds(switchCosts, "transition_switch") + milliseconds(firstFrames, "transition_first_frame")
            + milliseconds(latencies, "transition_latency")
    }
}
