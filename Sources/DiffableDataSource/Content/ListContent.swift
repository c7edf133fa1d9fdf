/// The identifier of a section of a declarative list.
public struct SectionIdentifier: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Only `Sendable` values are ever wrapped.
    private let value: AnyHashable

    /// Wraps `value`.
    public init<Value: Hashable & Sendable>(_ value: Value) { self.value = AnyHashable(value) }

    /// The raw identifier, if it is a `Value`.
    public func value<Value>(as type: Value.Type) -> Value? { value.base as? Value }

    public var description: String { "\(value)" }
}

/// A section of a declarative list: an identifier, an optional header and footer, and items.
///
/// ```swift
/// list += Section("favourites") { section in
///     section.header = Title("Favourites")
///     section += Contact(id: 1, name: "Ada")
///     section += Item(Contact(id: 2, name: "Grace"), sizing: .fixed(64))
/// }
/// ```
public struct Section: Sendable {
    /// The section's identifier.
    public var identifier: SectionIdentifier
    /// The header.
    public var header: (any HeaderFooterContent)?
    /// The footer.
    public var footer: (any HeaderFooterContent)?
    /// The items, in order.
    public var items: [AnyItem] = []

    /// Creates a section and fills it with `build`.
    public init<ID: Hashable & Sendable>(
        _ identifier: ID, header: (any HeaderFooterContent)? = nil,
        footer: (any HeaderFooterContent)? = nil,
        _ build: (inout Section) -> Void = { _ in }
    ) {
        self.identifier = SectionIdentifier(identifier)
        self.header = header
        self.footer = footer
        build(&self)
    }

    /// Adds an item with default sizing and selection.
    public static func += <Content: ItemContent>(section: inout Section, content: Content) {
        section.items.append(AnyItem(Item(content)))
    }

    /// Adds an item.
    public static func += <Content: ItemContent>(section: inout Section, item: Item<Content>) {
        section.items.append(AnyItem(item))
    }

    /// Adds items with default sizing and selection.
    public static func += <Content: ItemContent>(section: inout Section, contents: [Content]) {
        section.items.append(contentsOf: contents.map { AnyItem(Item($0)) })
    }
}

extension Section {
    /// Whether this section's header and footer show what `other`'s do (both absent, or equivalent).
    func headerAndFooterAreEquivalent(to other: Section) -> Bool {
        Self.equivalent(header, other.header) && Self.equivalent(footer, other.footer)
    }

    private static func equivalent(_ new: (any HeaderFooterContent)?, _ old: (any HeaderFooterContent)?) -> Bool {
        switch (new, old) {
        case (nil, nil): return true
        case (let new?, let old?):
            func open<Content: HeaderFooterContent>(_ new: Content) -> Bool {
                (old as? Content).map(new.isEquivalent) ?? false
            }
            return open(new)
        default: return false
        }
    }
}

/// The whole content of a declarative list: its sections in order.
///
/// ```swift
/// await list.setContent { list in
///     list += Section("people", header: Title("People")) { section in
///         section += people.map { Contact(id: $0.id, name: $0.name) }
///     }
/// }
/// ```
public struct ListContent: Sendable {
    /// The sections, in order.
    public var sections: [Section] = []

    /// Empty content.
    public init() {}

    /// Adds a section.
    public static func += (list: inout ListContent, section: Section) { list.sections.append(section) }

    /// The snapshot of this content and the map from identifier to item that cells bind to.
    ///
    /// Repeated identifiers keep the first occurrence (section or item) and are reported in the snapshot's
    /// `diagnostics`; the content map holds exactly the items in the snapshot.
    public func snapshot() -> (
        snapshot: Snapshot<SectionIdentifier, ContentIdentifier>, items: [ContentIdentifier: AnyItem]
    ) {
        var snapshot = Snapshot<SectionIdentifier, ContentIdentifier>()
        var items: [ContentIdentifier: AnyItem] = [:]
        for section in sections {
            let before = snapshot.numberOfSections
            snapshot.appendSections([section.identifier])
            guard snapshot.numberOfSections > before else { continue }
            for item in section.items where items[item.identifier] == nil { items[item.identifier] = item }
            // Appending all of them keeps the first of each, like the map, and records the rest as diagnostics.
            snapshot.appendItems(section.items.map(\.identifier), toSection: section.identifier)
        }
        return (snapshot, items)
    }
}
