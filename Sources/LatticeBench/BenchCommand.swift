import ArgumentParser
import Foundation
import Gtk
import InputFiles
import JSONInput
import LatticeGTK
import LatticeViewer

/// `lattice bench …`: measurements that print one `key=value` figure per line.
package struct BenchCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure Lattice; every figure is printed as a key=value line.",
        subcommands: [
            LayoutBenchCommand.self, DiffBenchCommand.self, RenderBenchCommand.self, ScrollBenchCommand.self,
            SoakBenchCommand.self, TransitionBenchCommand.self, OpenBenchCommand.self, SearchBenchCommand.self
        ])

    package init() {}
}

/// `lattice bench layout`: solve a layout of N generated items and query viewports across it.
struct LayoutBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a generated layout and time visible-rect queries at random offsets.")

    @Option(help: "How many items to lay out.")
    var items: Int = 100_000

    @Option(help: "list (full-width rows) or grid (cards in columns).")
    var layout: ViewMode = .list

    @Option(help: "The viewport, WIDTHxHEIGHT.")
    var size: String = "1920x1080"

    @Flag(help: "Rows of estimated height measured by a synthetic measurer (a self-sizing list or grid).")
    var selfSizing = false

    @Option(help: "How many viewport queries to time.")
    var queries: Int = 2_000

    @Option(help: "Seed of the random offsets.")
    var seed: UInt64 = 1

    func validate() throws {
        try validateItemCount(items, minimum: 0)
        guard queries > 0 else { throw ValidationError("--queries must be positive, got \(queries)") }
        guard BenchViewport(parsing: size) != nil else {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive numbers, got '\(size)'")
        }
    }

    func run() throws {
        let viewport = BenchViewport(parsing: size)!
        let benchmark = LayoutBenchmark(
            items: items, kind: layout, selfSizing: selfSizing, viewport: viewport,
            queries: queries, seed: seed)
        for (key, value) in benchmark.run() { print("\(key)=\(value)") }
    }
}

/// A viewport size parsed from `WIDTHxHEIGHT`.
package struct BenchViewport {
    package var width: Double
    package var height: Double

    package init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, width.isFinite, height.isFinite
        else { return nil }
        self.width = width
        self.height = height
    }
}

/// The most items a `lattice bench` subcommand generates: as many as a catalogue may hold (`Catalog.itemLimit`).
let benchmarkItemLimit = 10_000_000

/// Checks a benchmark's `--items`: at least `minimum`, at most `benchmarkItemLimit`.
func validateItemCount(_ items: Int, minimum: Int = 1) throws {
    guard items >= minimum else { throw ValidationError("--items must be at least \(minimum), got \(items)") }
    guard items <= benchmarkItemLimit else {
        throw ValidationError("--items must be at most \(benchmarkItemLimit), got \(items)")
    }
}

/// Ends a window benchmark with status 1 and a message when there is no display to open its window on.
func requireDisplay(for benchmark: String) throws {
    guard MainActor.assumeIsolated({ GtkApplicationRunner.canOpenDisplay }) else {
        FileHandle.standardError.write(
            Data("lattice: bench \(benchmark) needs a display (run it under xvfb-run)\n".utf8))
        throw ExitCode(1)
    }
}
