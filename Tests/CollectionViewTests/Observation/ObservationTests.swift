import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// The visible-range API, the list state observer and per-item callbacks.
@MainActor @Suite struct ObservationTests {
    /// 100 rows of 50 points in a 300 × 400 viewport.
    private func model() -> (CollectionViewModel, Snapshot<String, String>) { rowModel((0..<100).map { "i\($0)" }) }

    @Test func visibleContentSaysWhatShowsAndHowMuch() {
        let (model, _) = model()
        model.scroll(toOffset: 25)  // rows 0 (half) … 8 (half)
        let visible = model.visibleContent()
        #expect(visible.items.map(\.identity) == (0...8).map { ElementIdentity("i\($0)") })
        #expect(visible.items.first?.fractionVisible == 0.5)
        #expect(visible.items.last?.fractionVisible == 0.5)
        #expect(visible.items[1].fractionVisible == 1)
        #expect(visible.mostVisible?.identity == ElementIdentity("i1"))  // the first wholly shown
        #expect(visible.scrollProgress == 25.0 / (5000 - 400))
        model.scroll(toOffset: 1e9)
        #expect(model.visibleContent().scrollProgress == 1)
        #expect(model.visibleContent().items.last?.identity == ElementIdentity("i99"))
    }

    /// `onScroll` hears each frame that scrolled, once, with the offset drawn — without an observer, so the model
    /// works out nothing else for it.
    @Test func onScrollHearsFramesThatScrolled() {
        let (model, _) = model()
        var offsets: [Double] = []
        model.onScroll = { offsets.append($0.y) }
        _ = model.nextFrame()
        model.scroll(toOffset: 120)
        _ = model.nextFrame()
        _ = model.nextFrame()  // did not scroll: not heard
        model.scroll(toOffset: 1e9)  // clamped to the end
        _ = model.nextFrame()
        #expect(offsets == [0, 120, 4600])
        #expect(!model.hasObservers)
    }

    @Test func observersHearScrollsVisibilityUpdatesSelectionAndReorders() {
        var (model, snapshot) = model()
        var events: [String] = []
        let token = model.addObserver { event in
            switch event {
            case .didScroll(let offset): events.append("scroll \(Int(offset.y))")
            case .visibilityChanged(let appeared, let disappeared):
                events.append("visible +\(appeared.count) -\(disappeared.count)")
            case .contentUpdated(let inserted, let removed): events.append("content +\(inserted) -\(removed)")
            case .selectionChanged(let selected): events.append("selection \(selected.count)")
            case .reordered(let transaction): events.append("reordered \(transaction.items)")
            }
        }
        _ = model.nextFrame()
        #expect(events == ["scroll 0", "visible +8 -0"])
        events = []
        model.scroll(toOffset: 100)
        _ = model.nextFrame()
        #expect(events == ["scroll 100", "visible +2 -2"])
        events = []
        _ = model.nextFrame()
        #expect(events.isEmpty)  // nothing changed: nothing said
        var next = snapshot
        next.deleteItems(["i3"])
        next.appendItems(["new"], toSection: "s")
        model.update(to: next, changes: ChangeSet(from: snapshot, to: next), animated: false)
        snapshot = next
        #expect(events == ["content +[new] -[i3]"])
        events = []
        // Without a change set the model works it out for its observers: they hear the same.
        var without = snapshot
        without.deleteItems(["new"])
        without.insertItems(["first"], beforeItem: "i0")
        model.update(to: SnapshotLayoutData(without), changes: nil, animated: true)
        #expect(events == ["content +[first] -[new]"])
        model.update(to: SnapshotLayoutData(snapshot), changes: nil, animated: false)
        events = []
        model.pointerPressed(at: Point(x: 10, y: 10))
        model.pointerReleased(at: Point(x: 10, y: 10))
        #expect(events == ["selection 1"])
        events = []
        model.reordering.rules = ReorderRules()
        model.reordering.onReorder = { [unowned model] transaction in
            guard let moved = transaction.applied(to: snapshot) else { return false }
            model.update(to: moved, changes: ChangeSet(from: snapshot, to: moved), animated: false)
            snapshot = moved
            return true
        }
        #expect(model.handle(.reorder(.down)))
        #expect(events.last == "reordered [i2]")
        model.removeObserver(token)
        events = []
        model.scroll(toOffset: 300)
        _ = model.nextFrame()
        #expect(events.isEmpty)
    }

    @Test func itemCallbacksFireForTheirOwnItemOnly() {
        var (model, snapshot) = model()
        var calls: [String] = []
        for id in ["i0", "i1", "i20", "i50"] {
            model.itemCallbacks[ElementIdentity(id)] = ItemCallbacks(
                onSelect: { calls.append("select \(id)") }, onDeselect: { calls.append("deselect \(id)") },
                onDisplay: { calls.append("display \(id)") }, onEndDisplay: { calls.append("end \(id)") },
                onInsert: { calls.append("insert \(id)") }, onRemove: { calls.append("remove \(id)") },
                onMove: { calls.append("move \(id)") }, onUpdate: { calls.append("update \(id)") })
        }
        _ = model.nextFrame()
        #expect(Set(calls) == ["display i0", "display i1"])
        calls = []
        model.pointerPressed(at: Point(x: 10, y: 10))
        model.pointerReleased(at: Point(x: 10, y: 10))
        model.pointerPressed(at: Point(x: 10, y: 60))
        model.pointerReleased(at: Point(x: 10, y: 60))
        #expect(calls == ["select i0", "deselect i0", "select i1"])
        calls = []
        model.scroll(toOffset: 900)  // rows 18…25: i20 comes, i0 and i1 go
        _ = model.nextFrame()
        #expect(Set(calls) == ["display i20", "end i0", "end i1"])
        calls = []
        var next = snapshot
        next.deleteItems(["i50"])
        next.moveItem("i20", afterItem: "i40")
        next.reloadItems(["i1"])
        model.update(to: next, changes: ChangeSet(from: snapshot, to: next), animated: false)
        snapshot = next
        #expect(Set(calls) == ["remove i50", "move i20", "update i1"])
    }
}

/// `sectionAtTop()`: the section a scroll spy selects, read below what the layout pins over the top.
@MainActor @Suite struct SectionAtTopTests {
    /// Three sections of 10 rows of 50 (500 each), 400 × 300, under a layout header `header` high — pinned or not.
    private func makeModel(header: Double, pinned: Bool) -> CollectionViewModel {
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))
        let layout = CompositionalLayout(
            section: LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))])),
            configuration: CompositionalLayoutConfiguration(
                boundarySupplementaryItems: header > 0
                    ? [
                        BoundarySupplementaryItem(
                            elementKind: "titles",
                            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(header)),
                            alignment: .top, pinToVisibleBounds: pinned, zIndex: 3)
                    ] : []))
        return CollectionViewModel(
            layout: layout, data: ItemCounts([10, 10, 10]), viewportSize: Size(width: 400, height: 300),
            measurer: FixedTextMeasurer(),
            supplementary: { _, _ in CellContent(content: ListContentConfiguration.plainHeader()) }
        ) { _ in
            CellContent(content: .cell(), background: .listPlainCell())
        }
    }

    @Test func theSectionAtTopIsReadBelowThePinnedHeader() {
        let model = makeModel(header: 34, pinned: true)
        #expect(model.sectionAtTop() == 0)
        // Section 1 starts at 34 + 500: scrolled so it starts right under the pinned titles, section 0's last row
        // lies hidden under them — the user reads section 1.
        model.scroll(toOffset: 500)
        _ = model.nextFrame()
        #expect(model.sectionAtTop() == 1)
        model.scroll(toOffset: 499)  // one point of section 0 shows below the titles
        #expect(model.sectionAtTop() == 0)
        model.scroll(toSection: 2)  // what a sidebar click does: the spy agrees with it
        #expect(model.sectionAtTop() == 2)
    }

    @Test func withoutAPinnedHeaderTheTopOfTheViewIsRead() {
        for header in [0.0, 34] {
            let model = makeModel(header: header, pinned: false)
            model.scroll(toOffset: header + 480)  // 20 points of section 0's last row show at the top
            #expect(model.sectionAtTop() == 0)
            model.scroll(toOffset: header + 500)
            #expect(model.sectionAtTop() == 1)
        }
    }
}
