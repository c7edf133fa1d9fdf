import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// Keyboard reorder, the app's accept or refuse, and undo/redo through the transaction log.
@MainActor @Suite struct ReorderTests {
    /// A model over a snapshot the harness owns: accepted reorders are applied to it and presented.
    @MainActor final class Harness {
        var snapshot: Snapshot<String, String>
        var data: SnapshotLayoutData<String, String>
        let model: CollectionViewModel
        var accepts = true
        var proposed: [ReorderTransaction] = []

        init(sections: [String: [String]], order: [String], grid: Bool = false, rules: ReorderRules = ReorderRules()) {
            var snapshot = Snapshot<String, String>()
            for section in order {
                snapshot.appendSections([section])
                snapshot.appendItems(sections[section]!, toSection: section)
            }
            self.snapshot = snapshot
            data = SnapshotLayoutData(snapshot)
            let layout: CompositionalLayout
            if grid {
                let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .absolute(100)))
                let row = LayoutGroup.horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [.item(item)])
                layout = CompositionalLayout(section: LayoutSection(group: row))
            } else {
                layout = .list(using: ListConfiguration(appearance: .plain))
            }
            model = CollectionViewModel(
                layout: layout, data: data, viewportSize: Size(width: 300, height: 600),
                measurer: FixedTextMeasurer()
            ) { _ in nil }
            model.selection.mode = .multiple  // a reorder moves the whole selection
            model.reordering.rules = rules
            model.reordering.onReorder = { [unowned self] transaction in
                proposed.append(transaction)
                guard accepts, let next = transaction.applied(to: self.snapshot) else { return false }
                model.update(to: next, changes: ChangeSet(from: self.snapshot, to: next), animated: false)
                self.snapshot = next
                return true
            }
        }

        func select(_ items: String...) {
            model.selection.selectNone()
            for item in items { model.selection.select(ElementIdentity(item)) }
            model.selection.cursor = ElementIdentity(items.last!)
        }

        func items(_ section: String) -> [String] { snapshot.itemIdentifiers(inSection: section) }
    }

    @Test func altDownAndUpMoveTheSelectedItemAndUndoRedoTakeItBackAndAgain() {
        let h = Harness(sections: ["s": ["a", "b", "c", "d"]], order: ["s"])
        h.select("b")
        #expect(h.model.handle(.reorder(.down)))
        #expect(h.items("s") == ["a", "c", "b", "d"])
        #expect(h.model.handle(.reorder(.down)))
        #expect(h.items("s") == ["a", "c", "d", "b"])
        #expect(!h.model.handle(.reorder(.down)))  // already last, and there is no other section
        #expect(h.model.handle(.reorder(.up)))
        #expect(h.items("s") == ["a", "c", "b", "d"])
        #expect(h.model.selection.isSelected(ElementIdentity("b")))  // the selection follows the item
        #expect(h.model.handle(.undo))
        #expect(h.items("s") == ["a", "c", "d", "b"])
        #expect(h.model.handle(.undo) && h.model.handle(.undo))
        #expect(h.items("s") == ["a", "b", "c", "d"])
        #expect(!h.model.handle(.undo))  // nothing left to undo
        #expect(h.model.handle(.redo) && h.model.handle(.redo))
        #expect(h.items("s") == ["a", "c", "d", "b"])
        #expect(h.proposed.map(\.cause) == [.keyboard, .keyboard, .keyboard, .undo, .undo, .undo, .redo, .redo])
        // A new reorder clears what could be redone.
        #expect(h.model.handle(.reorder(.up)))
        #expect(!h.model.handle(.redo))
    }

    @Test func scatteredSelectedItemsAreGatheredAndMovedTogether() {
        let h = Harness(sections: ["s": ["a", "b", "c", "d", "e", "f"]], order: ["s"])
        h.select("b", "d")
        #expect(h.model.reorderSelection(.down))
        #expect(h.items("s") == ["a", "c", "e", "b", "d", "f"])
        #expect(h.model.reorderSelection(.up))
        #expect(h.items("s") == ["a", "c", "b", "d", "e", "f"])
        #expect(h.model.undoReorder() && h.model.undoReorder())
        #expect(h.items("s") == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func aRefusedReorderChangesNothingAndIsNotLogged() {
        let h = Harness(sections: ["s": ["a", "b", "c"]], order: ["s"])
        h.select("a")
        h.accepts = false
        #expect(!h.model.reorderSelection(.down))
        #expect(h.items("s") == ["a", "b", "c"])
        #expect(h.model.reordering.log.undoable.isEmpty)
        #expect(h.proposed.count == 1)
        // Without rules, nothing is even proposed.
        h.model.reordering.rules = nil
        h.accepts = true
        #expect(!h.model.reorderSelection(.down))
        #expect(h.proposed.count == 1)
    }

    @Test func sectionsAndItemsFollowTheRules() {
        let sections = ["one": ["a", "b"], "two": ["c", "d"]]
        // Within its section only (the default): the last item of "one" cannot go down into "two".
        let within = Harness(sections: sections, order: ["one", "two"])
        within.select("b")
        #expect(!within.model.reorderSelection(.down))
        // Anywhere: it moves to the top of "two", and up again to the end of "one".
        let anywhere = Harness(sections: sections, order: ["one", "two"], rules: .anywhere)
        anywhere.select("b")
        #expect(anywhere.model.reorderSelection(.down))
        #expect(anywhere.items("one") == ["a"] && anywhere.items("two") == ["b", "c", "d"])
        #expect(anywhere.model.reorderSelection(.up))
        #expect(anywhere.items("one") == ["a", "b"] && anywhere.items("two") == ["c", "d"])
        // An item the rules pin does not move, alone or in a selection.
        let pinned = Harness(
            sections: sections, order: ["one", "two"],
            rules: ReorderRules(canMove: { $0 != ItemPath(section: 0, item: 0) }))
        pinned.select("a", "b")
        #expect(!pinned.model.reorderSelection(.down))
        pinned.select("b")
        #expect(pinned.model.reorderSelection(.up))
        #expect(pinned.items("one") == ["b", "a"])
    }

    @Test func inAGridArrowsMoveByCellAndByRow() {
        let h = Harness(sections: ["s": (0..<9).map { "i\($0)" }], order: ["s"], grid: true)
        h.select("i4")  // the middle of a 3 × 3 grid
        #expect(h.model.reorderSelection(.right))
        #expect(h.items("s") == ["i0", "i1", "i2", "i3", "i5", "i4", "i6", "i7", "i8"])
        #expect(h.model.reorderSelection(.up))  // to the cell above (index 2), the others shift on
        #expect(h.items("s") == ["i0", "i1", "i4", "i2", "i3", "i5", "i6", "i7", "i8"])
        #expect(h.model.reorderSelection(.down))  // back to index 5
        #expect(h.items("s") == ["i0", "i1", "i2", "i3", "i5", "i4", "i6", "i7", "i8"])
        #expect(h.model.reorderSelection(.left))
        #expect(h.items("s") == (0..<9).map { "i\($0)" })
    }

    @Test func aRecordedMoveSurvivesUnrelatedChangesByItsAnchor() {
        let h = Harness(sections: ["s": ["a", "b", "c", "d"]], order: ["s"])
        h.select("a")
        #expect(h.model.reorderSelection(.down))  // b a c d
        // Meanwhile new items arrive at the top; undo still puts "a" back before "b".
        var next = h.snapshot
        next.insertItems(["x", "y"], beforeItem: "b")
        h.model.update(to: next, changes: ChangeSet(from: h.snapshot, to: next), animated: false)
        h.snapshot = next
        #expect(h.model.undoReorder())
        #expect(h.items("s") == ["x", "y", "a", "b", "c", "d"])
        // A transaction naming an item that is gone is refused by `applied(to:)`.
        let stale = ReorderTransaction(
            moves: [
                ReorderMove(
                    item: ElementIdentity("zzz"),
                    from: ReorderPosition(section: ElementIdentity("s"), index: 0, before: nil),
                    to: ReorderPosition(section: ElementIdentity("s"), index: 1, before: nil))
            ], cause: .keyboard)
        #expect(stale.applied(to: h.snapshot) == nil)
    }

    @Test func theLogIsBoundedAndEveryInverseTakesItsTransactionBack() {
        var log = ReorderLog()
        log.limit = 3
        let move = ReorderMove(
            item: ElementIdentity("a"),
            from: ReorderPosition(section: ElementIdentity("s"), index: 0, before: ElementIdentity("b")),
            to: ReorderPosition(section: ElementIdentity("s"), index: 1, before: nil))
        for _ in 0..<5 { log.record(ReorderTransaction(moves: [move], cause: .drag)) }
        #expect(log.undoable.count == 3)
        let transaction = ReorderTransaction(
            moves: [move, ReorderMove(item: ElementIdentity("c"), from: move.to, to: move.from)], cause: .drag)
        #expect(transaction.inverse(cause: .undo).inverse(cause: .drag) == transaction)
    }

    // MARK: Press and drag

    /// The laid-out order (what is drawn), by identity.
    private func shown(_ model: CollectionViewModel) -> [String] {
        let data = model.engine.dataSource
        return (0..<data.numberOfSections).flatMap { section in
            (0..<data.numberOfItems(inSection: section)).map {
                data.identity(ofItemAt: ItemPath(section: section, item: $0)).value(as: String.self) ?? "?"
            }
        }
    }

    /// The middle of row `index` of `section` in canvas coordinates.
    private func row(_ model: CollectionViewModel, _ index: Int, section: Int = 0) -> Point {
        let frame = model.engine.layoutAttributesForItem(at: ItemPath(section: section, item: index))!.frame
        return Point(x: frame.midX, y: frame.midY - model.viewport.offset.y)
    }

    /// With `liftsOnlySelectedItems`, a drag from an item not selected draws a rubber band (selecting what it
    /// covers, moving nothing); a selected item still lifts.
    @Test func whereOnlySelectedItemsLiftADragFromAnotherIsARubberBand() {
        let h = Harness(
            sections: ["s": ["a", "b", "c", "d", "e"]], order: ["s"], rules: ReorderRules(liftsOnlySelectedItems: true))
        h.model.pointerPressed(at: row(h.model, 0))
        h.model.pointerMoved(to: row(h.model, 2))
        #expect(h.model.reordering.drag == nil && h.model.rubberBand != nil)
        h.model.pointerReleased(at: row(h.model, 2))
        #expect(h.model.selection.selected == Set(["a", "b", "c"].map { ElementIdentity($0) }))
        #expect(h.items("s") == ["a", "b", "c", "d", "e"] && h.proposed.isEmpty)
        // "b" is selected now: pressing it and dragging lifts the selection.
        h.model.pointerPressed(at: row(h.model, 1))
        h.model.pointerMoved(to: Point(x: row(h.model, 4).x, y: row(h.model, 4).y + 10))
        #expect(h.model.reordering.drag?.items == ["a", "b", "c"].map { ElementIdentity($0) })
        h.model.pointerReleased(at: Point(x: row(h.model, 4).x, y: row(h.model, 4).y + 10))
        #expect(h.proposed.last?.cause == .drag)
    }

    @Test func pressAndDragLiftsTheItemOpensAGapAndDropsItThere() {
        let h = Harness(sections: ["s": ["a", "b", "c", "d", "e"]], order: ["s"])
        h.model.pointerPressed(at: row(h.model, 0))
        h.model.pointerMoved(to: Point(x: row(h.model, 0).x, y: row(h.model, 0).y + 3))
        #expect(h.model.reordering.drag == nil)  // under the threshold: still a click
        let target = row(h.model, 2)
        h.model.pointerMoved(to: Point(x: target.x, y: target.y + 10))  // the lower half of "c"
        #expect(h.model.reordering.drag?.items == [ElementIdentity("a")])
        #expect(shown(h.model) == ["b", "c", "a", "d", "e"])  // the gap opens after "c"
        #expect(h.items("s") == ["a", "b", "c", "d", "e"])  // the data is untouched until the drop
        // The lifted cell is not drawn in its gap; the others are drawn from the app's own positions.
        h.model.pointerReleased(at: Point(x: target.x, y: target.y + 10))
        #expect(h.model.reordering.drag == nil)
        #expect(h.items("s") == ["b", "c", "a", "d", "e"])
        #expect(h.proposed.last?.cause == .drag)
        #expect(h.model.undoReorder())
        #expect(h.items("s") == ["a", "b", "c", "d", "e"])
    }

    @Test func theReorderHandleLiftsTheItemSooner() throws {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a", "b", "c"], toSection: "s")
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: SnapshotLayoutData(snapshot),
            viewportSize: Size(width: 300, height: 600), measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = ["a", "b", "c"][path.item]
            return CellContent(content: content, background: .listPlainCell(), accessories: [CellAccessory(.reorder)])
        }
        model.cellState = { _ in
            var state = CellState()
            state.isEditing = true
            return state
        }
        model.reordering.rules = ReorderRules()
        model.reordering.onReorder = { _ in true }
        let frame = model.engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 0))!.frame
        let state = model.presentedState(at: ItemPath(section: 0, item: 0))
        let cell = model.cellProvider(ItemPath(section: 0, item: 0))!
        let handle = try #require(
            cell.accessoryFrames(in: frame, state: state, measurer: model.measurer).first {
                $0.accessory.kind == .reorder
            })
        let start = Point(x: handle.frame.midX, y: handle.frame.midY)
        model.pointerPressed(at: start)
        model.pointerMoved(to: Point(x: start.x, y: start.y + 4))
        #expect(model.reordering.drag != nil)  // 4 px on the handle lift it
        model.endReorderDrag(commit: false)
        model.pointerPressed(at: Point(x: 20, y: frame.midY))
        model.pointerMoved(to: Point(x: 20, y: frame.midY + 4))
        #expect(model.reordering.drag == nil)  // 4 px on the row body do not
    }

    @Test func aCancelledOrRefusedDragPutsTheItemsBack() {
        let h = Harness(sections: ["s": ["a", "b", "c", "d"]], order: ["s"])
        let top = Point(x: row(h.model, 0).x, y: row(h.model, 0).y - 10)  // the upper half of "a"
        h.model.pointerPressed(at: row(h.model, 3))
        h.model.pointerMoved(to: top)
        #expect(shown(h.model) == ["d", "a", "b", "c"])
        h.model.endReorderDrag(commit: false)  // Escape
        #expect(shown(h.model) == ["a", "b", "c", "d"] && h.proposed.isEmpty)
        h.accepts = false
        h.model.pointerPressed(at: row(h.model, 3))
        h.model.pointerMoved(to: top)
        h.model.pointerReleased(at: top)
        #expect(h.proposed.count == 1 && h.items("s") == ["a", "b", "c", "d"])
        #expect(shown(h.model) == ["a", "b", "c", "d"])
    }

    @Test func updatesDuringADragWaitAndBothLand() {
        let h = Harness(sections: ["s": ["a", "b", "c", "d"]], order: ["s"])
        h.model.pointerPressed(at: row(h.model, 0))
        let target = row(h.model, 2)
        h.model.pointerMoved(to: Point(x: target.x, y: target.y + 10))
        // New data arrives mid-drag: an item inserted at the top, another deleted.
        var next = h.snapshot
        next.insertItems(["new"], beforeItem: "a")
        next.deleteItems(["d"])
        h.model.update(to: next, changes: ChangeSet(from: h.snapshot, to: next))
        h.snapshot = next
        #expect(h.model.reordering.drag != nil)  // the drag goes on
        #expect(shown(h.model) == ["b", "c", "a", "d"])  // still the preview of the old data
        h.model.pointerReleased(at: Point(x: target.x, y: target.y + 10))
        // The update landed, then the move: "a" after "c", as dropped.
        #expect(h.items("s") == ["new", "b", "c", "a"])
        #expect(shown(h.model) == ["new", "b", "c", "a"])
    }

    @Test func holdingTheItemNearTheBottomEdgeScrolls() {
        let h = Harness(sections: ["s": (0..<200).map { "i\($0)" }], order: ["s"])
        let clock = ManualClock(now: 0)
        h.model.animation.clock = clock
        h.model.pointerPressed(at: row(h.model, 1))
        h.model.pointerMoved(to: Point(x: 100, y: 590))  // 10 points from the bottom of a 600-point viewport
        #expect(h.model.isAutoscrolling)
        // The lift animates first (the gap opening); autoscroll starts once it has settled.
        clock.advance(by: 0.4)
        _ = h.model.nextFrame()
        for _ in 0..<10 {
            clock.advance(by: 0.016)
            _ = h.model.nextFrame()
        }
        #expect(h.model.viewport.offset.y > 100)
        // The gap follows what is under the pointer as the content scrolls by.
        #expect(h.model.reordering.drag!.destination.item > 10)
        h.model.pointerMoved(to: Point(x: 100, y: 300))
        #expect(!h.model.isAutoscrolling)
        let landing = h.model.reordering.drag!.destination.item
        #expect(landing > 8)  // unscrolled, y = 300 would be row 6 or 7: the scroll counts
        h.model.pointerReleased(at: Point(x: 100, y: 300))
        #expect(h.items("s").firstIndex(of: "i1") == landing)
    }

    @Test func thePreviewMapsEveryPositionBothWays() {
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["x", "y"])
        snapshot.appendItems((0..<7).map { "x\($0)" }, toSection: "x")
        snapshot.appendItems((0..<5).map { "y\($0)" }, toSection: "y")
        let base = SnapshotLayoutData(snapshot)
        let picks = [
            ("x1", ItemPath(section: 0, item: 1)), ("x4", ItemPath(section: 0, item: 4)),
            ("y2", ItemPath(section: 1, item: 2))
        ]
        let block = picks.map { (identity: ElementIdentity($0.0), path: $0.1) }
        for destination in [
            ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 5), ItemPath(section: 1, item: 0),
            ItemPath(section: 1, item: 4)
        ] {
            let preview = ReorderPreviewData(base: base, block: block, destination: destination)
            #expect(preview.numberOfItems(inSection: 0) + preview.numberOfItems(inSection: 1) == 12)
            var seen = Set<ElementIdentity>()
            for section in 0..<2 {
                for item in 0..<preview.numberOfItems(inSection: section) {
                    let path = ItemPath(section: section, item: item)
                    let identity = preview.identity(ofItemAt: path)
                    #expect(preview.path(ofItem: identity) == path)
                    seen.insert(identity)
                }
            }
            #expect(seen.count == 12)
            #expect(preview.identity(ofItemAt: destination) == ElementIdentity("x1"))
        }
    }

    // MARK: Found in review

    @Test func aViewThatDoesNotSelectStillLiftsThePressedItem() {
        let h = Harness(sections: ["s": ["a", "b", "c"]], order: ["s"])
        h.model.selection = SelectionModel(mode: .none)
        h.model.pointerPressed(at: row(h.model, 0))
        let target = row(h.model, 2)
        h.model.pointerMoved(to: Point(x: target.x, y: target.y + 10))
        #expect(h.model.reordering.drag?.items == [ElementIdentity("a")])
        h.model.pointerReleased(at: Point(x: target.x, y: target.y + 10))
        #expect(h.items("s") == ["b", "c", "a"])
    }

    @Test func aDragLiftsOnlyWhatMayGoIntoThePressedItemsSection() {
        // Default rules: within a section. "a" (section one) and "c" (section two) are selected; dragging "c"
        // lifts "c" alone, and the drop stays within its section.
        let h = Harness(sections: ["one": ["a", "b"], "two": ["c", "d", "e"]], order: ["one", "two"])
        h.select("a", "c")
        let c = row(h.model, 0, section: 1), e = row(h.model, 2, section: 1)
        h.model.pointerPressed(at: c)
        h.model.pointerMoved(to: Point(x: e.x, y: e.y + 10))
        #expect(h.model.reordering.drag?.items == [ElementIdentity("c")])
        h.model.pointerReleased(at: Point(x: e.x, y: e.y + 10))
        #expect(h.items("one") == ["a", "b"] && h.items("two") == ["d", "e", "c"])
    }

    @Test func aDropTheAppAcceptsButPresentsLaterLeavesTheAppsDataShowing() {
        let h = Harness(sections: ["s": ["a", "b", "c"]], order: ["s"])
        h.model.reordering.onReorder = { _ in true }  // accepts, updates nothing (yet)
        h.model.pointerPressed(at: row(h.model, 0))
        let target = row(h.model, 2)
        h.model.pointerMoved(to: Point(x: target.x, y: target.y + 10))
        h.model.pointerReleased(at: Point(x: target.x, y: target.y + 10))
        #expect(!(h.model.engine.dataSource is ReorderPreviewData))
        #expect(shown(h.model) == ["a", "b", "c"])
        // Keys and undo wait while a drag runs.
        h.model.pointerPressed(at: row(h.model, 0))
        h.model.pointerMoved(to: Point(x: target.x, y: target.y + 10))
        #expect(!h.model.reorderSelection(.down) && !h.model.undoReorder() && !h.model.redoReorder())
        h.model.endReorderDrag(commit: false)
    }
}
