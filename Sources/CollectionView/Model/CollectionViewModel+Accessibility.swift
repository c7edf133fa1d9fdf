import LatticeLayout

/// What assistive technologies are told about one visible cell: the shell mirrors each as an invisible
/// proxy widget (a list item or grid cell) placed over the cell.
public struct AccessibleElement: Hashable, Sendable {
    /// The item's identity (proxies are recycled by it, so a screen reader keeps its place while scrolling).
    public var identity: ElementIdentity
    /// Where the cell is, in canvas coordinates.
    public var frame: Rect
    /// What a screen reader says: the cell's text and secondary text.
    public var label: String
    /// Whether the item is selected.
    public var isSelected: Bool
    /// Whether an outline parent is expanded; nil for items that cannot expand.
    public var isExpanded: Bool?
    /// Whether the keyboard cursor is on the item (the proxy that receives focus).
    public var isCursor: Bool
}

extension CollectionViewModel {
    /// The visible cells as assistive technologies should see them, in layout order. While a layout
    /// transition runs there are none: frames are in flight, and the proxies are rebuilt when it settles.
    public func accessibleElements() -> [AccessibleElement] {
        guard transition == nil else { return [] }
        let visible = engine.visibleLayout(in: viewport.visibleRect)
        let data = engine.dataSource
        let dx = -viewport.offset.x, dy = -viewport.offset.y
        return visible.attributes.compactMap { attributes in
            guard attributes.category == .cell, let content = cellProvider(attributes.indexPath) else { return nil }
            let identity = data.identity(ofItemAt: attributes.indexPath)
            let state = presentedState(at: attributes.indexPath)
            let label = [content.content.text, content.content.secondaryText].compactMap { $0 }
                .filter { !$0.isEmpty }.joined(separator: ", ")
            let expandable = content.accessories.contains { $0.kind == .outlineDisclosure }
            return AccessibleElement(identity: identity, frame: attributes.frame.offsetBy(dx: dx, dy: dy), label: label,
                                     isSelected: state.isSelected, isExpanded: expandable ? state.isExpanded : nil,
                                     isCursor: selection.cursor == identity)
        }
    }
}
