/// The result of one `DataSource.apply`.
public struct ApplyResult<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// What changed from the previously presented snapshot to the one now presented.
    public var changeSet: ChangeSet<SectionID, ItemID>
    /// The version now presented (one more per landed apply).
    public var version: Int
    /// Whether the change should animate.
    public var animated: Bool
    /// Whether this caller's snapshot was superseded by a newer apply before it landed: the change set is
    /// the newer one's, and the caller's snapshot was never presented on its own.
    public var coalesced: Bool
    /// The context given with the apply that landed (the declarative layer's content map travels here, so it
    /// is presented together with its snapshot).
    public var context: (any Sendable)?
}

/// Owns the presented snapshot and turns every new snapshot into one change set, in order.
///
/// The presented `snapshot` carries no reload or reconfigure marks: they are consumed by the apply that
/// reports them.
///
/// Applies are serialized and versioned: each lands as a whole (the snapshot and the `didApply` callback
/// change together on the main actor), so what is presented and `snapshot` never disagree. A diff over more
/// than `offMainThreshold` items runs off the main actor. Applies that arrive while one is being diffed are
/// coalesced: only the newest of them is diffed next, against what was just presented.
///
/// ```swift
/// let dataSource = DataSource<String, Int>()
/// dataSource.didApply = { result in collectionView.animate(result.changeSet) }
/// var snapshot = Snapshot<String, Int>()
/// snapshot.appendSections(["all"])
/// snapshot.appendItems(Array(0..<1_000))
/// await dataSource.apply(snapshot)
/// ```
@MainActor
public final class DataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The snapshot presented now.
    public private(set) var snapshot: Snapshot<SectionID, ItemID>
    /// The number of applies that have landed.
    public private(set) var version = 0
    /// Called once per landed apply, right after `snapshot` changed: present the change set here.
    public var didApply: ((ApplyResult<SectionID, ItemID>) -> Void)?
    /// Diffs over more items than this (old plus new) run off the main actor.
    public var offMainThreshold = 20_000
    /// Outline handlers for sections applied as section snapshots.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemID>()

    /// The outline of each section applied with `apply(_:to:animated:)`.
    var sectionSnapshots: [SectionID: SectionSnapshot<ItemID>] = [:]

    /// What a request becomes when its turn comes.
    public struct PreparedApply: Sendable {
        /// The snapshot to present.
        public var snapshot: Snapshot<SectionID, ItemID>
        /// Surviving items to report as moved even where their order is kept.
        public var forcingMoves: Set<ItemID>
        /// What travels with the snapshot to `didApply` and to the next preparation.
        public var context: (any Sendable)?

        /// Creates a prepared apply.
        public init(
            snapshot: Snapshot<SectionID, ItemID>, forcingMoves: Set<ItemID> = [], context: (any Sendable)? = nil
        ) {
            self.snapshot = snapshot
            self.forcingMoves = forcingMoves
            self.context = context
        }
    }

    private struct Request {
        var prepare: (Snapshot<SectionID, ItemID>, (any Sendable)?) -> PreparedApply
        var animated: Bool
        var number: Int
    }

    /// The context of the apply presented now.
    public private(set) var presentedContext: (any Sendable)?

    private var pending: Request?
    private var requestCount = 0
    private var isApplying = false
    private var waiters: [(number: Int, continuation: CheckedContinuation<ApplyResult<SectionID, ItemID>, Never>)] = []

    /// Creates a data source presenting `snapshot`.
    public init(snapshot: Snapshot<SectionID, ItemID> = Snapshot()) {
        self.snapshot = snapshot
    }

    /// Presents `newSnapshot`: diffs it against what is presented, lands both together, and returns the
    /// change set (the newer one's, marked `coalesced`, when a newer apply superseded this one in flight).
    ///
    /// `forcingMoves` names surviving items to report as moved even where their order is kept; `context`
    /// travels with the snapshot to `didApply`.
    @discardableResult
    public func apply(
        _ newSnapshot: Snapshot<SectionID, ItemID>, animated: Bool = true,
        forcingMoves: Set<ItemID> = [], context: (any Sendable)? = nil
    ) async -> ApplyResult<SectionID, ItemID> {
        await apply(animated: animated) { _, _ in
            PreparedApply(snapshot: newSnapshot, forcingMoves: forcingMoves, context: context)
        }
    }

    /// Presents what `prepare` returns when this request's turn comes. `prepare` runs on the main actor with
    /// the snapshot and context presented at that moment, so changes computed against the presented state
    /// (which items to reconfigure) stay right even when earlier requests were coalesced away.
    @discardableResult
    public func apply(
        animated: Bool = true,
        preparing prepare: @escaping (Snapshot<SectionID, ItemID>, (any Sendable)?) -> PreparedApply
    )
        async -> ApplyResult<SectionID, ItemID>
    {
        requestCount += 1
        let number = requestCount
        pending = Request(prepare: prepare, animated: animated, number: number)
        if isApplying {
            return await withCheckedContinuation { continuation in waiters.append((number, continuation)) }
        }
        isApplying = true
        defer { isApplying = false }
        var mine: ApplyResult<SectionID, ItemID>?
        while let request = pending {
            pending = nil
            let old = snapshot
            let prepared = request.prepare(old, presentedContext)
            let target = prepared.snapshot
            let forced = prepared.forcingMoves
            let changeSet: ChangeSet<SectionID, ItemID>
            if old.numberOfItems + target.numberOfItems > offMainThreshold {
                changeSet = await Task.detached(priority: .userInitiated) {
                    ChangeSet(from: old, to: target, forcingMoves: forced)
                }.value
            } else {
                changeSet = ChangeSet(from: old, to: target, forcingMoves: forced)
            }
            land(target, context: prepared.context, changeSet: changeSet, request: request, mine: number, result: &mine)
        }
        return mine!
    }

    /// Makes `target` the presented snapshot and answers everyone whose request it covers.
    private func land(
        _ target: Snapshot<SectionID, ItemID>, context: (any Sendable)?,
        changeSet: ChangeSet<SectionID, ItemID>, request: Request, mine: Int,
        result: inout ApplyResult<SectionID, ItemID>?
    ) {
        // Reload and reconfigure marks are consumed by the apply that reports them (as in UIKit), so a
        // snapshot derived from `snapshot` does not report them again.
        snapshot = target.withoutMarks
        presentedContext = context
        version += 1
        let landed = ApplyResult(
            changeSet: changeSet, version: version, animated: request.animated, coalesced: false,
            context: context)
        didApply?(landed)
        if request.number >= mine && result == nil {
            var own = landed
            own.coalesced = request.number != mine
            result = own
        }
        let answered = waiters.filter { $0.number <= request.number }
        waiters.removeAll { $0.number <= request.number }
        for waiter in answered {
            var theirs = landed
            theirs.coalesced = waiter.number != request.number
            waiter.continuation.resume(returning: theirs)
        }
    }
}
