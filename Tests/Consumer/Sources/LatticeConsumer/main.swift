// A palette list in a GTK window, built only on Lattice's public API: a compositional list layout, a diffable
// data source applied from a main-actor task inside GLib's main loop, cells described by list content
// configurations, the canvas widget measured and drawn with Pango. It prints what it did and quits.
import Catalog
import Foundation
import CollectionView
import DiffableDataSource
import LatticeGTK
import LatticeLayout
import LayoutSpec

let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]

@MainActor
func showPalette(_ application: ApplicationHandle) {
    let row = LayoutSize(width: .fractionalWidth(1), height: .estimated(50))
    let layout = CompositionalLayout(section: LayoutSection(group: .vertical(size: row, subitems: [.item(LayoutItem(size: row))])))
    var shown = Snapshot<String, String>()
    shown.appendSections(["colours"])
    weak var view: CollectionViewModel?
    let model = CollectionViewModel(layout: layout, data: SnapshotLayoutData(shown),
                                    viewportSize: Size(width: 360, height: 480), measurer: PangoTextMeasurer()) { path in
        guard let name = view?.engine.dataSource.identity(ofItemAt: path).value(as: String.self) else { return nil }
        var content = ListContentConfiguration.cell()
        content.text = name
        return CellContent(content: content, background: .listPlainCell())
    }
    view = model
    let canvas = CanvasView(model: model, theme: .adwaitaLight, label: "Colours")
    let window = CanvasWindow(canvas: canvas, title: "Palette", width: 360, height: 480, application: application)
    window.present()
    canvas.didDraw = { [unowned canvas] in
        guard model.engine.dataSource.numberOfItems(inSection: 0) == colours.count else { return }
        print("drew the palette in a window")
        canvas.didDraw = nil
    }

    let dataSource = DataSource<String, String>(snapshot: shown)
    Task { @MainActor in
        var next = Snapshot<String, String>()
        next.appendSections(["colours"])
        next.appendItems(colours)
        let result = await dataSource.apply(next)
        model.update(to: next, changes: result.changeSet, animated: false)
        print("applied \(result.changeSet.itemInserts.count) inserts on the main actor")
        print("laid out \(model.engine.dataSource.numberOfItems(inSection: 0)) rows")
    }
}

let status = GtkApplicationRunner.run(id: "org.example.LatticeConsumer", quitAfterMilliseconds: 1500, build: showPalette)
exit(status)
