import Testing

@testable import LatticeLayout

// MARK: - Minimal reproductions of what the randomized tests found

/// Each test is the smallest layout that showed a failure class in `RandomizedLayoutTests`; the expectation is
/// the same brute-force comparison (or frame property) the randomized test makes.
extension RandomizedLayoutTests {
    @Suite struct Reproductions {
        struct FixedMeasurer: LayoutMeasuring {
            var width: Double? = nil
            var height: Double? = nil
            func measure(_ request: MeasureRequest) -> Size {
                Size(width: width ?? request.proposedSize.width, height: height ?? request.proposedSize.height)
            }
        }

        static func rows(_ height: Double) -> LayoutSection {
            let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(height))
            return LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))]))
        }

        /// `attributes(in:)` must equal the full query filtered by `Rect.intersects`.
        static func expectMatchesBruteForce(
            _ engine: LayoutEngine, _ rect: Rect, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let all = converge(engine).attributes
            let difference = multisetDifference(
                actual: engine.attributes(in: rect), expected: all.filter { $0.frame.intersects(rect) })
            #expect(difference == nil, "attributes(in: \(rect)): \(difference ?? "")", sourceLocation: sourceLocation)
        }

        /// Every element of the converged layout lies within the content along y; returns those elements.
        @discardableResult
        static func expectInsideContent(
            _ engine: LayoutEngine, note: String = "",
            sourceLocation: SourceLocation = #_sourceLocation
        ) -> [LayoutAttributes] {
            let all = converge(engine).attributes
            let content = engine.contentSize
            for attributes in all {
                #expect(
                    attributes.frame.minY >= 0 && attributes.frame.maxY <= content.height,
                    "\(attributes) outside content \(content)\(note)", sourceLocation: sourceLocation)
            }
            return all
        }

        static func cellPaths(_ engine: LayoutEngine) -> [ItemPath] {
            converge(engine).attributes.filter { $0.category == .cell }.map(\.indexPath).sorted()
        }

        /// A self-sizing column (subitems mode, estimated height 100, items estimated 50) takes two items per
        /// instance by estimate; measured at 60 the second item of each column was dropped from the layout.
        @Test func selfSizingColumnKeepsEveryItem() {
            let column = LayoutGroup.vertical(
                size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(100)),
                subitems: [
                    .item(
                        LayoutItem(
                            size: LayoutSize(
                                width: .fractionalWidth(1),
                                height: .estimated(50))))
                ])
            let lead = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(50)))
            let group = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)),
                subitems: [.item(lead), .group(column)])
            let engine = LayoutEngine(
                layout: CompositionalLayout(section: LayoutSection(group: group)),
                dataSource: ItemCounts([6]), containerSize: Size(width: 400, height: 800),
                measurer: FixedMeasurer(height: 60))
            #expect(Self.cellPaths(engine) == (0..<6).map { ItemPath(section: 0, item: $0) })
        }

        /// An orthogonal section whose group is a flow row (estimated-width items) lays out by estimates; items
        /// measured wider than their estimate were dropped.
        @Test func orthogonalFlowRowKeepsEveryItem() {
            let item = LayoutItem(size: LayoutSize(width: .estimated(50), height: .fractionalHeight(1)))
            var section = LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                    subitems: [.item(item)]))
            section.orthogonalScrollingBehavior = .continuous
            let engine = LayoutEngine(
                layout: CompositionalLayout(section: section), dataSource: ItemCounts([20]),
                containerSize: Size(width: 300, height: 600), measurer: FixedMeasurer(width: 70))
            #expect(Self.cellPaths(engine) == (0..<20).map { ItemPath(section: 0, item: $0) })
        }

        /// A zero-height rect on the boundary between two rows meets both (`Rect.intersects` counts touching edges
        /// of zero-size rects); the row ending at the boundary was missed.
        @Test func zeroHeightRectOnRowBoundary() {
            let engine = LayoutEngine(
                layout: CompositionalLayout(section: Self.rows(100)), dataSource: ItemCounts([5]),
                containerSize: Size(width: 300, height: 600))
            Self.expectMatchesBruteForce(engine, Rect(x: 0, y: 100, width: 300, height: 0))
            Self.expectMatchesBruteForce(engine, Rect(x: 10, y: 200, width: 0, height: 0))
        }

        /// A badge centred on a cell's top-trailing corner sticks out of its row into the inter-group gap; a rect
        /// meeting only that part missed it.
        @Test func badgeOutsideItsRowIsFound() {
            var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)))
            item.supplementaryItems = [
                LayoutSupplementaryItem(
                    elementKind: "badge", size: LayoutSize(width: .absolute(16), height: .absolute(16)),
                    containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5)))
            ]
            var section = LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                    subitems: [.item(item)]))
            section.interGroupSpacing = 20
            let engine = LayoutEngine(
                layout: CompositionalLayout(section: section), dataSource: ItemCounts([3]),
                containerSize: Size(width: 300, height: 600))
            // Row 1 starts at 70; its badge spans y 62..78, so (0, 63, 300, 4) meets only the badge.
            Self.expectMatchesBruteForce(engine, Rect(x: 0, y: 63, width: 300, height: 4))
        }

        /// An overlay header (`extendsBoundary: false`) taller than its (empty) section reaches past the section;
        /// a rect meeting only that part missed it.
        @Test func overlayHeaderOutsideItsSectionIsFound() {
            var section = Self.rows(50)
            section.boundarySupplementaryItems = [
                BoundarySupplementaryItem(
                    elementKind: ElementKind.sectionHeader,
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(32)),
                    alignment: .top, extendsBoundary: false)
            ]
            let engine = LayoutEngine(
                layout: CompositionalLayout(section: section), dataSource: ItemCounts([0, 3]),
                containerSize: Size(width: 300, height: 600))
            Self.expectMatchesBruteForce(engine, Rect(x: 0, y: 20, width: 300, height: 5))
        }

        /// Three rows of 50/3 in a 50-point group: the last cell's maxY is 100.00000000000001 by rounding while the
        /// section ends at 100, and a zero-height rect at that maxY lost the cell.
        @Test func roundingAtTheContentEndDoesNotLoseCells() {
            let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            let group = LayoutGroup.vertical(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitem: item, count: 3)
            let engine = LayoutEngine(
                layout: CompositionalLayout(section: LayoutSection(group: group)), dataSource: ItemCounts([6]),
                containerSize: Size(width: 300, height: 800))
            let last = converge(engine).attributes.first { $0.indexPath == ItemPath(section: 0, item: 5) }!
            Self.expectMatchesBruteForce(engine, Rect(x: 0, y: last.frame.maxY, width: 300, height: 0))
        }

        /// Overlay header and footer of empty sections: a footer of an empty first section was placed above the
        /// content (y < 0) and a header of an empty last section below its end.
        @Test func overlaySupplementariesOfEmptySectionsStayInContent() {
            for (kind, alignment, counts) in [
                (ElementKind.sectionFooter, BoundaryAlignment.bottom, [0, 2]),
                (ElementKind.sectionHeader, BoundaryAlignment.top, [2, 0])
            ] {
                var section = Self.rows(50)
                section.boundarySupplementaryItems = [
                    BoundarySupplementaryItem(
                        elementKind: kind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
                        alignment: alignment, extendsBoundary: false)
                ]
                let engine = LayoutEngine(
                    layout: CompositionalLayout(section: section), dataSource: ItemCounts(counts),
                    containerSize: Size(width: 300, height: 600))
                Self.expectInsideContent(engine, note: " (counts \(counts))")
            }
        }

        /// A background with insets on an empty section: `Rect.inset(by:)` clamps the size but still moves the
        /// origin, which put the decoration outside its section (and the content).
        @Test func insetBackgroundOfEmptySectionStaysInContent() {
            var section = Self.rows(50)
            section.decorationItems = [.background(contentInsets: EdgeInsets(all: 8))]
            let engine = LayoutEngine(
                layout: CompositionalLayout(section: section), dataSource: ItemCounts([2, 0]),
                containerSize: Size(width: 300, height: 600))
            let all = Self.expectInsideContent(engine)
            for attributes in all { Self.expectMatchesBruteForce(engine, attributes.frame) }
        }
    }
}
