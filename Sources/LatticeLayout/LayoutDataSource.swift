/// The identity of an element: what keys measured sizes and anchors across updates.
///
/// Wraps any hashable, sendable value (an item identifier of a snapshot, a section identifier paired with an
/// element kind, a path for positional data). Integers, strings and paths — the identifiers apps and positional
/// data use — are kept as themselves, so comparing and hashing identities (every dictionary lookup of a layout
/// switch, every cell's state each frame) is a plain comparison; any other value is kept as an `AnyHashable`,
/// whose comparison asks the runtime for the value's type each time. Two identities are equal when their
/// values are of the same type and equal.
public struct ElementIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
    @usableFromInline
    enum Storage: Hashable {
        case int(Int)
        case string(String)
        case path(ItemPath)
        // `AnyHashable` is not `Sendable`, but only `Sendable` values are ever wrapped.
        case other(AnyHashable)
    }

    @usableFromInline
    let storage: Storage

    /// Wraps `value`.
    @inlinable
    public init<Value: Hashable & Sendable>(_ value: Value) {
        if let value = value as? Int {
            storage = .int(value)
        } else if let value = value as? String {
            storage = .string(value)
        } else if let value = value as? ItemPath {
            storage = .path(value)
        } else {
            storage = .other(AnyHashable(value))
        }
    }

    /// The wrapped value, if it is a `Value`.
    public func value<Value>(as type: Value.Type) -> Value? {
        switch storage {
        case .int(let value): value as? Value
        case .string(let value): value as? Value
        case .path(let value): value as? Value
        case .other(let value): value.base as? Value
        }
    }

    public var description: String {
        switch storage {
        case .int(let value): "\(value)"
        case .string(let value): value
        case .path(let value): "\(value)"
        case .other(let value): "\(value)"
        }
    }
}

/// The data the engine lays out: counts per section and identities.
///
/// The default identities are positions, which is right for static data; a diffable data source supplies its
/// item identifiers so measured sizes follow items across inserts and moves.
public protocol LayoutDataSource {
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of items in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// The identity of the item at `path`.
    func identity(ofItemAt path: ItemPath) -> ElementIdentity
    /// The identity of section `section`.
    func identity(ofSection section: Int) -> ElementIdentity
    /// Where the item with `identity` is now, if it still exists.
    func path(ofItem identity: ElementIdentity) -> ItemPath?
}

extension LayoutDataSource {
    /// Positional identity: the path itself.
    public func identity(ofItemAt path: ItemPath) -> ElementIdentity { ElementIdentity(path) }
    /// Positional identity: the section index.
    public func identity(ofSection section: Int) -> ElementIdentity { ElementIdentity(section) }
    /// A linear search over every item; data sources with their own identities should answer in O(1).
    public func path(ofItem identity: ElementIdentity) -> ItemPath? {
        for section in 0..<numberOfSections {
            for item in 0..<numberOfItems(inSection: section)
            where self.identity(ofItemAt: ItemPath(section: section, item: item)) == identity {
                return ItemPath(section: section, item: item)
            }
        }
        return nil
    }
}

/// Data given as item counts per section, identified by position.
public struct ItemCounts: LayoutDataSource, Hashable, Sendable {
    /// Items per section.
    public var counts: [Int]

    /// Creates counts; each must be non-negative.
    public init(_ counts: [Int]) {
        precondition(counts.allSatisfy { $0 >= 0 }, "Item counts must be non-negative: \(counts)")
        self.counts = counts
    }

    /// The number of sections.
    public var numberOfSections: Int { counts.count }
    /// The count of `section`.
    public func numberOfItems(inSection section: Int) -> Int { counts[section] }
    /// The path a positional identity names, in O(1).
    public func path(ofItem identity: ElementIdentity) -> ItemPath? {
        guard let path = identity.value(as: ItemPath.self), counts.indices.contains(path.section),
            (0..<counts[path.section]).contains(path.item)
        else { return nil }
        return path
    }
}

/// What the engine asks when it needs the real size of a self-sizing element.
public struct MeasureRequest: Hashable, Sendable {
    /// Cell, or supplementary.
    public var category: ElementCategory
    /// The element kind.
    public var elementKind: String
    /// The element's position.
    public var indexPath: ItemPath
    /// The size the layout proposes: fixed dimensions are final, estimated ones hold the estimate.
    public var proposedSize: Size
    /// Whether the width is free to change.
    public var widthIsEstimated: Bool
    /// Whether the height is free to change.
    public var heightIsEstimated: Bool
}

/// Measures self-sizing elements (text layout in the renderer; a table of sizes in tests and specs).
public protocol LayoutMeasuring {
    /// The size the element wants; only the estimated dimensions of the answer are used.
    func measure(_ request: MeasureRequest) -> Size
}
