import ArgumentParser
import Catalog
import CollectionView
import CompositionalLayout
import Foundation
import GtkShell

/// `lattice render`: draws what the window's canvas shows, into a PNG, with no display.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a catalogue or a folder as the window's canvas would show it, into a PNG (no display needed).")

    @Argument(help: "A catalogue file (JSON) or a folder.")
    var path: String

    @Flag(help: "Show hidden files when PATH is a folder.")
    var hidden = false

    @Option(help: "list or grid.")
    var layout: BenchLayoutKind = .list

    @Option(help: "List appearance: plain, grouped, insetGrouped, sidebar, sidebarPlain.")
    var appearance: String = "insetGrouped"

    @Option(help: "Canvas size, WIDTHxHEIGHT in logical pixels.")
    var size: String = "800x600"

    @Option(help: "Vertical scroll offset.")
    var scroll: Double = 0

    @Flag(help: "Use the dark style.")
    var dark = false

    @Option(help: "Device pixels per logical pixel (1 or 2).")
    var scale: Double = 1

    @Flag(help: "Render the sidebar (the catalogue's sections) instead of the main area.")
    var sidebar = false

    @Option(help: "Collapse this sidebar section (repeatable).")
    var collapse: [String] = []

    @Option(help: "Show this item (or sidebar section) selected (repeatable).")
    var select: [String] = []

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    func validate() throws {
        guard let viewport = BenchViewport(parsing: size), viewport.width <= 16_384, viewport.height <= 16_384 else {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive numbers up to 16384, got '\(size)'")
        }
        guard scale >= 1 && scale <= 4 else { throw ValidationError("--scale must be within 1...4, got \(scale)") }
        guard scroll.isFinite else { throw ValidationError("--scroll must be a number") }
        guard ListConfiguration.Appearance(rawValue: appearance) != nil else {
            let names = ListConfiguration.Appearance.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--appearance must be one of \(names), got '\(appearance)'")
        }
    }

    func run() throws {
        // The command line runs on the main thread; the view model is main-actor isolated.
        try MainActor.assumeIsolated { try render() }
    }

    /// Whether `path` names a directory (following links); errors are left to the loaders to report.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    @MainActor
    private func render() throws {
        let catalog: Catalog
        do {
            catalog = try Self.isDirectory(path)
                ? FolderListing.catalog(forFolder: path, showHidden: hidden) : Catalog.load(path: path)
        } catch {
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let viewport = BenchViewport(parsing: size)!
        let canvas = Size(width: viewport.width, height: viewport.height)
        let scene = CatalogScene(catalog: catalog, selected: Set(select), collapsed: Set(collapse))
        let model = sidebar
            ? scene.sidebarModel(size: canvas, scale: scale, measurer: PangoTextMeasurer())
            : scene.mainModel(layout: layout, appearance: ListConfiguration.Appearance(rawValue: appearance)!,
                              size: canvas, scale: scale, measurer: PangoTextMeasurer())
        model.scroll(toOffset: scroll)
        let list = model.displayList()
        do {
            try PNGRenderer.render(list, size: canvas, scale: scale, theme: dark ? .adwaitaDark : .adwaitaLight, to: output)
        } catch {
            FileHandle.standardError.write(Data("lattice: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
