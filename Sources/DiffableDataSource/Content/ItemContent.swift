/// The content of one item of a declarative list: an identifier, and how to compare two versions of it.
///
/// Identity (`identifier`) decides what is the same item across updates; content comparison decides whether
/// it changed. If the type is `Equatable`, `isEquivalent` is `==`; `wasMoved` defaults to "not equivalent".
///
/// ```swift
/// struct Contact: ItemContent, Equatable {
///     var id: UUID
///     var name: String
///     var identifier: UUID { id }
/// }
/// ```
public protocol ItemContent: Sendable {
    /// The identifier type.
    associatedtype Identifier: Hashable & Sendable
    /// What keeps this item the same item across updates.
    var identifier: Identifier { get }
    /// Whether `other` shows the same content (when false, the item is reconfigured).
    func isEquivalent(to other: Self) -> Bool
    /// Whether the item should be animated as a move when its index changed, even if it keeps its order
    /// relative to its neighbours (a re-sorted item whose content changed).
    func wasMoved(comparedTo other: Self) -> Bool
}

extension ItemContent {
    /// By default an item whose content changed is treated as moved when its index changed.
    public func wasMoved(comparedTo other: Self) -> Bool { !isEquivalent(to: other) }
}

extension ItemContent where Self: Equatable {
    /// Equatable content is equivalent when equal.
    public func isEquivalent(to other: Self) -> Bool { self == other }
}

/// The content of a section header or footer.
public protocol HeaderFooterContent: Sendable {
    /// Whether `other` shows the same content (when false, the section's supplementaries are reconfigured).
    func isEquivalent(to other: Self) -> Bool
}

extension HeaderFooterContent where Self: Equatable {
    /// Equatable content is equivalent when equal.
    public func isEquivalent(to other: Self) -> Bool { self == other }
}

/// How an item is sized along the list's scroll direction (the collection view turns this into a layout
/// dimension).
public enum ItemSizing: Hashable, Sendable {
    /// The list's default: an estimate for the appearance, measured.
    case `default`
    /// Exactly this many points.
    case fixed(Double)
    /// Measured, clamped to a range.
    case thatFits(minimum: Double, maximum: Double?)
}

/// Whether and how an item takes part in selection.
public enum ItemSelectionStyle: Hashable, Sendable {
    /// Not selectable (a header row, a separator).
    case notSelectable
    /// Activates on click without staying selected.
    case tappable
    /// Selectable. `isSelected` is the app's word on every update that shows the item — true selects it, false
    /// deselects it, whatever the user did since (Listable's rule: the app keeps the state) — and nil (the
    /// default) leaves its selection to the user.
    case selectable(isSelected: Bool? = nil)
}
