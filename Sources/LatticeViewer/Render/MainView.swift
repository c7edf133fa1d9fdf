import CollectionView
import LatticeGTK
import LatticeLayout

/// What the main area shows of a scene in a view mode — its layout, cells, supplementaries, background and the
/// role assistive technologies see — as one value (`CatalogScene.mainView(_:appearance:)`). A mode switch, a zoom
/// step, a location shown, new rows and a resized or scrolled column all reach the canvas with one of these, by
/// one road (`ViewerWindow.present(_:animated:anchor:)`), so no caller assembles the parts and none is forgotten.
@MainActor
package struct MainView {
    /// The layout.
    package let layout: CompositionalLayout
    /// Each item's cell.
    package let cell: (ItemPath) -> CellContent?
    /// Section headers and the columns' header.
    package let supplementary: (String, ItemPath) -> CellContent?
    /// The canvas's background behind the cells.
    package let background: Paint
    /// A list of list items or a grid of grid cells.
    package let role: CanvasView.AccessibleRole

    /// Makes `model` show this: a new layout, animated as a switch (kept still around `anchor`) or at once.
    package func apply(to model: CollectionViewModel, animated: Bool, anchor: ItemPath? = nil) {
        model.setLayout(
            layout, cell: cell, supplementary: supplementary, background: background, animated: animated,
            anchor: anchor)
    }

    /// Makes `model` draw this layout's cells and supplementaries anew, its layout and positions as they are (a
    /// resized or scrolled column, rows that changed with a diff of their own).
    package func applyContent(to model: CollectionViewModel) {
        model.replaceProviders(cell: cell, supplementary: supplementary)
    }
}

extension CatalogScene {
    /// The main area in `kind`, its list rows in `appearance`.
    package func mainView(_ kind: ViewMode, appearance: ListConfiguration.Appearance) -> MainView {
        MainView(
            layout: mainLayout(kind, appearance: appearance), cell: mainCell(kind, appearance: appearance),
            supplementary: mainSupplementary(kind, appearance: appearance),
            background: mainBackground(kind, appearance: appearance), role: kind == .grid ? .grid : .list)
    }
}
