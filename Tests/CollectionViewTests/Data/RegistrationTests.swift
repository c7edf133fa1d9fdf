import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// Rows of a sidebar whose sections start with a header row (`headerMode = .firstItemInSection`).
private enum Row: Hashable, Sendable {
    case header(String)
    case place(String)
}

@Suite struct RegistrationTests {
    private let header = CellRegistration<Row> { _, row, state in
        var content = ListContentConfiguration.sidebarHeader()
        if case .header(let title) = row { content.text = title }
        return CellContent(content: content, accessories: state.isExpanded ? [CellAccessory(.outlineDisclosure)] : [])
    }
    private let place = CellRegistration<Row> { path, row, state in
        var content = ListContentConfiguration.sidebarCell()
        if case .place(let name) = row { content.text = name }
        content.secondaryText = "\(path.section).\(path.item)"
        return CellContent(
            content: content, background: .listSidebarCell(),
            accessories: state.isSelected ? [CellAccessory(.checkmark)] : [])
    }
    private let sectionHeader = SupplementaryRegistration<String>(elementKind: ElementKind.sectionHeader) {
        path, section in
        var content = ListContentConfiguration.plainHeader()
        content.text = "\(section) @\(path.section)"
        return CellContent(content: content)
    }

    private static func sidebar() -> SnapshotLayoutData<String, Row> {
        var snapshot = Snapshot<String, Row>()
        snapshot.appendSections(["places", "devices"])
        snapshot.appendItems([.header("Places"), .place("Home"), .place("Music")], toSection: "places")
        snapshot.appendItems([.header("Devices"), .place("Disk")], toSection: "devices")
        return SnapshotLayoutData(snapshot)
    }

    @Test func aCellRegistrationProducesContentFromPathItemAndState() {
        var selected = CellState()
        selected.isSelected = true
        let content = place.content(at: ItemPath(section: 1, item: 4), item: .place("Home"), state: selected)
        #expect(content.content.text == "Home")
        #expect(content.content.secondaryText == "1.4")
        #expect(content.content.style == .sidebarCell)
        #expect(content.accessories == [CellAccessory(.checkmark)])
        #expect(
            place.content(at: ItemPath(section: 0, item: 0), item: .place("Home"), state: CellState()).accessories
                .isEmpty)
    }

    @Test func aProviderWithOneRegistrationDescribesEveryItemAndNothingOutOfRange() {
        let provider = CellProvider(data: Self.sidebar(), registration: place)
        let cell = provider.cell
        #expect(cell(ItemPath(section: 0, item: 2))?.content.secondaryText == "0.2")
        #expect(cell(ItemPath(section: 1, item: 1))?.content.text == "Disk")
        #expect(cell(ItemPath(section: 0, item: 3)) == nil)
        #expect(cell(ItemPath(section: 2, item: 0)) == nil)
        #expect(cell(ItemPath(section: -1, item: 0)) == nil)
    }

    @Test func aProviderChoosesARegistrationPerItem() {
        // The sidebar of `CellProvider`'s documentation: header rows and their children.
        let header = self.header, place = self.place
        let provider = CellProvider(data: Self.sidebar()) { path, _ in path.item == 0 ? header : place }
        let cell = provider.cell
        #expect(cell(ItemPath(section: 0, item: 0))?.content.style == .sidebarHeader)
        #expect(cell(ItemPath(section: 0, item: 0))?.content.text == "Places")
        #expect(cell(ItemPath(section: 1, item: 0))?.content.text == "Devices")
        #expect(cell(ItemPath(section: 0, item: 1))?.content.style == .sidebarCell)
        #expect(cell(ItemPath(section: 1, item: 1))?.content.text == "Disk")
        // Choosing by the item works as well as by the path.
        let byItem = CellProvider(data: Self.sidebar()) { _, row in
            if case .header = row { header } else { place }
        }
        #expect(byItem.content(at: ItemPath(section: 1, item: 0))?.content.style == .sidebarHeader)
        #expect(byItem.content(at: ItemPath(section: 1, item: 1))?.content.style == .sidebarCell)
    }

    @Test func theStateHookReachesTheRegistration() {
        let provider = CellProvider(
            data: Self.sidebar(), registration: header,
            state: { path in
                var state = CellState()
                state.isExpanded = path.section == 1
                return state
            })
        #expect(provider.content(at: ItemPath(section: 0, item: 0))?.accessories.isEmpty == true)
        #expect(provider.content(at: ItemPath(section: 1, item: 0))?.accessories == [CellAccessory(.outlineDisclosure)])
    }

    @Test func aDataClosureIsReadOnEveryLookup() {
        var current = Self.sidebar()
        let provider = CellProvider(data: { current }, registration: place)
        let cell = provider.cell
        #expect(cell(ItemPath(section: 0, item: 1))?.content.text == "Home")
        var snapshot = current.snapshot
        snapshot.deleteItems([.place("Home")])
        current = SnapshotLayoutData(snapshot)
        #expect(cell(ItemPath(section: 0, item: 1))?.content.text == "Music")
        #expect(cell(ItemPath(section: 0, item: 2)) == nil)
    }

    @Test func supplementariesAreDescribedByKindAndAMissingKindGivesNil() {
        let provider = CellProvider(data: Self.sidebar(), registration: place, supplementaries: [sectionHeader])
        let supplementary = provider.supplementary
        #expect(sectionHeader.elementKind == ElementKind.sectionHeader)
        #expect(supplementary(ElementKind.sectionHeader, ItemPath(section: 1, item: 0))?.content.text == "devices @1")
        #expect(supplementary(ElementKind.sectionFooter, ItemPath(section: 0, item: 0)) == nil)
        #expect(supplementary(ElementKind.sectionHeader, ItemPath(section: 2, item: 0)) == nil)
        #expect(supplementary(ElementKind.sectionHeader, ItemPath(section: -1, item: 0)) == nil)
        #expect(
            CellProvider(data: Self.sidebar(), registration: place).supplementary(
                ElementKind.sectionHeader,
                ItemPath(section: 0, item: 0)) == nil)
    }

    @Test func theLastSupplementaryRegistrationOfAKindWins() {
        let other = SupplementaryRegistration<String>(elementKind: ElementKind.sectionHeader) { _, _ in
            CellContent(content: .groupedHeader())
        }
        let provider = CellProvider(data: Self.sidebar(), registration: place, supplementaries: [sectionHeader, other])
        #expect(
            provider.supplementaryContent(ofKind: ElementKind.sectionHeader, at: ItemPath(section: 0, item: 0))?
                .content.style == .groupedHeader)
    }

    @MainActor @Test func aModelDrawsWhatTheProviderDescribes() {
        let header = self.header, place = self.place
        let data = Self.sidebar()
        let provider = CellProvider(data: data) { path, _ in path.item == 0 ? header : place }
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let model = CollectionViewModel(
            layout: .list(using: configuration), data: data,
            viewportSize: Size(width: 300, height: 600), measurer: FixedTextMeasurer(),
            supplementary: provider.supplementary, cell: provider.cell)
        let texts = model.nextFrame().commands.compactMap { command -> String? in
            if case .text(let text, _, _) = command { text } else { nil }
        }
        #expect(Set(["Places", "Home", "Music", "Devices", "Disk"]).isSubset(of: Set(texts)))
    }
}
