/// The identifier of an item in a declarative list: its content type and its own identifier, so two
/// different content types may use the same raw identifier without colliding.
public struct ContentIdentifier: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The content type.
    public let type: ObjectIdentifier
    // Only `Sendable` values are ever wrapped (`ItemContent.Identifier: Sendable`).
    private let value: AnyHashable

    /// The identifier of `content`.
    public init<Content: ItemContent>(_ content: Content) {
        type = ObjectIdentifier(Content.self)
        value = AnyHashable(content.identifier)
    }

    /// The identifier `identifier` of a `Content`.
    public init<Content: ItemContent>(_ contentType: Content.Type, _ identifier: Content.Identifier) {
        type = ObjectIdentifier(contentType)
        value = AnyHashable(identifier)
    }

    /// The raw identifier, if it is a `Value`.
    public func value<Value>(as type: Value.Type) -> Value? { value.base as? Value }

    public var description: String { "\(value)" }
}

/// One item of a declarative list: its content with its sizing and selection behaviour.
public struct Item<Content: ItemContent>: Sendable {
    /// The content.
    public var content: Content
    /// How the item is sized.
    public var sizing: ItemSizing
    /// How the item takes part in selection.
    public var selectionStyle: ItemSelectionStyle

    /// Creates an item.
    public init(_ content: Content, sizing: ItemSizing = .default, selectionStyle: ItemSelectionStyle = .selectable()) {
        self.content = content
        self.sizing = sizing
        self.selectionStyle = selectionStyle
    }
}

/// An item of any content type, as a list holds it.
public struct AnyItem: Sendable {
    /// The item's identifier.
    public let identifier: ContentIdentifier
    /// The content (cast it back to bind a cell).
    public let content: any ItemContent
    /// How the item is sized.
    public let sizing: ItemSizing
    /// How the item takes part in selection.
    public let selectionStyle: ItemSelectionStyle
    private let equivalent: @Sendable (any ItemContent) -> Bool
    private let moved: @Sendable (any ItemContent) -> Bool

    /// Erases `item`.
    public init<Content: ItemContent>(_ item: Item<Content>) {
        identifier = ContentIdentifier(item.content)
        content = item.content
        sizing = item.sizing
        selectionStyle = item.selectionStyle
        let mine = item.content
        equivalent = { other in (other as? Content).map { mine.isEquivalent(to: $0) } ?? false }
        moved = { other in (other as? Content).map { mine.wasMoved(comparedTo: $0) } ?? true }
    }

    /// Whether `other` (an earlier version of this item) shows the same content, sizing and selection.
    public func isEquivalent(to other: AnyItem) -> Bool {
        sizing == other.sizing && selectionStyle == other.selectionStyle && equivalent(other.content)
    }

    /// Whether this item counts as moved compared with `other` when its index changed.
    public func wasMoved(comparedTo other: AnyItem) -> Bool { moved(other.content) }

    /// The content as `Content`, if it is one.
    public func content<Content: ItemContent>(as type: Content.Type) -> Content? { content as? Content }
}
