import Testing

@testable import LatticeLayout

@Suite struct OrthogonalTests {
    /// Groups of two stacked 100-high items, 200 wide, spaced 10, in a band inset 16 on the sides.
    private func band(
        _ behavior: OrthogonalScrollingBehavior, groupWidth: LayoutDimension = .absolute(200)
    ) -> CompositionalLayout {
        let item = LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(group: .vertical(size: size(groupWidth, .absolute(200)), subitem: item, count: 2))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = EdgeInsets(leading: 16, trailing: 16)
        let band = section
        return CompositionalLayout { index, environment in
            index == 0 ? band : .list(using: ListConfiguration(appearance: .plain), environment: environment)
        }
    }

    /// Every cell frame of section 0, wherever the band has them (a plain rect query sees only the visible part).
    private func bandFrames(_ engine: LayoutEngine) -> [Rect] {
        (0..<10).compactMap { engine.layoutAttributesForItem(at: ItemPath(section: 0, item: $0))?.frame }
    }

    @Test func groupsRunAcrossTheScrollDirectionInABand() {
        let engine = makeEngine(band(.continuous), counts: [10, 2])
        let frames = bandFrames(engine)
        #expect(frames.count == 10)
        #expect(frames[0] == Rect(x: 16, y: 0, width: 200, height: 100))
        #expect(frames[1] == Rect(x: 16, y: 100, width: 200, height: 100))
        #expect(frames[2] == Rect(x: 226, y: 0, width: 200, height: 100))
        #expect(frames[8] == Rect(x: 16 + 4 * 210, y: 0, width: 200, height: 100))
        // The band is one group tall; the next section follows.
        #expect(cellFrames(engine, section: 1).first?.minY == 200)
        let expectedExtent: Double = 16 + 5 * 200 + 4 * 10 + 16
        #expect(engine.orthogonalContentExtent(ofSection: 0) == expectedExtent)
    }

    @Test func fractionalGroupWidthIsOfTheVisibleBand() {
        let engine = makeEngine(band(.paging, groupWidth: .fractionalWidth(0.5)), counts: [4, 0])
        // Content area is 600 − 32 = 568 wide: groups are 284.
        #expect(cellFrames(engine).map(\.width) == [284, 284, 284, 284])
    }

    @Test func offsetScrollsTheBandOnlyAndIsClamped() {
        let engine = makeEngine(band(.continuous), counts: [10, 2])
        engine.setOrthogonalOffset(150, ofSection: 0)
        #expect(cellFrames(engine).first == Rect(x: -134, y: 0, width: 200, height: 100))
        #expect(cellFrames(engine, section: 1).first?.minX == 0)
        engine.setOrthogonalOffset(1e9, ofSection: 0)
        #expect(engine.orthogonalOffset(ofSection: 0) == 1072 - 600)
        // A rect query sees only the groups scrolled into it: group 2 spans −36..<164, groups 3 and 4 follow.
        let visible = engine.attributes(in: Rect(x: 0, y: 0, width: 600, height: 200)).filter {
            $0.indexPath.section == 0
        }
        #expect(Set(visible.map(\.indexPath.item)) == Set(4...9))
    }

    @Test func restingOffsetsFollowTheBehaviour() {
        let continuous = makeEngine(band(.continuous), counts: [10, 0])
        #expect(continuous.orthogonalTargetOffset(ofSection: 0, proposedOffset: 123, velocity: 0) == 123)

        let leading = makeEngine(band(.continuousGroupLeadingBoundary), counts: [10, 0])
        // Group starts (relative to the content edge): 0, 210, 420, …; 300 is nearest 210.
        #expect(leading.orthogonalTargetOffset(ofSection: 0, proposedOffset: 300, velocity: 0) == 210)

        let paging = makeEngine(band(.paging), counts: [10, 0])
        // page 600 clamped to the end
        #expect(paging.orthogonalTargetOffset(ofSection: 0, proposedOffset: 200, velocity: 500) == 472)
        #expect(paging.orthogonalTargetOffset(ofSection: 0, proposedOffset: 200, velocity: 0) == 0)

        let groupPaging = makeEngine(band(.groupPaging), counts: [10, 0])
        // One group per gesture, whatever the proposal.
        #expect(groupPaging.orthogonalTargetOffset(ofSection: 0, proposedOffset: 900, velocity: 2000) == 210)

        let centred = makeEngine(band(.groupPagingCentered), counts: [10, 0])
        // Group 1 spans 226..<426 in the band; centred in 600 it rests at 26, group 2 at 236.
        #expect(centred.orthogonalTargetOffset(ofSection: 0, proposedOffset: 50, velocity: 0) == 26)
        centred.setOrthogonalOffset(26, ofSection: 0)
        #expect(centred.orthogonalTargetOffset(ofSection: 0, proposedOffset: 30, velocity: 300) == 236)
        #expect(centred.orthogonalTargetOffset(ofSection: 0, proposedOffset: 30, velocity: -300) == 0)
    }
}
