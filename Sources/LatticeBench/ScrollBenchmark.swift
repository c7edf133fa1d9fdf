import ArgumentParser
import Catalog
import CollectionView
import Folders
import Foundation
import LatticeGTK
import LatticeLayout
import LatticeViewer
import SeededRandom

/// `lattice bench scroll`: the live window scrolled frame by frame, measured with the protocol of
/// `Tests/Bench/gtk_peer_bench.py` so the figures sit next to GtkListView's and GtkGridView's.
struct ScrollBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Scroll a window of N generated items frame by frame and report per-frame work (run under Xvfb).",
        discussion: """
            The protocol of gtk_peer_bench.py: after the first frame and 5 settling frames, three phases of \
            --steps frames each, driven by a tick callback that moves the scroll position once per frame — \
            smooth (+40 px, wrapping at the end), page (+one viewport height), jump (a random position). \
            Per-frame work is the frame clock's before-paint → after-paint (layout and paint), reported as \
            mean/p50/p95/max in ms; sync_* adds the post-frame scrollbar and accessibility update the canvas \
            does in an idle after painting. first_frame_s counts from the process start (kernel start time).
            """)

    @Option(help: "How many items.")
    var items: Int = 100_000

    @Option(help: "list or grid.")
    var layout: ViewMode = .list

    @Option(help: "labels (the peer script's one-line items) or app (the viewer's rows and cards).")
    var content: BenchContent = .labels

    @Option(help: "The window, WIDTHxHEIGHT.")
    var size: String = "1920x1080"

    @Option(
        help: "Scroll this folder's listing as the viewer shows it, instead of generated items (--items is ignored).")
    var folder: String?

    @Option(
        help:
            "Scroll this catalogue file (JSON, CSV, TSV, JSON Lines) as the viewer shows it, instead of generated items."
    )
    var catalog: String?

    @Option(help: "Frames per phase.")
    var steps: Int = 1000

    @Option(help: "The most seconds a phase may take.")
    var phaseTimeout: Double = 60

    func validate() throws {
        try validateItemCount(items)
        if let folder {
            guard FolderListing.isFolder(folder) else {
                throw ValidationError("--folder must be a folder, got '\(folder)'")
            }
        }
        guard folder == nil || catalog == nil else {
            throw ValidationError("--folder and --catalog cannot be given together")
        }
        guard steps > 0 else { throw ValidationError("--steps must be positive, got \(steps)") }
        guard phaseTimeout > 0 else { throw ValidationError("--phase-timeout must be positive, got \(phaseTimeout)") }
        guard BenchViewport(parsing: size) != nil else {
            throw ValidationError("--size must be WIDTHxHEIGHT, got '\(size)'")
        }
    }

    func run() throws {
        try requireDisplay(for: "scroll")
        let figures = try MainActor.assumeIsolated { try measure() }
        for (key, value) in figures { print("\(key)=\(value)") }
    }

    @MainActor
    private func measure() throws -> [(String, String)] {
        let viewport = BenchViewport(parsing: size)!
        var run = ScrollRun(steps: steps, phaseTimeout: phaseTimeout)
        var listed: Catalog?
        do {
            if let folder { listed = try FolderListing.catalog(forFolder: folder) }
            if let catalog { listed = try Catalog.load(path: catalog) }
        } catch {
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            throw ExitCode(1)
        }
        var figures: [(String, String)] = [
            ("bench", "scroll"), ("layout", layout.rawValue),
            ("content", folder != nil ? "folder" : catalog != nil ? "catalog" : content.rawValue),
            ("items", "\(listed?.itemCount ?? items)"),
            ("window", "\(Int(viewport.width))x\(Int(viewport.height))"), ("steps", "\(steps)"),
            ("gtk", GtkRuntime.version),
            ("gsk_renderer", ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "(default)")
        ]
        var window: CanvasWindow?  // kept for the run: its frame clock hooks hold it weakly
        MainLoop.run {
            let size = Size(width: viewport.width, height: viewport.height)
            let model =
                listed.map {
                    CatalogScene(catalog: $0).mainModel(
                        layout: layout, appearance: .insetGrouped, size: size,
                        scale: 1, measurer: PangoTextMeasurer())
                }
                ?? content.model(items: items, kind: layout, size: size, scale: 1)
            let canvas = CanvasView(
                model: model, theme: .adwaitaLight, accessibleRole: layout == .grid ? .grid : .list,
                label: "Items")
            let shown = CanvasWindow(
                canvas: canvas, title: "lattice bench scroll", width: Int(viewport.width),
                height: Int(viewport.height))
            window = shown
            var drawn = false
            canvas.hooks.didDraw = { drawn = true }
            var generator = SplitMix64(seed: 42)
            canvas.addTickHandler { _ in
                let maximum = max(0, model.engine.contentSize.height - model.viewport.size.height)
                let offset = model.viewport.offset.y
                switch run.phase {
                case .smooth: model.scroll(toOffset: offset + 40 <= maximum ? offset + 40 : 0)
                case .page:
                    model.scroll(
                        toOffset: offset + model.viewport.size.height <= maximum
                            ? offset + model.viewport.size.height : 0)
                case .jump: model.scroll(toOffset: Double(generator.next() % 1_000_000) / 1_000_000 * maximum)
                case .first, .settle, .done: break
                }
                canvas.queueDraw()
                return run.phase != .done
            }
            shown.onBeforePaint = { run.beforePaint(now: Self.now(), syncOfLastFrame: canvas.frameTiming.syncDuration) }
            shown.onAfterPaint = {
                let started = run.phase
                run.afterPaint(
                    now: Self.now(), snapshot: canvas.frameTiming.snapshotDuration,
                    firstFrameReady: drawn && model.viewport.size.height > 0
                ) {
                    model.scroll(toOffset: 0)
                }
                if started == .first, run.phase == .settle {
                    figures.append(("first_frame_s", format(ProcessClock.age())))
                    figures.append(
                        ("first_frame_visible_items", "\(model.accessibleElements().count { !$0.isHeading })"))
                    figures.append(("rss_after_first_frame_kb", "\(ProcessClock.statusKilobytes("VmRSS"))"))
                }
                if run.phase == .done {
                    figures.append(("visible_items", "\(model.accessibleElements().count { !$0.isHeading })"))
                    figures.append(("content_height_px", format(model.engine.contentSize.height)))
                    MainLoop.quit()
                }
            }
            shown.present()
        }
        window?.destroy()
        figures += run.figures()
        figures.append(("peak_rss_kb", "\(peakResidentKilobytes())"))
        return figures
    }

    static func now() -> Double { ProcessClock.monotonicSeconds() }
}

/// The phases of a scroll run and the frame times collected in them (no GTK: testable).
struct ScrollRun {
    enum Phase: String { case first, settle, smooth, page, jump, done }

    let steps: Int
    let phaseTimeout: Double
    private(set) var phase = Phase.first
    private var settled = 0
    private var frameStart: Double?
    private var phaseStart = 0.0
    private var work: [Double] = []
    private var sync: [Double] = []
    private var snapshots: [Double] = []
    private var results: [(Phase, wall: Double, work: [Double], sync: [Double], snapshot: [Double])] = []

    init(steps: Int, phaseTimeout: Double) {
        self.steps = steps
        self.phaseTimeout = phaseTimeout
    }

    /// A frame starts painting; `syncOfLastFrame` is the post-frame work the previous frame caused.
    mutating func beforePaint(now: Double, syncOfLastFrame: Double) {
        if [.smooth, .page, .jump].contains(phase), !work.isEmpty, sync.count < work.count {
            sync.append(syncOfLastFrame)
        }
        frameStart = now
    }

    /// A frame was painted: record its work and the part of it Lattice's snapshot took, and move through the
    /// phases (`restart` rewinds to the top when a measured phase begins).
    mutating func afterPaint(now: Double, snapshot: Double = 0, firstFrameReady: Bool, restart: () -> Void) {
        switch phase {
        case .first:
            if firstFrameReady { phase = .settle }
        case .settle:
            settled += 1
            if settled >= 5 { begin(.smooth, now: now, restart: restart) }
        case .smooth, .page, .jump:
            if let frameStart {
                work.append(now - frameStart)
                snapshots.append(snapshot)
            }
            if work.count >= steps || now - phaseStart > phaseTimeout {
                results.append((phase, now - phaseStart, work, sync, snapshots))
                let next: Phase =
                    switch phase {
                    case .smooth: .page
                    case .page: .jump
                    default: .done
                    }
                if next == .done { phase = .done } else { begin(next, now: now, restart: restart) }
            }
        case .done:
            break
        }
    }

    private mutating func begin(_ next: Phase, now: Double, restart: () -> Void) {
        phase = next
        work = []
        sync = []
        snapshots = []
        phaseStart = now
        restart()
    }

    /// key=value figures per phase: frames, fps, work mean/p50/p95/max (ms), with the post-frame sync, and the
    /// median of the snapshot (Lattice's display list and render nodes) within the work.
    func figures() -> [(String, String)] {
        var figures: [(String, String)] = []
        for (phase, wall, work, sync, snapshot) in results {
            let sorted = work.sorted()
            let withSync = zip(work, sync + Array(repeating: 0, count: max(0, work.count - sync.count))).map(+).sorted()
            let name = phase.rawValue
            figures += [
                ("\(name)_frames", "\(work.count)"),
                ("\(name)_fps", format(wall > 0 ? Double(work.count) / wall : 0)),
                (
                    "\(name)_work_ms_mean",
                    format(sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count) * 1000)
                ),
                ("\(name)_work_ms_p50", format(Self.percentile(sorted, 0.5) * 1000)),
                ("\(name)_work_ms_p95", format(Self.percentile(sorted, 0.95) * 1000)),
                ("\(name)_work_ms_max", format((sorted.last ?? 0) * 1000)),
                ("\(name)_work_with_sync_ms_p95", format(Self.percentile(withSync, 0.95) * 1000)),
                ("\(name)_snapshot_ms_p50", format(Self.percentile(snapshot.sorted(), 0.5) * 1000))
            ]
        }
        return figures
    }

    /// The peer script's percentile: the element at index ⌊q·n⌋ of the sorted values.
    static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))]
    }
}

/// Process timing and memory from /proc, as the peer script reads them.
package enum ProcessClock {
    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Seconds since this process was started (its kernel start time against the system's uptime).
    package static func age() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")"),
            let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let uptime = Double(uptimeText.split(separator: " ").first ?? "")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 22 of stat is the start time; after the ")" the fields start at 3 (state).
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        return uptime - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// A kB figure of /proc/self/status ("VmRSS", "VmHWM").
    static func statusKilobytes(_ key: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(key + ":") {
            return Int(line.dropFirst(key.count + 1).filter(\.isNumber)) ?? 0
        }
        return 0
    }
}
