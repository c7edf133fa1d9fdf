/// What changed between two snapshots, in the coordinates a view animates with.
///
/// Coordinates:
/// - **deletes** are positions in the *old* snapshot; **inserts** are positions in the *new* one;
/// - **moves** go from an old position to a new one;
/// - **reloads** and **reconfigures** are positions in the *new* snapshot (rebind the cell where it ends up).
///
/// Item changes are complete: items of a deleted section are listed as deletes (or moves, when they survive
/// elsewhere) and items of an inserted section as inserts, so a view may animate either level. Sections are
/// inserted empty. One stage expresses every change; `applied(to:)` documents the order a view applies it in,
/// and applying the change set to the old snapshot reproduces the new one.
///
/// An item is reported as moved only when it changed section or truly changed order among the items that stay
/// in its section (everything outside a longest increasing subsequence), so a single move reports one move,
/// not a shifted run.
public struct ChangeSet<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// A section and its index (old for deletes, new otherwise).
    public struct SectionChange: Hashable, Sendable {
        public var id: SectionID
        public var index: Int
        /// Creates a section change.
        @inlinable
        public init(id: SectionID, index: Int) {
            self.id = id
            self.index = index
        }
    }

    /// A section that changed place.
    public struct SectionMove: Hashable, Sendable {
        public var id: SectionID
        public var from: Int
        public var to: Int
        /// Creates a section move.
        @inlinable
        public init(id: SectionID, from: Int, to: Int) {
            self.id = id
            self.from = from
            self.to = to
        }
    }

    /// An item and its position (old for deletes, new otherwise).
    public struct ItemChange: Hashable, Sendable {
        public var id: ItemID
        public var position: ItemPosition
        /// Creates an item change.
        @inlinable
        public init(id: ItemID, position: ItemPosition) {
            self.id = id
            self.position = position
        }
    }

    /// An item that changed place.
    public struct ItemMove: Hashable, Sendable {
        public var id: ItemID
        public var from: ItemPosition
        public var to: ItemPosition
        /// Creates an item move.
        @inlinable
        public init(id: ItemID, from: ItemPosition, to: ItemPosition) {
            self.id = id
            self.from = from
            self.to = to
        }
    }

    /// Sections removed, by old index, ascending.
    public var sectionDeletes: [SectionChange] = []
    /// Sections added (empty), by new index, ascending.
    public var sectionInserts: [SectionChange] = []
    /// Sections that changed order, with their items.
    public var sectionMoves: [SectionMove] = []
    /// Sections marked reloaded in the new snapshot (and present in the old), by new index.
    public var sectionReloads: [SectionChange] = []
    /// Sections marked reconfigured in the new snapshot (and present in the old), by new index.
    public var sectionReconfigures: [SectionChange] = []
    /// Items removed, by old position, ascending.
    public var itemDeletes: [ItemChange] = []
    /// Items added, by new position, ascending.
    public var itemInserts: [ItemChange] = []
    /// Items that changed section or order.
    public var itemMoves: [ItemMove] = []
    /// Items marked reloaded in the new snapshot (and present in the old), by new position.
    public var itemReloads: [ItemChange] = []
    /// Items marked reconfigured in the new snapshot (and present in the old), by new position.
    public var itemReconfigures: [ItemChange] = []

    /// An empty change set.
    @inlinable
    public init() {}

    /// Whether nothing changed.
    @inlinable
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && sectionReconfigures.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty
            && itemReloads.isEmpty && itemReconfigures.isEmpty
    }
}
