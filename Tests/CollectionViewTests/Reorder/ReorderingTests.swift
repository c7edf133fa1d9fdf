import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// `Reordering` on its own: what a lift takes, where a pointer retargets the drop, how fast an edge scrolls and
/// what a drop asks for — with the layout, points and times the test gives, no model.
@MainActor @Suite struct ReorderingTests {
    /// A plain list of 44-point rows, 300 wide, over `items` in one section "s".
    func engine(_ items: [String]) -> LayoutEngine {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(items, toSection: "s")
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)))
        let row = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(item)])
        return LayoutEngine(
            layout: CompositionalLayout(section: LayoutSection(group: row)), dataSource: SnapshotLayoutData(snapshot),
            containerSize: Size(width: 300, height: 200), displayScale: 1)
    }

    func id(_ name: String) -> ElementIdentity { ElementIdentity(name) }

    /// A session with rules and an app that accepts, holding `items` lifted from a press on `pressed`.
    func lifted(
        _ pressed: String, selected: [String], engine: LayoutEngine, rules: ReorderRules = ReorderRules()
    ) -> Reordering {
        var reordering = Reordering()
        reordering.rules = rules
        reordering.onReorder = { _ in true }
        let lifted = reordering.lift(
            id(pressed), selected: Set(selected.map(id)), start: Point(x: 10, y: 10),
            pointer: Point(x: 10, y: 20), offset: .zero, engine: engine)
        #expect(lifted)
        return reordering
    }

    @Test func aLiftTakesTheSelectionInDataOrderOrThePressedItemAlone() {
        let engine = engine(["a", "b", "c", "d", "e"])
        let both = lifted("d", selected: ["d", "b"], engine: engine)
        #expect(both.drag?.items == [id("b"), id("d")])
        #expect(both.drag?.grabbed == id("d"))
        // The block lands where its first item was: b's place, index 1 among the others.
        #expect(both.drag?.destination == ItemPath(section: 0, item: 1))
        let alone = lifted("c", selected: ["a"], engine: engine)
        #expect(alone.drag?.items == [id("c")])
        var refused = Reordering()
        refused.rules = ReorderRules(canMove: { $0.item != 2 })
        let liftedAnyway = refused.lift(
            id("c"), selected: [], start: .zero, pointer: .zero, offset: .zero, engine: engine)
        #expect(!liftedAnyway)
        #expect(refused.drag == nil)
    }

    @Test func theDestinationFollowsThePointerBeforeOrAfterTheNearestRow() {
        let start = engine(["a", "b", "c", "d", "e"])
        var reordering = lifted("a", selected: [], engine: start)
        /// Retargets over the rows as the drag's preview lays them out (as the model presents it).
        func retarget(toY y: Double) -> Bool {
            let preview = reordering.drag!.preview
            let laidOut = LayoutEngine(
                layout: start.layout, dataSource: preview, containerSize: Size(width: 300, height: 220), displayScale: 1
            )
            let cells = laidOut.visibleLayout(in: Rect(x: 0, y: 0, width: 300, height: 220)).attributes
            reordering.drag!.pointer = Point(x: 50, y: y)
            return reordering.retarget(among: cells, data: preview, offset: .zero, contentWidth: 300)
        }
        // Rows at 0, 44, 88, 132, 176: the pointer over d's lower half lands a after d, index 3 among the others.
        #expect(retarget(toY: 132 + 30))
        #expect(reordering.drag?.destination == ItemPath(section: 0, item: 3))
        // The preview now has a at 132: over its own row nothing changes.
        #expect(!retarget(toY: 132 + 30))
        // Over b's upper half: before b, index 0.
        #expect(retarget(toY: 10))
        #expect(reordering.drag?.destination == ItemPath(section: 0, item: 0))
    }

    @Test func anEdgeScrollsFasterNearerItAndTheFirstFrameOnlyStartsTheClock() {
        let engine = engine((0..<40).map { "item \($0)" })
        var reordering = lifted("item 0", selected: [], engine: engine)
        let viewport = Viewport(size: Size(width: 300, height: 200), offset: Point(x: 0, y: 100))
        let height = engine.contentSize.height
        reordering.drag!.pointer = Point(x: 50, y: 190)  // 38 of the 48-point band at the bottom
        let first = reordering.autoscrollStep(at: 1.0, in: viewport, contentHeight: height)
        #expect(first == nil)
        let step = reordering.autoscrollStep(at: 1.02, in: viewport, contentHeight: height)
        #expect(step.map { abs($0 - Reordering.autoscrollSpeed * 38 / 48 * 0.02) < 1e-9 } == true)
        // A long gap between frames scrolls at most 50 ms' worth.
        let capped = reordering.autoscrollStep(at: 3.0, in: viewport, contentHeight: height)
        #expect(capped.map { abs($0 - Reordering.autoscrollSpeed * 38 / 48 * 0.05) < 1e-9 } == true)
        // Nearer the top edge it scrolls up; at the content's top it does not.
        reordering.drag!.pointer = Point(x: 50, y: 0)
        #expect(reordering.autoscrollVelocity(in: viewport, contentHeight: height) == -Reordering.autoscrollSpeed)
        #expect(reordering.autoscrollVelocity(in: Viewport(size: viewport.size), contentHeight: height) == 0)
        // In the middle, nothing, and the clock stops.
        reordering.drag!.pointer = Point(x: 50, y: 100)
        let middle = reordering.autoscrollStep(at: 3.1, in: viewport, contentHeight: height)
        #expect(middle == nil)
        #expect(reordering.drag?.lastAutoscroll == nil)
    }

    @Test func aDropAsksToMoveTheItemsStillThereBeforeTheAnchor() throws {
        let engine = engine(["a", "b", "c", "d"])
        let reordering = lifted("a", selected: [], engine: engine)
        let drag = try #require(reordering.drag)
        let section = engine.dataSource.identity(ofSection: 0)
        let transaction = try #require(
            reordering.dropTransaction(drag, in: engine.dataSource, section: section, before: id("d")))
        #expect(transaction.cause == .drag)
        #expect(transaction.moves.map(\.item) == [id("a")])
        #expect(transaction.moves.first?.to.before == id("d"))
        // With no anchor (or one gone), to the end of the section.
        let toEnd = try #require(reordering.dropTransaction(drag, in: engine.dataSource, section: section, before: nil))
        #expect(toEnd.moves.first?.to.index == 3)
        // Into a section that is gone: nothing.
        #expect(reordering.dropTransaction(drag, in: engine.dataSource, section: id("gone"), before: nil) == nil)
    }

    @Test func onlySelectedItemsLiftWhereTheRulesSaySoExceptFromTheHandle() {
        var reordering = Reordering()
        reordering.rules = ReorderRules(liftsOnlySelectedItems: true)
        var selection = SelectionModel<ElementIdentity>(mode: .multiple)
        selection.select(id("b"))
        #expect(reordering.bandsInsteadOfLifting(id("a"), selection: selection, onHandle: false))
        #expect(!reordering.bandsInsteadOfLifting(id("a"), selection: selection, onHandle: true))
        #expect(!reordering.bandsInsteadOfLifting(id("b"), selection: selection, onHandle: false))
        reordering.rules = ReorderRules()
        #expect(!reordering.bandsInsteadOfLifting(id("a"), selection: selection, onHandle: false))
    }
}
