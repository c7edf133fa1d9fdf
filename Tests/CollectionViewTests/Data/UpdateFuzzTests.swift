import Foundation
import LatticeLayout
import SeededRandom
import Testing

@testable import CollectionView
@testable import DiffableDataSource

/// Seeded random sequences of updates — items inserted, deleted, moved across sections, reloaded, duplicate ids in
/// incoming data, sections added and removed, an outline's parents expanded and collapsed — applied with
/// animations that are interrupted by more updates, layout switches, scrolls, selection and resizes. After every step: every drawn frame is finite, the laid-out data
/// is exactly the snapshot (no missing, duplicated or stale item), and selection refers only to existing items;
/// whenever animations have settled, the cells presented are exactly the snapshot's items in the visible rect.
///
/// `LATTICE_FUZZ_OPERATIONS` (default 6,000 in all, over four seeds: what `make test`'s 15 minutes leave it) and `LATTICE_FUZZ_SEED` make longer
/// or reproducing runs (`make fuzz`); a failure names the seed and the step.
@MainActor @Suite struct UpdateFuzzTests {
    nonisolated static let operations =
        ProcessInfo.processInfo.environment["LATTICE_FUZZ_OPERATIONS"].flatMap(Int.init) ?? 6_000
    nonisolated static let seeds: [UInt64] =
        ProcessInfo.processInfo.environment["LATTICE_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] }
        ?? [1, 2, 3, 4]

    /// The current data, shared by the cell provider and the update's data switch.
    final class Box {
        var data: SnapshotLayoutData<String, String>
        init(_ data: SnapshotLayoutData<String, String>) { self.data = data }
    }

    static let list = CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
    static let grid: CompositionalLayout = {
        var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(all: 4)
        var section = LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(90)), subitem: item, count: 3))
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
                alignment: .top)
        ]
        return CompositionalLayout(section: section)
    }()

    @Test(arguments: seeds)
    func randomUpdatesKeepWhatIsPresentedTrueToTheSnapshot(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        func next(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }
        var serial = 0
        func newID() -> String {
            serial += 1
            return "i\(serial)"
        }

        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s0", "s1", "s2"])
        for section in ["s0", "s1", "s2"] { snapshot.appendItems((0..<20).map { _ in newID() }, toSection: section) }
        // An outline section: parents with children, expanded and collapsed at random (a sidebar's tree).
        var outline = SectionSnapshot<String>()
        let parents = (0..<6).map { _ in newID() }
        outline.append(parents)
        for parent in parents { outline.append((0..<3).map { _ in newID() }, to: parent) }
        outline.expand(parents.filter { _ in next(2) == 0 })
        snapshot.appendSections(["outline"])
        snapshot.appendItems(outline.visibleItems, toSection: "outline")
        let box = Box(SnapshotLayoutData(snapshot))
        var generation = 0  // reloads change what cells say
        let model = CollectionViewModel(
            layout: Self.list, data: box.data, viewportSize: Size(width: 400, height: 500),
            measurer: FixedTextMeasurer()
        ) { path in
            guard let item = box.data.itemIdentifier(at: path) else { return nil }
            var content = ListContentConfiguration.subtitleCell()
            content.text = item
            content.secondaryText = item.hasSuffix("7") ? "reloaded \(generation)" : nil
            return CellContent(content: content, background: .listGroupedCell())
        }
        let clock = ManualClock()
        model.animation.clock = clock
        var isGrid = false

        let steps = max(1, Self.operations / Self.seeds.count)
        for step in 0..<steps {
            // Other main-actor tests (timed ones among them) run in between: a long run must not starve them.
            if step % 5 == 0 { await Task.yield() }
            let context = "seed \(seed), step \(step)"
            var proposed = snapshot
            // Deletions win while the data is large, so a long run stays a few hundred items (and O(n) a step).
            switch snapshot.numberOfItems > 250 ? 40 : next(100) {
            case 0..<30:  // insert items (sometimes a duplicate id in the incoming data: keep-first)
                let sections = proposed.sectionIdentifiers
                if let section = sections.randomElement(using: &random) {
                    var items = (0..<(1 + next(4))).map { _ in newID() }
                    if let existing = proposed.itemIdentifiers.randomElement(using: &random), next(4) == 0 {
                        items.append(existing)
                    }
                    proposed.appendItems(items, toSection: section)
                }
            case 30..<55:  // delete items
                let victims = proposed.itemIdentifiers.shuffled(using: &random).prefix(1 + next(4))
                proposed.deleteItems(Array(victims))
            case 55..<70:  // move an item, within or across sections
                let items = proposed.itemIdentifiers
                if let item = items.randomElement(using: &random), let target = items.randomElement(using: &random),
                    item != target
                {
                    proposed.moveItem(item, afterItem: target)
                }
            case 70..<73:  // the outline changes: a row expanded or collapsed, removed (an expanded one among
                // them) or given children (sometimes an id it already has); its rows come or go
                let items = outline.items
                switch next(4) {
                case 0 where items.count > 4:
                    if let gone = items.randomElement(using: &random) { outline.delete([gone]) }
                case 1:
                    if let parent = items.randomElement(using: &random) {
                        var children = (0..<(1 + next(3))).map { _ in newID() }
                        if next(4) == 0, let existing = items.randomElement(using: &random) {
                            children.append(existing)
                        }
                        outline.append(children, to: parent)
                    }
                default:
                    if let item = (next(2) == 0 ? outline.rootItems : items).randomElement(using: &random) {
                        if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
                    }
                }
                if proposed.sectionIdentifiers.contains("outline") {
                    proposed.deleteItems(proposed.itemIdentifiers(inSection: "outline"))
                } else {
                    proposed.appendSections(["outline"])
                }
                proposed.appendItems(
                    outline.visibleItems.filter { proposed.indexOfItem($0) == nil }, toSection: "outline")
            case 73..<75:  // reload
                generation += 1
                if let item = proposed.itemIdentifiers.randomElement(using: &random) { proposed.reloadItems([item]) }
            case 75..<78:  // a section comes or goes
                if proposed.sectionIdentifiers.count > 8 || (proposed.sectionIdentifiers.count > 1 && next(2) == 0) {
                    proposed.deleteSections([proposed.sectionIdentifiers.randomElement(using: &random)!])
                } else {
                    let section = "s\(newID())"
                    proposed.appendSections([section])
                    proposed.appendItems([newID(), newID()], toSection: section)
                }
            case 78..<84:  // layout switch, mid-flight or not
                isGrid.toggle()
                model.setLayout(isGrid ? Self.grid : Self.list, animated: next(3) != 0)
            case 84..<90:  // scroll
                model.scroll(toOffset: Double(next(20_000)))
            case 90..<95:  // select
                if let item = snapshot.itemIdentifiers.randomElement(using: &random),
                    let path = box.data.path(ofItem: ElementIdentity(item))
                {
                    model.selection.select(model.engine.dataSource.identity(ofItemAt: path))
                }
            default:  // resize
                model.viewport.size = Size(width: Double(200 + next(600)), height: Double(200 + next(600)))
                model.engine.setContainerSize(model.viewport.size, displayScale: 1)
            }
            if proposed != snapshot {
                let changes = ChangeSet(from: snapshot, to: proposed)
                let landed = proposed
                model.update(to: landed, changes: changes, animated: next(4) != 0) {
                    box.data = SnapshotLayoutData(landed)
                }
                snapshot = landed
            }
            // Time moves on: often a fraction of a transition, so the next change interrupts it.
            clock.advance(by: next(3) == 0 ? 1 : Double(next(200)) / 1000)

            let list = model.nextFrame()
            guard Self.allFinite(list) else {
                Issue.record("\(context): a drawn frame is not finite")
                return
            }
            let data = model.engine.dataSource
            var laidOut: [String] = []
            for section in 0..<data.numberOfSections {
                for item in 0..<data.numberOfItems(inSection: section) {
                    laidOut.append(box.data.itemIdentifier(at: ItemPath(section: section, item: item)) ?? "?")
                }
            }
            guard laidOut == snapshot.itemIdentifiers else {
                Issue.record("\(context): the laid-out items differ from the snapshot")
                return
            }
            guard model.selection.selected.allSatisfy({ data.path(ofItem: $0) != nil }) else {
                Issue.record("\(context): the selection names an item that is gone")
                return
            }
            guard outline.expanded.allSatisfy(outline.contains), outline.unloaded.allSatisfy(outline.contains) else {
                Issue.record("\(context): the outline's expansion names an item that is gone")
                return
            }
            if model.transition == nil {
                let presented = model.accessibleElements().filter { !$0.isHeading }.map(\.identity)
                let expected = model.engine.visibleLayout(in: model.viewport.visibleRect).attributes
                    .filter { $0.category == .cell }.map { data.identity(ofItemAt: $0.indexPath) }
                guard presented == expected, Set(presented).count == presented.count else {
                    Issue.record("\(context): the presented cells are not the snapshot's visible items")
                    return
                }
            }
        }
    }

    /// Whether every rect and point the list draws is finite.
    static func allFinite(_ list: DisplayList) -> Bool {
        func finite(_ rect: Rect) -> Bool { [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) }
        return list.commands.allSatisfy { command in
            switch command {
            case .rectangle(let rect, let radius, _, _, let width): finite(rect) && radius.isFinite && width.isFinite
            case .text(_, let rect, _): finite(rect)
            case .icon(_, let rect, _, let rotation): finite(rect) && rotation.isFinite
            case .image(_, let rect, let radius): finite(rect) && radius.isFinite
            case .pushClip(let rect): finite(rect)
            case .line(let from, let to, let width, _): [from.x, from.y, to.x, to.y, width].allSatisfy(\.isFinite)
            default: true
            }
        }
    }
}
