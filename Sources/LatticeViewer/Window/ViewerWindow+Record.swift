import Catalog
import CollectionView
import Gtk
import LatticeGTK
import LatticeLayout

extension ViewerWindow {
    /// Whether the record pane is shown.
    var isRecordShown: Bool { recordPane?.canvas.widget.isVisible ?? false }

    /// Enter or a double click on a table's row: shows the record pane on the row (placed beside the main area the
    /// first time), or hides it when it shows that row already.
    func toggleRecord(at path: ItemPath) {
        guard let table = scene.catalog.table, let item = scene.mainItem(at: path) else { return }
        if isRecordShown, recordPane?.record?.id == item.id { return hideRecord() }
        let pane = recordPane ?? makeRecordPane()
        pane.show(Record(item, of: table))
        window.showPane(pane.canvas.widget, true)
    }

    /// Hides the record pane; the focus goes back to the rows.
    func hideRecord() {
        guard let pane = recordPane, isRecordShown else { return }
        window.showPane(pane.canvas.widget, false)
        window.mainView.grabFocus()
    }

    /// The record pane follows the main area's keyboard cursor (the row the arrow keys and clicks moved to): the
    /// row under it shown whole while the pane is open.
    func followSelectionInRecord() {
        guard isRecordShown, let pane = recordPane else { return }
        let model = mainCanvas.model
        guard let cursor = model.selection.cursor, let path = model.engine.dataSource.path(ofItem: cursor),
            let item = scene.mainItem(at: path), let table = scene.catalog.table
        else { return pane.show(nil) }
        pane.show(Record(item, of: table))
    }

    /// Escape over the rows stops a sort or grouping under way (`cancelArrangement`), or closes the record pane
    /// when it is open (else the key goes on).
    func installRecordKeys() {
        mainCanvas.hooks.onEscape = { [weak self] in
            guard let self else { return false }
            if cancelArrangement() { return true }
            guard isRecordShown else { return false }
            hideRecord()
            return true
        }
    }

    /// The pane, made and placed beside the main area.
    private func makeRecordPane() -> RecordPane {
        let pane = RecordPane(theme: mainCanvas.theme)
        recordPane = pane
        window.placeBesideMain(pane.canvas.widget)
        pane.canvas.hooks.onEscape = { [weak self] in
            self?.hideRecord()
            return true
        }
        return pane
    }
}

extension ViewerWindow {
    /// In the columns view, the value `item` (a row of `table`) holds in the column under the context menu's point,
    /// and that column's id; nil elsewhere, or where it holds none.
    func valueUnderPointer(of item: CatalogItem, in table: CatalogTable) -> (text: String, column: String)? {
        guard mode == .columns, scene.sectionColumns.isEmpty, let point = mainCanvas.contextMenuPoint,
            let index = scene.columns.column(atX: point.x, width: mainCanvas.model.viewport.size.width)
        else { return nil }
        let column = scene.columns.columns[index].id
        let value = CatalogScene.value(of: item, inColumn: column)
        return value.isEmpty ? nil : (value, column)
    }
}
