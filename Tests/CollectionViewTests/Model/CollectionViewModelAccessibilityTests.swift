import LatticeLayout
import Testing

@testable import CollectionView

@MainActor @Suite struct CollectionViewModelAccessibilityTests {
    /// 50 rows of 44 pt in a 200 pt viewport; row 0 is an expandable parent, expanded when `expanded`.
    private func model(expanded: Bool = true) -> CollectionViewModel {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([50]),
            viewportSize: Size(width: 300, height: 200), measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.subtitleCell()
            content.text = "Row \(path.item)"
            content.secondaryText = path.item % 2 == 0 ? "Even" : nil
            return CellContent(content: content, accessories: path.item == 0 ? [CellAccessory(.outlineDisclosure)] : [])
        }
        model.cellState = { path in
            var state = CellState()
            state.isExpanded = path.item == 0 && expanded
            return state
        }
        return model
    }

    private func identity(_ model: CollectionViewModel, _ item: Int) -> ElementIdentity {
        model.engine.dataSource.identity(ofItemAt: ItemPath(section: 0, item: item))
    }

    @Test func describesExactlyTheVisibleCellsInOrder() {
        let model = model()
        _ = model.nextFrame()
        let elements = model.accessibleElements()
        let visible = model.engine.visibleLayout(in: model.viewport.visibleRect).attributes.filter {
            $0.category == .cell
        }
        #expect(elements.map(\.identity) == visible.map { model.engine.dataSource.identity(ofItemAt: $0.indexPath) })
        #expect(elements.count < 50)
        #expect(elements[0].label == "Row 0, Even")
        #expect(elements[1].label == "Row 1")
    }

    @Test func aTableRowIsNamedByItsTextAndValues() {
        let columns = TableColumns(
            [.init(id: "name", title: "Name")] + (1...20).map { .init(id: "c\($0)", title: "C\($0)") })
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([3]),
            viewportSize: Size(width: 300, height: 200), measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Row \(path.item)"
            // Empty values are not read; past a dozen, the rest are left to the columns view itself.
            return CellContent(
                content: content, tableRow: TableRow(columns: columns, values: ["", "NA"] + (1...18).map { "v\($0)" }))
        }
        _ = model.nextFrame()
        #expect(
            model.accessibleElements().first?.label == "Row 0, NA, " + (1...11).map { "v\($0)" }.joined(separator: ", ")
        )
    }

    @Test func framesAreInCanvasCoordinatesAfterScrolling() {
        let model = model()
        model.scroll(toOffset: 500)
        _ = model.nextFrame()
        let elements = model.accessibleElements()
        let first = try! #require(elements.first)
        let path = model.engine.dataSource.path(ofItem: first.identity)!
        let content = model.engine.layoutAttributesForItem(at: path)!.frame
        #expect(first.frame.minY == content.minY - 500)
        #expect(first.frame.minY <= 0 && first.frame.maxY >= 0)  // the row at the top edge
    }

    @Test func selectionCursorAndExpansionAreReported() {
        let model = model(expanded: false)
        model.selection.select(identity(model, 2))
        model.selection.moveCursor(to: identity(model, 3), modifiers: [.control], order: model.itemOrder)
        _ = model.nextFrame()
        let elements = model.accessibleElements()
        #expect(elements[0].isExpanded == false)
        #expect(elements[1].isExpanded == nil)
        #expect(elements[2].isSelected)
        #expect(!elements[1].isSelected)
        #expect(elements.filter(\.isCursor).map(\.identity) == [identity(model, 3)])
        #expect(self.model(expanded: true).accessibleElements()[0].isExpanded == true)
    }

    @Test func aRunningTransitionHasNoElementsUntilItSettles() {
        let model = model()
        let clock = ManualClock()
        model.animation.clock = clock
        _ = model.nextFrame()
        model.setLayout(CollectionViewModelTransitionTests.gridLayout)
        #expect(model.transition != nil)
        #expect(model.accessibleElements().isEmpty)
        clock.advance(by: 1)
        _ = model.nextFrame()
        #expect(!model.accessibleElements().isEmpty)
    }

    /// Each visible section header is a heading before its section's items, named by its text, with an identity
    /// no item has; a section whose header is off screen (scrolled past, not pinned) has none.
    @Test func sectionHeadersAreHeadingsBeforeTheirItems() {
        let model = headedListModel(
            ListConfiguration(appearance: .insetGrouped), counts: [2, 30],
            viewport: Size(width: 300, height: 400),
            header: { section in
                var content = ListContentConfiguration.groupedHeader()
                content.text = "Section \(section)"
                return content
            },
            cell: { path in
                var content = ListContentConfiguration.cell()
                content.text = "Row \(path.section).\(path.item)"
                return CellContent(content: content)
            })
        _ = model.nextFrame()
        let elements = model.accessibleElements()
        #expect(Array(elements.map(\.label).prefix(5)) == ["Section 0", "Row 0.0", "Row 0.1", "Section 1", "Row 1.0"])
        #expect(elements.filter(\.isHeading).map(\.label) == ["Section 0", "Section 1"])
        let items = Set((0..<2).map { ElementIdentity(ItemPath(section: 0, item: $0)) })
        #expect(elements.filter(\.isHeading).allSatisfy { !items.contains($0.identity) && !$0.isSelected })
        model.scroll(toOffset: 600)
        _ = model.nextFrame()
        #expect(model.accessibleElements().filter(\.isHeading).isEmpty)
    }
}
