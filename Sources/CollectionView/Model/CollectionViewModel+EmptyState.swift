import LatticeLayout

/// What a view shows when it has nothing to show: a subtle symbolic icon, a heading and a line of text, as
/// GNOME's status pages do ("No Results Found", "Folder is Empty").
public struct EmptyState: Hashable, Sendable {
    /// A symbolic icon name.
    public var iconName: String
    /// The heading.
    public var title: String
    /// The explanation, if any.
    public var description: String?

    /// Creates an empty state.
    public init(iconName: String, title: String, description: String? = nil) {
        self.iconName = iconName
        self.title = title
        self.description = description
    }

    /// The drawing of the page centred in a canvas of `size`.
    func draw(in size: Size, into list: inout DisplayList) {
        let icon = 64.0
        let titleStyle = TextStyle(size: 20, weight: .bold, alignment: .center)
        let bodyStyle = TextStyle(size: 14.67, paint: .role(.dimForeground), maximumLines: 3, alignment: .center)
        let width = min(size.width - 48, 420)
        let total = icon + 18 + 26 + (description == nil ? 0 : 8 + 40)
        var y = max(12, (size.height - total) / 2)
        list.append(
            .icon(
                name: iconName, in: Rect(x: (size.width - icon) / 2, y: y, width: icon, height: icon),
                tint: .role(.dimForeground), rotation: 0))
        y += icon + 18
        let x = (size.width - width) / 2
        list.append(.text(title, in: Rect(x: x, y: y, width: width, height: 26), style: titleStyle))
        if let description {
            list.append(.text(description, in: Rect(x: x, y: y + 34, width: width, height: 40), style: bodyStyle))
        }
    }
}

extension CollectionViewModel {
    /// Whether the data has no items at all.
    public var isEmpty: Bool {
        let data = engine.dataSource
        return (0..<data.numberOfSections).allSatisfy { data.numberOfItems(inSection: $0) == 0 }
    }
}
