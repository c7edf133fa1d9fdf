import LatticeLayout
import Testing

@testable import CollectionView

/// List → grid transitions between two real layout engines over the same 200 items.
@Suite struct TransitionEngineTests {
    typealias Support = TransitionTestSupport

    let viewport = Size(width: 640, height: 600)

    /// One column of 48 px rows, or `columns` columns of `height` px cards; optionally with a 30 px section
    /// header and a section background.
    func layout(columns: Int, height: Double, header: Bool = false) -> CompositionalLayout {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)),
            subitem: item, count: columns)
        var section = LayoutSection(group: row)
        if header {
            section.boundarySupplementaryItems = [
                BoundarySupplementaryItem(
                    elementKind: ElementKind.sectionHeader,
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top)
            ]
            section.decorationItems = [.background()]
        }
        return CompositionalLayout(section: section)
    }

    func engines(header: Bool = false) -> (list: LayoutEngine, grid: LayoutEngine) {
        (
            LayoutEngine(
                layout: layout(columns: 1, height: 48, header: header), dataSource: ItemCounts([200]),
                containerSize: viewport),
            LayoutEngine(
                layout: layout(columns: 4, height: 120, header: header), dataSource: ItemCounts([200]),
                containerSize: viewport)
        )
    }

    /// The list → grid transition anchored on `item`, with the list scrolled to `oldScroll`.
    func listToGrid(
        anchorItem item: Int, oldScroll: Point, curve: TimingCurve, newMargin: Double = 0
    )
        throws -> (LayoutTransition, old: [ElementKey: Rect], new: [ElementKey: Rect], newScroll: Point)
    {
        let (list, grid) = engines()
        let anchor = Support.key(item)
        let path = ItemPath(section: 0, item: item)
        let anchorOld = try #require(list.layoutAttributesForItem(at: path)).frame
        let anchorNew = try #require(grid.layoutAttributesForItem(at: path)).frame
        let newScroll = LayoutTransition.anchoredScrollOffset(
            anchorOld: anchorOld, oldScrollOffset: oldScroll,
            anchorNew: anchorNew, contentSize: grid.contentSize,
            viewport: viewport)
        let old = Support.frames(list, scroll: oldScroll, viewport: viewport, margin: 600)
        let new = Support.frames(grid, scroll: newScroll, viewport: viewport, margin: newMargin)
        let transition = LayoutTransition(
            from: old, to: new, anchor: anchor, oldScrollOffset: oldScroll,
            newScrollOffset: newScroll, duration: 0.4, curve: curve, start: 10)
        return (transition, old, new, newScroll)
    }

    /// 20 times from the start to the end.
    let samples = (0..<20).map { 10 + 0.4 * Double($0) / 19 }

    @Test(arguments: [TimingCurve.easeInOut, .easeOut, .spring(dampingRatio: 0.6, response: 0.3)])
    func theAnchorStaysWhereTheUserSawIt(curve: TimingCurve) throws {
        // Item 57 is at content y 2 736 in the list: canvas y 136 at offset 2 600. In the grid it is in row 14,
        // column 1: content (160, 1 680, 160×120), so the new offset is 1 680 − 136 = 1 544; across the axis
        // 160 clamps to 0 (the content is as wide as the viewport), so the anchor slides right by 160.
        let (transition, _, _, newScroll) = try listToGrid(
            anchorItem: 57, oldScroll: Point(x: 0, y: 2_600), curve: curve)
        #expect(newScroll == Point(x: 0, y: 1_544))
        let anchor = Support.key(57)
        var lastX = -1.0
        for time in samples {
            let frame = try #require(transition.presented(anchor, at: time)).frame
            #expect(frame.minY == 136)
            #expect(frame.minX == 160 * transition.progress(at: time))
            if case .spring = curve {} else { #expect(frame.minX >= lastX) }
            lastX = frame.minX
        }
        #expect(transition.presented(anchor, at: 10)!.frame == Rect(x: 0, y: 136, width: 640, height: 48))
        #expect(transition.presented(anchor, at: 10.4)!.frame == Rect(x: 160, y: 136, width: 160, height: 120))
        // The anchor is drawn above the other cells.
        #expect(transition.presented(at: 10.2).last?.key == anchor)
    }

    @Test func startsAtTheListAndEndsAtTheGrid() throws {
        let oldScroll = Point(x: 0, y: 2_600)
        let (transition, old, new, newScroll) = try listToGrid(anchorItem: 57, oldScroll: oldScroll, curve: .easeInOut)
        #expect(Support.frames(transition, at: 10) == Support.canvas(old, scroll: oldScroll))
        #expect(Support.frames(transition, at: 10.4) == Support.canvas(new, scroll: newScroll))
        #expect(transition.scrollOffset(at: 10.4) == newScroll)
        // Items 41–47 and 72–79 are laid out in the list's margin but not in the grid's viewport: they fade out.
        let leaving = Set(old.keys).subtracting(new.keys)
        #expect(leaving == Set(Array(41...47).map { Support.key($0) } + Array(72...79).map { Support.key($0) }))
        for key in leaving {
            let alphas = samples.map { transition.presented(key, at: $0)?.alpha ?? 0 }
            #expect(alphas.first == 1 && alphas.last == 0)
            for (a, b) in zip(alphas, alphas.dropFirst()) { #expect(b <= a) }
        }
        // Grid rows 7–22 around the viewport are new only where the list had no frames: 28–40 and 80–91 fade in.
        let (wide, _, wider, _) = try listToGrid(anchorItem: 57, oldScroll: oldScroll, curve: .linear, newMargin: 600)
        let arriving = Set(wider.keys).subtracting(old.keys)
        #expect(arriving == Set(Array(28...40).map { Support.key($0) } + Array(80...91).map { Support.key($0) }))
        for key in arriving {
            let alphas = samples.map { wide.presented(key, at: $0)?.alpha ?? 0 }
            #expect(alphas.first == 0 && alphas.last == 1)
            for (a, b) in zip(alphas, alphas.dropFirst()) { #expect(b >= a) }
        }
    }

    @Test func clampingAtTheContentStartMovesTheAnchorByTheClampedAmountOnly() throws {
        // Item 10 is at canvas y 480 at offset 0; in the grid it is at content y 240: the offset would be −240.
        let (transition, _, _, newScroll) = try listToGrid(anchorItem: 10, oldScroll: .zero, curve: .easeInOut)
        #expect(newScroll == .zero)
        var lastY = Double.infinity
        for time in samples {
            let frame = try #require(transition.presented(Support.key(10), at: time)).frame
            #expect(abs(frame.minY - (480 - 240 * transition.progress(at: time))) < 1e-9)
            #expect(frame.minY <= lastY)
            lastY = frame.minY
        }
        #expect(transition.presented(Support.key(10), at: 10.4)!.frame.minY == 240)
    }

    @Test func interruptingTheSwitchBackToTheListDoesNotJump() throws {
        let (list, _) = engines()
        let oldScroll = Point(x: 0, y: 2_600)
        let (transition, _, _, _) = try listToGrid(anchorItem: 57, oldScroll: oldScroll, curve: .easeInOut)
        let time = 10 + 0.4 * 0.4
        // Back to the list, keeping the anchor where it is presented now.
        let anchorList = try #require(list.layoutAttributesForItem(at: ItemPath(section: 0, item: 57))).frame
        let backScroll = try #require(
            transition.anchoredScrollOffset(
                anchorNew: anchorList, at: time,
                contentSize: list.contentSize, viewport: viewport))
        let target = Support.frames(list, scroll: backScroll, viewport: viewport, margin: 0)
        let back = transition.retargeted(
            to: target, newScrollOffset: backScroll, at: time, duration: 0.3, curve: .easeOut)
        #expect(Support.state(back, at: time) == Support.state(transition, at: time))
        #expect(back.scrollOffset(at: time) == transition.scrollOffset(at: time))
        for step in 0..<20 {
            #expect(back.presented(Support.key(57), at: time + 0.3 * Double(step) / 19)?.frame.minY == 136)
        }
        #expect(back.anchor == Support.key(57))
        #expect(Support.frames(back, at: time + 0.31) == Support.canvas(target, scroll: backScroll))
    }

    @Test func supplementariesAndDecorationsAreKeyedBySectionAndMove() throws {
        let (list, grid) = engines(header: true)
        let old = Support.frames(list, scroll: .zero, viewport: viewport, margin: 0)
        let new = Support.frames(grid, scroll: .zero, viewport: viewport, margin: 0)
        let header = ElementKey.supplementary(ofKind: ElementKind.sectionHeader, section: ElementIdentity(0))
        let background = ElementKey.decoration(ofKind: ElementKind.background, section: ElementIdentity(0))
        #expect(old[header] == Rect(x: 0, y: 0, width: 640, height: 30))
        #expect(new[header] == old[header])
        #expect(old[background] != nil && new[background] != nil && old[background] != new[background])
        let transition = LayoutTransition(
            from: old, to: new, anchor: nil, oldScrollOffset: .zero, newScrollOffset: .zero,
            duration: 1, curve: .linear, start: 0)
        // The background interpolates (it is on both sides) and is drawn first of the moving elements (fading
        // ones lie under them); the header is drawn last.
        let presented = transition.presented(at: 0.5).filter { $0.alpha == 1 }
        #expect(presented.first?.key == background)
        #expect(presented.last?.key == header)
        #expect(presented.first!.alpha == 1)
        #expect(
            ElementKey.layoutSupplementary(ofKind: ElementKind.layoutHeader).description
                == "supplementary/layout-header/layout")
    }
}
