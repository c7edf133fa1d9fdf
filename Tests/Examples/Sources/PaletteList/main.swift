// The palette list (the "diffable data source" seed): colours in a list, described by a cell registration and
// presented by a diffable data source bound to the view, applied from a main-actor task inside GLib's main loop.
import Catalog
import CollectionView
import DiffableDataSource
import Foundation
import Gtk
import LatticeGTK
import LatticeLayout
import LayoutSpec
import PostgreSQLSource

struct Colour: Hashable, Sendable {
    let name: String
    let red: Double, green: Double, blue: Double
}

let palette = [
    Colour(name: "Red", red: 0.88, green: 0.11, blue: 0.14), Colour(name: "Orange", red: 1, green: 0.47, blue: 0),
    Colour(name: "Yellow", red: 0.96, green: 0.83, blue: 0.18),
    Colour(name: "Green", red: 0.2, green: 0.82, blue: 0.48),
    Colour(name: "Blue", red: 0.21, green: 0.52, blue: 0.89),
    Colour(name: "Purple", red: 0.57, green: 0.25, blue: 0.67),
    Colour(name: "Brown", red: 0.6, green: 0.4, blue: 0.24)
]

@MainActor
func showPalette(_ application: ApplicationHandle) {
    let model = CollectionViewModel(
        layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
        viewportSize: Size(width: 360, height: 480), measurer: PangoTextMeasurer())
    let swatch = CellRegistration<Colour> { _, colour, _ in
        var content = ListContentConfiguration.subtitleCell()
        content.text = colour.name
        content.secondaryText = String(
            format: "%.0f, %.0f, %.0f", colour.red * 255, colour.green * 255, colour.blue * 255)
        content.image = .swatch(Color(red: colour.red, green: colour.green, blue: colour.blue))
        return CellContent(content: content)
    }
    let dataSource = CollectionViewDataSource<String, Colour>(model: model, registration: swatch)
    model.background = .role(.windowBackground)  // the boxed list's card stands on the window's grey

    let canvas = CanvasView(model: model, theme: .adwaitaLight, label: "Colours")
    CanvasWindow(canvas: canvas, title: "Palette", width: 360, height: 480, application: application).present()
    canvas.hooks.didDraw = { [unowned canvas] in
        guard dataSource.snapshot.numberOfItems == palette.count else { return }
        print("drew PaletteList")
        canvas.hooks.didDraw = nil
    }

    Task { @MainActor in
        var snapshot = Snapshot<String, Colour>()
        snapshot.appendSections(["colours"])
        snapshot.appendItems(palette)
        let result = await dataSource.apply(snapshot, animatingDifferences: false)
        print("applied \(result.changeSet.itemInserts.count) inserts on the main actor")
        print("laid out \(model.itemOrder.count) rows")
    }
}

exit(GtkApplicationRunner.run(id: "org.example.PaletteList", quitAfterMilliseconds: 3000, build: showPalette))
