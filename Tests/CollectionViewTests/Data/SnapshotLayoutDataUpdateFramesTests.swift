import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// `UpdateFrames` over a snapshot update: [a, b, c, d] → [b, c, a, e] deletes d, inserts e, moves a, and
/// shifts b and c up.
@Suite struct SnapshotLayoutDataUpdateFramesTests {
    private static func key(_ id: String) -> ElementKey { .cell(ElementIdentity(id)) }
    private static func row(_ index: Int) -> Rect { Rect(x: 0, y: Double(index) * 50, width: 300, height: 50) }
    private static let header = ElementKey.supplementary(
        ofKind: ElementKind.sectionHeader, section: ElementIdentity("s"))

    private static func snapshot(_ items: [String]) -> Snapshot<String, String> {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(items, toSection: "s")
        return snapshot
    }

    /// The change, by hand: one insert, one delete, one move.
    private static let changes: ChangeSet<String, String> = {
        var changes = ChangeSet<String, String>()
        changes.itemDeletes = [.init(id: "d", position: ItemPosition(section: 0, item: 3))]
        changes.itemInserts = [.init(id: "e", position: ItemPosition(section: 0, item: 3))]
        changes.itemMoves = [
            .init(id: "a", from: ItemPosition(section: 0, item: 0), to: ItemPosition(section: 0, item: 2))
        ]
        return changes
    }()

    @Test func theHandMadeChangeIsWhatTheDiffReports() {
        #expect(
            ChangeSet(from: Self.snapshot(["a", "b", "c", "d"]), to: Self.snapshot(["b", "c", "a", "e"]))
                == Self.changes)
    }

    @Test func insertsFadeInDeletesFadeOutAndSurvivorsTravel() {
        let old: [ElementKey: Rect] = [
            Self.key("a"): Self.row(0), Self.key("b"): Self.row(1), Self.key("c"): Self.row(2),
            Self.key("d"): Self.row(3), Self.header: Rect(x: 0, y: -40, width: 300, height: 40)
        ]
        let new: [ElementKey: Rect] = [
            Self.key("b"): Self.row(0), Self.key("c"): Self.row(1), Self.key("a"): Self.row(2),
            Self.key("e"): Self.row(3), Self.header: Rect(x: 0, y: -40, width: 300, height: 40)
        ]
        let inputs = UpdateFrames.animationInputs(changes: Self.changes, old: old, new: new)
        #expect(inputs.inserted == [Self.key("e"): Self.row(3)])
        #expect(inputs.deleted == [Self.key("d"): Self.row(3)])
        #expect(inputs.moved[Self.key("a")] == ItemAnimation.Move(from: Self.row(0), to: Self.row(2)))
        // Survivors that shifted travel too, and the header that stayed put is kept (from == to) so it is drawn.
        #expect(inputs.moved[Self.key("b")] == ItemAnimation.Move(from: Self.row(1), to: Self.row(0)))
        #expect(inputs.moved[Self.key("c")] == ItemAnimation.Move(from: Self.row(2), to: Self.row(1)))
        #expect(inputs.moved[Self.header]?.from == inputs.moved[Self.header]?.to)
        #expect(inputs.moved.count == 4)

        // The inputs make a transition that ends in the new frames.
        let transition = ItemAnimation().transition(
            inserted: inputs.inserted, deleted: inputs.deleted,
            moved: inputs.moved, start: 0)
        let start = Dictionary(uniqueKeysWithValues: transition.presented(at: 0).map { ($0.key, $0) })
        #expect(start[Self.key("d")]?.alpha == 1)
        #expect(start[Self.key("e")] == nil)  // alpha 0: not presented yet
        #expect(start[Self.key("a")]?.frame == Self.row(0))
        let end = Dictionary(uniqueKeysWithValues: transition.presented(at: 1).map { ($0.key, $0.frame) })
        #expect(end == new)
    }

    @Test func theChangeSetIsTrustedOverStaleFramesAndOneSidedSurvivorsFade() {
        // A stale old frame for the inserted e and a stale new one for the deleted d are ignored; b has a new
        // frame only (it scrolled in): it fades in; c has an old one only: it fades out.
        let old: [ElementKey: Rect] = [
            Self.key("a"): Self.row(0), Self.key("c"): Self.row(2), Self.key("d"): Self.row(3),
            Self.key("e"): Self.row(9)
        ]
        let new: [ElementKey: Rect] = [
            Self.key("a"): Self.row(2), Self.key("b"): Self.row(0), Self.key("d"): Self.row(9),
            Self.key("e"): Self.row(3)
        ]
        let inputs = UpdateFrames.animationInputs(changes: Self.changes, old: old, new: new)
        #expect(inputs.inserted == [Self.key("e"): Self.row(3), Self.key("b"): Self.row(0)])
        #expect(inputs.deleted == [Self.key("d"): Self.row(3), Self.key("c"): Self.row(2)])
        #expect(inputs.moved == [Self.key("a"): ItemAnimation.Move(from: Self.row(0), to: Self.row(2))])
        // Nothing on either side: nothing to animate.
        let none = UpdateFrames.animationInputs(changes: Self.changes, old: [:], new: [:])
        #expect(none.inserted.isEmpty && none.deleted.isEmpty && none.moved.isEmpty)
    }

    @Test func framesFromAnEngineOverSnapshotData() {
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))
        let group = LayoutGroup.horizontal(size: row, subitems: [.item(LayoutItem(size: row))])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let before = Self.snapshot(["a", "b", "c", "d"]), after = Self.snapshot(["b", "c", "a", "e"])
        let engine = LayoutEngine(
            layout: layout, dataSource: SnapshotLayoutData(before),
            containerSize: Size(width: 300, height: 400))
        let rect = Rect(x: 0, y: 0, width: 300, height: 400)
        let old = ElementKey.frames(of: engine.attributes(in: rect), in: engine)
        engine.setDataSource(SnapshotLayoutData(after))
        let new = ElementKey.frames(of: engine.attributes(in: rect), in: engine)
        let inputs = UpdateFrames.animationInputs(changes: ChangeSet(from: before, to: after), old: old, new: new)
        #expect(inputs.inserted == [Self.key("e"): Rect(x: 0, y: 150, width: 300, height: 50)])
        #expect(inputs.deleted == [Self.key("d"): Rect(x: 0, y: 150, width: 300, height: 50)])
        #expect(Set(inputs.moved.keys) == [Self.key("a"), Self.key("b"), Self.key("c")])
        #expect(
            inputs.moved[Self.key("a")]
                == ItemAnimation.Move(
                    from: Rect(x: 0, y: 0, width: 300, height: 50),
                    to: Rect(x: 0, y: 100, width: 300, height: 50)))
    }

    @Test func lookupsAnswerWhatTheChangeSetAnswersWithOneLookupPerFrame() {
        // A batch of 10,000 inserts and 5,000 deletes with 40 frames on screen: the lookup form of the inputs
        // equals the change-set form, and asks about each frame a bounded number of times — not per change.
        let before = Self.snapshot((0..<10_000).map { "old\($0)" })
        let after = Self.snapshot((5_000..<10_000).map { "old\($0)" } + (0..<10_000).map { "new\($0)" })
        let changes = ChangeSet(from: before, to: after)
        #expect(changes.itemInserts.count == 10_000 && changes.itemDeletes.count == 5_000)
        let beforeData = SnapshotLayoutData(before), afterData = SnapshotLayoutData(after)
        // The first 20 rows of each side, plus a header on both sides.
        var old: [ElementKey: Rect] = [Self.header: Rect(x: 0, y: -40, width: 300, height: 40)]
        var new = old
        for index in 0..<20 {
            old[Self.key("old\(index)")] = Self.row(index)
            new[Self.key("old\(5_000 + index)")] = Self.row(index)
        }
        new[Self.key("new0")] = Self.row(20)  // an inserted item on screen
        old[Self.key("old5000")] = Self.row(30)  // a survivor that was further down: it travels
        var lookups = 0
        let looked = UpdateFrames.animationInputs(
            old: old, new: new,
            isInserted: {
                lookups += 1
                return $0.category == .cell && beforeData.path(ofItem: $0.identity) == nil
            },
            isDeleted: {
                lookups += 1
                return $0.category == .cell && afterData.path(ofItem: $0.identity) == nil
            })
        let listed = UpdateFrames.animationInputs(changes: changes, old: old, new: new)
        #expect(looked.inserted == listed.inserted)
        #expect(looked.deleted == listed.deleted)
        #expect(looked.moved == listed.moved)
        #expect(looked.inserted[Self.key("new0")] == Self.row(20))
        #expect(looked.deleted.count == 20)  // old0…old19 left
        #expect(looked.moved[Self.key("old5000")] == ItemAnimation.Move(from: Self.row(30), to: Self.row(0)))
        #expect(lookups <= 2 * (old.count + new.count))
    }
}
