import ArgumentParser
import Catalog
import CollectionView
import DiffableDataSource
import Foundation
import LatticeGTK
import LatticeLayout
import LatticeViewer

/// `lattice bench search FILE`: search as you type over a catalogue, as the window searches — off the main
/// thread (`SearchRunner`), the main thread applying what it prepared — one keystroke at a time.
struct SearchBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Type a search over a catalogue file as the window does and report how soon results show.",
        discussion: """
            For each prefix of --query (one keystroke each): the time from the keystroke until the search thread \
            has the first results prepared (a screenful of matches, or what 15 ms found) and until it has all of \
            them; the main thread's work to apply each (the scene, the model's update and the next display list, \
            at 1280x800, no display needed) — the longest a frame can wait on a keystroke; and the first results' \
            time until shown (prepared + applied). Reported as p50 and max over the keystrokes, with the time \
            Foundation's localizedCaseInsensitiveContains takes to scan every title for the whole query, in the \
            same run. No display needed.
            """)

    @Argument(help: "A catalogue or data file (JSON, JSON Lines, CSV, SQLite).")
    var path: String

    @Option(help: "What is typed, one character per keystroke.")
    var query = "long water"

    func validate() throws {
        guard !query.isEmpty else { throw ValidationError("--query must not be empty") }
    }

    func run() throws {
        let catalog: Catalog
        do { catalog = try Catalog.load(path: path) } catch {
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let figures = MainActor.assumeIsolated { measure(catalog) }
        for (key, value) in figures { print("\(key)=\(value)") }
    }

    /// One keystroke's figures, in seconds.
    private struct Keystroke {
        var firstPrepared = 0.0
        var completePrepared = 0.0
        var firstShown = 0.0
        var longestApply = 0.0
        var matches = 0
    }

    @MainActor
    private func measure(_ catalog: Catalog) -> [(String, String)] {
        let size = Size(width: 1280, height: 800)
        var scene = CatalogScene(catalog: catalog)
        var presentation = MainPresentation(data: scene.mainData())
        let model = scene.mainModel(
            layout: .list, appearance: .insetGrouped, size: size, scale: 1,
            measurer: PangoTextMeasurer(), data: presentation.data)
        model.advance()
        _ = model.displayList()
        var keystrokes: [Keystroke] = []
        for length in 1...query.count {
            let typed = String(query.prefix(length))
            let results = Deliveries(), runner = SearchRunner()
            let start = ProcessClock.monotonicSeconds()
            runner.start(catalog, query: typed, from: presentation) { _, prepared, _ in
                results.add(prepared, at: ProcessClock.monotonicSeconds() - start)
            }
            runner.waitUntilIdle()
            var keystroke = Keystroke()
            for (index, (prepared, at)) in results.all.enumerated() {
                let applyStart = ProcessClock.monotonicSeconds()
                let next = CatalogScene(catalog: catalog, query: typed, groups: prepared.groups)
                model.update(to: prepared.presentation.data, animated: true) {  // as the window
                    next.mainView(.list, appearance: .insetGrouped).applyContent(to: model)
                }
                model.advance()
                _ = model.displayList()
                let apply = ProcessClock.monotonicSeconds() - applyStart
                // What was shown is let go of off the main thread, as the window does (`releaseInBackground`).
                let shownScene = scene, shownPresentation = presentation
                scene = next
                presentation = prepared.presentation
                releaseInBackground(consume shownScene)
                releaseInBackground(consume shownPresentation)
                keystroke.longestApply = max(keystroke.longestApply, apply)
                if index == 0 {
                    keystroke.firstPrepared = at
                    keystroke.firstShown = at + apply
                }
                keystroke.completePrepared = at
                keystroke.matches = prepared.groups.reduce(0) { $0 + $1.items.count }
            }
            keystrokes.append(keystroke)
        }
        let needle = SearchQuery(query).needle
        let scanStart = ProcessClock.monotonicSeconds()
        var foundationMatches = 0
        // Title by title, as a search reads them (`allItems` would hold a database's every row at once).
        func scan(_ sections: [CatalogSection]) {
            for section in sections {
                for position in section.items.indices
                where section.items.texts(at: position).title.localizedCaseInsensitiveContains(needle) {
                    foundationMatches += 1
                }
                scan(section.sections)
            }
        }
        scan(catalog.sections)
        let foundation = ProcessClock.monotonicSeconds() - scanStart
        func milliseconds(_ values: [Double]) -> (p50: String, max: String) {
            let sorted = values.sorted()
            return (format(ScrollRun.percentile(sorted, 0.5) * 1000), format((sorted.last ?? 0) * 1000))
        }
        let first = milliseconds(keystrokes.map(\.firstPrepared)),
            complete = milliseconds(keystrokes.map(\.completePrepared))
        let shown = milliseconds(keystrokes.map(\.firstShown)), apply = milliseconds(keystrokes.map(\.longestApply))
        return [
            ("bench", "search"), ("items", "\(catalog.itemCount)"), ("query", query),
            ("keystrokes", "\(keystrokes.count)"),
            ("matches_last", "\(keystrokes.last?.matches ?? 0)"),
            ("first_results_ms_p50", first.p50), ("first_results_ms_max", first.max),
            ("first_shown_ms_p50", shown.p50), ("first_shown_ms_max", shown.max),
            ("all_results_ms_p50", complete.p50), ("all_results_ms_max", complete.max),
            ("main_thread_apply_ms_p50", apply.p50), ("main_thread_apply_ms_max", apply.max),
            ("foundation_title_scan_ms", format(foundation * 1000)),
            ("foundation_title_matches", "\(foundationMatches)"),
            ("peak_rss_kb", "\(ProcessClock.statusKilobytes("VmHWM"))")
        ]
    }
}

/// What a search delivered, in order, and when (seconds from its keystroke).
private final class Deliveries: @unchecked Sendable {
    private let lock = NSLock()
    private var delivered: [(PreparedCatalog, Double)] = []

    func add(_ prepared: PreparedCatalog, at time: Double) {
        lock.withLock { delivered.append((prepared, time)) }
    }

    var all: [(PreparedCatalog, Double)] { lock.withLock { delivered } }
}
