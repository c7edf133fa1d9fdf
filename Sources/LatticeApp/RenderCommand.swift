import ArgumentParser
import Catalog
import CollectionView
import Folders
import Foundation
import InputFiles
import JSONInput
import LatticeBench
import LatticeGTK
import LatticeLayout
import LatticeViewer
import PostgreSQLSource

/// `lattice render`: draws what the window's canvas shows, into a PNG, with no display.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a catalogue or a folder as the window's canvas would show it, into a PNG (no display needed)."
    )

    /// The largest bitmap drawn: 64 Mi device pixels, 256 MiB as ARGB32 (8192 × 8192 at scale 1).
    static let pixelLimit = 64 << 20

    @Argument(help: "A folder, a catalogue, or any CSV, TSV, JSON, JSON Lines or SQLite file.")
    var path: String

    @Flag(help: "Show hidden files when PATH is a folder.")
    var hidden = false

    @Option(help: "list, grid or columns.")
    var layout: ViewMode = .list

    @Option(help: "List appearance: plain, grouped, insetGrouped, sidebar, sidebarPlain.")
    var appearance: String = "insetGrouped"

    @Option(help: "Canvas size, WIDTHxHEIGHT in logical pixels.")
    var size: String = "800x600"

    @Option(help: "Vertical scroll offset.")
    var scroll: Double = 0

    @Option(
        name: .customLong("scroll-columns"),
        help:
            "With --layout columns, a table wider than the canvas: how far its columns after the first are scrolled sideways."
    )
    var scrollColumns: Double = 0

    @Flag(help: "Use the dark style.")
    var dark = false

    @Option(help: "Reading direction: ltr, rtl, or auto (the locale's, as the window takes it).")
    var direction: DirectionChoice = .auto

    @Option(help: "Device pixels per logical pixel (1 or 2).")
    var scale: Double = 1

    @Flag(help: "Render the sidebar (the catalogue's sections) instead of the main area.")
    var sidebar = false

    @Option(help: "Collapse this sidebar section (repeatable).")
    var collapse: [String] = []

    @Option(help: "Show this item (or sidebar section) selected (repeatable).")
    var select: [String] = []

    @Option(help: "Show what a search for this text finds, its matches marked (\"island: dream\" looks in one column).")
    var search: String = ""

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @OptionGroup(title: "Data files")
    var reading: DataFileArguments

    @OptionGroup(title: "A frame of an animated change")
    var change: SwitchArguments

    func validate() throws {
        guard let viewport = BenchViewport(parsing: size), viewport.width <= 16_384, viewport.height <= 16_384 else {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive numbers up to 16384, got '\(size)'")
        }
        guard scale >= 1 && scale <= 4 else { throw ValidationError("--scale must be within 1...4, got \(scale)") }
        let pixels = CairoScale.pixelSize(of: Size(width: viewport.width, height: viewport.height), scale: scale)
        guard pixels.width * pixels.height <= Self.pixelLimit else {
            throw ValidationError(
                "--size \(size) at --scale \(scale.formatted()) is \(pixels.width) × \(pixels.height) device pixels; "
                    + "renders are limited to \(Self.pixelLimit) pixels (\((Self.pixelLimit * 4) >> 20) MiB, "
                    + "8192 × 8192 at scale 1)")
        }
        guard scroll.isFinite else { throw ValidationError("--scroll must be a number") }
        guard scrollColumns.isFinite && scrollColumns >= 0 else {
            throw ValidationError("--scroll-columns must be a number of points, 0 or more")
        }
        if sidebar && (change.from != nil || change.progress != nil) {
            throw ValidationError("--from and --progress draw the main area's switch, not the sidebar")
        }
        guard ListConfiguration.Appearance(rawValue: appearance) != nil else {
            let names = ListConfiguration.Appearance.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--appearance must be one of \(names), got '\(appearance)'")
        }
    }

    func run() throws {
        // The command line runs on the main thread; the view model is main-actor isolated.
        try MainActor.assumeIsolated { try render() }
    }

    @MainActor
    private func render() throws {
        let catalog: Catalog
        do {
            let isFolder = FolderListing.isFolder(path)
            // A folder's sizes, counts, times and types as the window writes them, in the environment's locale.
            catalog = try reading.grouped(
                Lattice.titled(
                    try isFolder
                        ? FolderListing.catalog(forFolder: path, showHidden: hidden, format: .locale)
                        : Catalog.load(location: path, options: reading.options, waitsForRows: true),
                    path: path, isFolder: isFolder))
        } catch {
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let viewport = BenchViewport(parsing: size)!
        let canvas = Size(width: viewport.width, height: viewport.height)
        let zooms = change.zoomLevels!
        var columns = CatalogScene.tableColumns(of: catalog)
        columns.offset = scrollColumns  // each table clamps it to how far its columns go
        let scene = CatalogScene(
            catalog: catalog, selected: Set(select), collapsed: Set(collapse), query: search, zoom: zooms.from,
            columns: columns)
        let appearance = ListConfiguration.Appearance(rawValue: appearance)!
        let model =
            sidebar
            ? scene.sidebarModel(size: canvas, scale: scale, measurer: PangoTextMeasurer())
            : scene.mainModel(
                layout: change.from ?? layout, appearance: appearance, size: canvas, scale: scale,
                measurer: PangoTextMeasurer())
        model.layoutDirection = direction.resolved
        model.scroll(toOffset: scroll)
        model.advance()
        var list = model.displayList()
        if !sidebar, change.drawsChange {
            // The window's switch, on a clock stopped at the frame asked for.
            let clock = ManualClock(now: 0)
            model.animation.clock = clock
            let target = CatalogScene(
                catalog: catalog, selected: Set(select), collapsed: Set(collapse), query: search, zoom: zooms.to,
                groups: scene.groups, columns: columns)
            // The keyboard cursor is on the selected item, as a click leaves it in the window; the switch keeps
            // it still when it is on screen, as the window's does (no focus ring: the canvas has no focus).
            if let path = select.lazy.compactMap({ model.engine.dataSource.path(ofItem: ElementIdentity($0)) }).first {
                model.selection.cursor = model.engine.dataSource.identity(ofItemAt: path)
            }
            target.mainView(layout, appearance: appearance).apply(to: model, animated: true)
            clock.advance(by: model.animation.duration * (change.progress ?? 1))
            model.advance()
            list = model.displayList()
        }
        do {
            let problems = try PNGRenderer.render(
                list, size: canvas, scale: scale,
                theme: dark ? .adwaitaDark : .adwaitaLight, to: output)
            // The render is written; what it could not draw is said, not silently left as placeholders.
            for problem in problems {
                FileHandle.standardError.write(Data("lattice: warning: \(problem) (drawn as a missing image)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// `--direction`: a reading direction, or the locale's.
enum DirectionChoice: String, ExpressibleByArgument, CaseIterable {
    case ltr, rtl, auto

    /// The direction chosen; for `auto`, the one GTK would take from the locale (`LANGUAGE`, `LC_MESSAGES`).
    var resolved: LayoutDirection {
        switch self {
        case .ltr: .leftToRight
        case .rtl: .rightToLeft
        case .auto: Localization.isRightToLeft ? .rightToLeft : .leftToRight
        }
    }
}
