import Testing

@testable import LatticeLayout

@Suite struct ListConfigurationTests {
    private func listEngine(
        _ configuration: ListConfiguration, counts: [Int], width: Double = 400,
        measurer: (any LayoutMeasuring)? = nil
    ) -> LayoutEngine {
        makeEngine(.list(using: configuration), counts: counts, width: width, measurer: measurer)
    }

    @Test(arguments: ListConfiguration.Appearance.allCases)
    func rowsFollowTheAppearanceMetrics(appearance: ListConfiguration.Appearance) {
        let metrics = appearance.metrics
        let engine = listEngine(ListConfiguration(appearance: appearance), counts: [3])
        let insets = metrics.sectionInsets
        let expected: [Rect] = (0..<3).map { index in
            Rect(
                x: insets.leading, y: insets.top + Double(index) * metrics.rowHeight,
                width: 400 - insets.leading - insets.trailing, height: metrics.rowHeight)
        }
        #expect(cellFrames(engine) == expected)
        #expect(engine.contentSize.height == insets.top + 3 * metrics.rowHeight + insets.bottom)
    }

    @Test func adwaitaMetricsAreThoseDocumented() {
        #expect(ListConfiguration.Appearance.plain.metrics.rowHeight == 50)
        #expect(
            ListConfiguration.Appearance.insetGrouped.metrics.sectionInsets
                == EdgeInsets(top: 0, leading: 12, bottom: 24, trailing: 12))
        #expect(ListConfiguration.Appearance.insetGrouped.metrics.cornerRadius == 12)
        #expect(ListConfiguration.Appearance.sidebar.metrics.rowHeight == 36)
        #expect(ListConfiguration.Appearance.sidebar.metrics.showsSeparators == false)
        #expect(ListConfiguration.Appearance.plain.metrics.pinsHeaders)
        #expect(!ListConfiguration.Appearance.grouped.metrics.pinsHeaders)
    }

    @Test func supplementaryHeaderWithTopPaddingAndFooter() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let engine = listEngine(configuration, counts: [2, 1])
        // Section 0: 12 padding, 38 header, two 50 rows (50..<150), 38 footer right below them, then the 24
        // bottom gap = 212.
        #expect(
            supplementaryFrame(engine, kind: ElementKind.sectionHeader) == Rect(x: 12, y: 12, width: 376, height: 38))
        #expect(cellFrames(engine).first == Rect(x: 12, y: 50, width: 376, height: 50))
        #expect(
            supplementaryFrame(engine, kind: ElementKind.sectionFooter) == Rect(x: 12, y: 150, width: 376, height: 38))
        #expect(supplementaryFrame(engine, kind: ElementKind.sectionHeader, section: 1)?.minY == 224.0)
    }

    @Test func headerTopPaddingOverridesTheDefault() {
        var configuration = ListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 0
        let engine = listEngine(configuration, counts: [1])
        #expect(supplementaryFrame(engine, kind: ElementKind.sectionHeader)?.minY == 0)
    }

    @Test func plainHeadersPin() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let engine = listEngine(configuration, counts: [50])
        let visible = engine.visibleLayout(in: Rect(x: 0, y: 400, width: 400, height: 300))
        let header = visible.attributes.first { $0.elementKind == ElementKind.sectionHeader }
        #expect(header?.frame.minY == 400)
        #expect(header?.isPinned == true)
    }

    @Test func headerModeNoneHasNoHeader() {
        let engine = listEngine(ListConfiguration(appearance: .grouped), counts: [2])
        #expect(supplementaryFrame(engine, kind: ElementKind.sectionHeader) == nil)
    }

    @Test func separatorsHideAfterTheLastRowAndFollowTheHandler() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = EdgeInsets(leading: 16)
        configuration.itemSeparatorHandler = { path, separators in
            var copy = separators
            if path.item == 1 { copy.bottomSeparatorInsets = EdgeInsets(leading: 60) }
            return copy
        }
        let engine = listEngine(configuration, counts: [3])
        let cells = allAttributes(engine).filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
        #expect(cells.map { $0.separators?.bottomSeparatorVisible } == [true, true, false])
        #expect(cells.map { $0.separators?.bottomSeparatorInsets.leading } == [16, 60, 16])
    }

    @Test func sidebarHasNoSeparatorsUnlessAsked() {
        let quiet = listEngine(ListConfiguration(appearance: .sidebar), counts: [2])
        #expect(allAttributes(quiet).allSatisfy { $0.separators == nil })
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.showsSeparators = true
        let shown = listEngine(configuration, counts: [2])
        #expect(allAttributes(shown).filter { $0.category == .cell }.allSatisfy { $0.separators != nil })
    }

    @Test func firstItemInSectionHeaderHasNoSeparatorAndIsMeasuredAtHeaderHeight() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .firstItemInSection
        let measurer = RecordingMeasurer()
        let engine = listEngine(configuration, counts: [3], measurer: measurer)
        let cells = allAttributes(engine).filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
        #expect(cells.first?.separators?.bottomSeparatorVisible == false)
        #expect(cells.first?.frame.height == 38)
        #expect(measurer.proposals()[ItemPath(section: 0, item: 0)] == 38)
        #expect(measurer.proposals()[ItemPath(section: 0, item: 1)] == 50)
    }

    @Test func swipeActionProvidersAreStoredOnTheSection() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsProvider = { path in
            SwipeActionsConfiguration(actions: [
                SwipeAction(
                    identifier: "delete-\(path.item)", title: "Delete",
                    iconName: "user-trash-symbolic", style: .destructive)
            ])
        }
        let engine = listEngine(configuration, counts: [2])
        let stored = engine.section(at: 0).list
        #expect(stored?.leadingSwipeActionsProvider == nil)
        let actions = stored?.trailingSwipeActionsProvider?(ItemPath(section: 0, item: 1))
        #expect(actions?.actions.first?.identifier == "delete-1")
        #expect(actions?.performsFirstActionWithFullSwipe == true)
    }
}

/// A measurer that records the proposed heights it was given and answers the proposals unchanged.
final class RecordingMeasurer: LayoutMeasuring, @unchecked Sendable {
    private var recorded: [ItemPath: Double] = [:]

    func measure(_ request: MeasureRequest) -> Size {
        recorded[request.indexPath] = request.proposedSize.height
        return request.proposedSize
    }

    func proposals() -> [ItemPath: Double] { recorded }
}
