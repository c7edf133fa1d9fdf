import CollectionView
import LatticeLayout

/// Where the main area was when a search began — its selection, its keyboard cursor and the item at its top —
/// given back when the search is cleared, as Files does: a search is a look elsewhere, not a move.
///
/// Items selected while searching stay selected too; identities the data no longer holds (a file deleted
/// meanwhile) are left out.
@MainActor
struct PlaceBeforeSearch {
    let selected: Set<ElementIdentity>
    let cursor: ElementIdentity?
    /// The first item shown (nil: the area was empty or showed only headers), and how far its top was below
    /// the viewport's.
    let top: (item: ElementIdentity, inset: Double)?

    /// The place `model` is at now.
    init(of model: CollectionViewModel) {
        selected = model.selection.selected
        cursor = model.selection.cursor
        let data = model.engine.dataSource
        let first = model.accessibleElements().lazy.compactMap { element in
            data.path(ofItem: element.identity).map { (element.identity, $0) }
        }.first
        top = first.flatMap { identity, path in
            model.engine.layoutAttributesForItem(at: path).map { (identity, $0.frame.minY - model.viewport.offset.y) }
        }
    }

    /// Gives the place back to `model`, whose data holds every item again — unless the search found something: an
    /// item the keyboard cursor moved to while searching (the record looked for) stays the cursor, selected and
    /// brought into view where it is among all the items, as a spreadsheet's find leaves the cell it found.
    func restore(in model: CollectionViewModel) {
        let data = model.engine.dataSource
        if let found = model.selection.cursor, found != cursor, let path = data.path(ofItem: found) {
            model.selection.select(found)
            model.selection.cursor = found
            model.scroll(toItem: path, position: .center)
            return
        }
        for identity in selected where data.path(ofItem: identity) != nil { model.selection.select(identity) }
        if let cursor, data.path(ofItem: cursor) != nil { model.selection.cursor = cursor }
        if let top, let path = data.path(ofItem: top.item),
            let frame = model.engine.layoutAttributesForItem(at: path)?.frame
        {
            model.scroll(toOffset: frame.minY - top.inset)
        }
    }
}
