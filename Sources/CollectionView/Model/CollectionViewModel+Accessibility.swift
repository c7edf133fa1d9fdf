import LatticeLayout

/// What assistive technologies are told about one visible cell or section header: the shell mirrors each as an
/// invisible proxy widget (a list item or grid cell; a heading) placed over it.
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
    /// Whether this is a section's header (a heading, where a screen reader announces the section), not an item.
    public var isHeading = false
}

/// The identity of a section's header among accessible elements: its section's, wrapped so it equals no item's.
private struct SectionHeading: Hashable, Sendable, CustomStringConvertible {
    let section: ElementIdentity
    var description: String { "heading of \(section)" }
}

extension CollectionViewModel {
    /// How many of a table row's values its accessible name reads after the row's own text.
    static let spokenTableValues = 12

    /// The visible cells and section headers as assistive technologies should see them, in layout order (a
    /// section's header before its items, so a screen reader moving through the list hears where each section
    /// starts). A cell is named by its text, secondary text and — a table row — its values. While a layout
    /// transition runs there are none: frames are in flight, and the proxies are rebuilt
    /// when it settles.
    public func accessibleElements() -> [AccessibleElement] {
        guard transition == nil else { return [] }
        let visible = engine.visibleLayout(in: viewport.visibleRect)
        let data = engine.dataSource
        let dx = -viewport.offset.x, dy = -viewport.offset.y
        // Each with its section and place, so a section's header comes before its items whatever order the
        // layout lists them in (supplementaries after cells; a pinned header's frame above its rows anyway).
        let elements: [(key: (Int, Int, Int), element: AccessibleElement)] = visible.attributes.enumerated().compactMap
        { index, attributes in
            if attributes.category == .supplementary {
                return heading(attributes, offset: Point(x: dx, y: dy)).map {
                    ((attributes.indexPath.section, 0, index), $0)
                }
            }
            guard attributes.category == .cell, let content = cellProvider(attributes.indexPath) else { return nil }
            let identity = data.identity(ofItemAt: attributes.indexPath)
            let state = presentedState(at: attributes.indexPath)
            // A table row reads its values after its name, as a screen reader walks a GtkColumnView row's cells
            // (the first dozen: a wide table's row would otherwise be a minute of speech).
            let values =
                content.tableRow.map { Array($0.values.lazy.filter { !$0.isEmpty }.prefix(Self.spokenTableValues)) }
                ?? []
            let label = ([content.content.text, content.content.secondaryText].compactMap { $0 } + values)
                .filter { !$0.isEmpty }.joined(separator: ", ")
            let expandable = content.accessories.contains { $0.kind == .outlineDisclosure }
            return (
                (attributes.indexPath.section, 1, index),
                AccessibleElement(
                    identity: identity, frame: attributes.frame.offsetBy(dx: dx, dy: dy), label: label,
                    isSelected: state.isSelected, isExpanded: expandable ? state.isExpanded : nil,
                    isCursor: selection.cursor == identity)
            )
        }
        return elements.sorted { $0.key < $1.key }.map(\.element)
    }

    /// The heading of a section's top boundary header laid out as `attributes` (at `offset` into the canvas),
    /// or nil for any other supplementary (footers, badges) or a header without text.
    private func heading(_ attributes: LayoutAttributes, offset: Point) -> AccessibleElement? {
        let path = attributes.indexPath
        guard path.section >= 0,
            engine.section(at: path.section).boundarySupplementaryItems.contains(where: {
                $0.elementKind == attributes.elementKind && $0.alignment.rawValue.hasPrefix("top")
            }),
            let text = sources.supplementary(attributes.elementKind, path)?.content.text, !text.isEmpty
        else { return nil }
        let section = engine.dataSource.identity(ofSection: path.section)
        return AccessibleElement(
            identity: ElementIdentity(SectionHeading(section: section)),
            frame: attributes.frame.offsetBy(dx: offset.x, dy: offset.y), label: text,
            isSelected: false, isExpanded: nil, isCursor: false, isHeading: true)
    }
}
