import LatticeLayout
import Testing

@testable import CollectionView

/// `LayoutTransition` over hand-made frames: interpolation, fades, scroll, snapping and interruption.
@Suite struct TransitionTests {
    typealias Support = TransitionTestSupport

    /// Items 0–9 as 50 px list rows.
    let old: [ElementKey: Rect] = Dictionary(
        uniqueKeysWithValues: (0..<10).map {
            (Support.key($0), Rect(x: 0, y: Double($0) * 50, width: 400, height: 50))
        })
    /// Items 2–12 as a 2-column grid of 100 px cards.
    let new: [ElementKey: Rect] = Dictionary(
        uniqueKeysWithValues: (2..<13).map {
            (Support.key($0), Rect(x: Double($0 % 2) * 200, y: Double($0 / 2) * 100, width: 200, height: 100))
        })
    let oldScroll = Point(x: 0, y: 100)
    let newScroll = Point(x: 0, y: 40)

    func transition(curve: TimingCurve = .easeInOut, duration: Double = 1, start: Double = 0) -> LayoutTransition {
        LayoutTransition(
            from: old, to: new, anchor: nil, oldScrollOffset: oldScroll, newScrollOffset: newScroll,
            duration: duration, curve: curve, start: start)
    }

    @Test(arguments: [TimingCurve.linear, .easeInOut, .easeOut, .spring(dampingRatio: 0.6, response: 0.3)])
    func startsAtTheOldCanvasFramesAndEndsAtTheNewOnes(curve: TimingCurve) {
        let transition = transition(curve: curve, duration: 0.5, start: 3)
        #expect(Support.frames(transition, at: 3) == Support.canvas(old, scroll: oldScroll))
        #expect(Support.frames(transition, at: 1) == Support.canvas(old, scroll: oldScroll))
        #expect(Support.frames(transition, at: 3.5) == Support.canvas(new, scroll: newScroll))
        #expect(Support.frames(transition, at: 99) == Support.canvas(new, scroll: newScroll))
        #expect(transition.finalFrames == Support.canvas(new, scroll: newScroll))
        #expect(transition.presented(at: 3).allSatisfy { $0.alpha == 1 })
        #expect(transition.presented(at: 3.5).allSatisfy { $0.alpha == 1 })
        #expect(transition.scrollOffset(at: 3) == oldScroll)
        #expect(transition.scrollOffset(at: 3.5) == newScroll)
        #expect(!transition.isFinished(at: 3.49))
        #expect(transition.isFinished(at: 3.5))
    }

    @Test func sharedElementsInterpolateOriginAndSizeByTheCurve() throws {
        let transition = transition(curve: .linear)
        // Item 4: canvas (0, 100, 400×50) → (0, 160, 200×100).
        let halfway = try #require(transition.presented(Support.key(4), at: 0.5))
        #expect(halfway.frame == Rect(x: 0, y: 130, width: 300, height: 75))
        #expect(halfway.alpha == 1)
        #expect(transition.scrollOffset(at: 0.25) == Point(x: 0, y: 85))
        // Interpolated canvas frame == interpolated content frame − interpolated scroll offset.
        let eased = self.transition()
        for time in stride(from: 0.0, through: 1, by: 0.1) {
            let progress = eased.progress(at: time), scroll = eased.scrollOffset(at: time)
            let content = old[Support.key(5)]!.minY + (new[Support.key(5)]!.minY - old[Support.key(5)]!.minY) * progress
            #expect(abs(eased.presented(Support.key(5), at: time)!.frame.minY - (content - scroll.y)) < 1e-9)
        }
    }

    @Test func elementsOnOneSideFade() {
        let transition = transition()
        let times = (0...20).map { Double($0) / 20 }
        // Item 0 is only in the old layout: it fades out where it was.
        let leaving = times.map { transition.presented(Support.key(0), at: $0) }
        #expect(leaving.first??.alpha == 1)
        #expect(leaving.last! == nil)
        let leavingAlphas = leaving.map { $0?.alpha ?? 0 }
        for (a, b) in zip(leavingAlphas, leavingAlphas.dropFirst()) { #expect(b <= a) }
        #expect(leaving.compactMap { $0?.frame }.allSatisfy { $0 == Rect(x: 0, y: -100, width: 400, height: 50) })
        // Item 12 is only in the new layout: it fades in at its new place.
        let arriving = times.map { transition.presented(Support.key(12), at: $0) }
        #expect(arriving.first! == nil)
        #expect(arriving.last??.alpha == 1)
        let arrivingAlphas = arriving.map { $0?.alpha ?? 0 }
        for (a, b) in zip(arrivingAlphas, arrivingAlphas.dropFirst()) { #expect(b >= a) }
        #expect(arriving.compactMap { $0?.frame }.allSatisfy { $0 == Rect(x: 0, y: 560, width: 200, height: 100) })
        #expect(abs(transition.presented(Support.key(0), at: 0.5)!.alpha - 0.5) < 1e-12)
    }

    @Test func orderIsDeterministicBackToFrontWithTheAnchorOnTop() {
        var reversedOld: [ElementKey: Rect] = [:], reversedNew: [ElementKey: Rect] = [:]
        for key in old.keys.sorted(by: { $0.description > $1.description }) { reversedOld[key] = old[key] }
        for key in new.keys.sorted(by: { $0.description > $1.description }) { reversedNew[key] = new[key] }
        let a = LayoutTransition(
            from: old, to: new, anchor: Support.key(5), oldScrollOffset: oldScroll,
            newScrollOffset: newScroll, duration: 1, curve: .linear, start: 0)
        let b = LayoutTransition(
            from: reversedOld, to: reversedNew, anchor: Support.key(5), oldScrollOffset: oldScroll,
            newScrollOffset: newScroll, duration: 1, curve: .linear, start: 0)
        let order = a.presented(at: 0.3).map(\.key)
        #expect(order == b.presented(at: 0.3).map(\.key))
        // Fading elements (leaving, then arriving, each in final reading order) under the moving ones; the
        // anchor last; the moving ones in final reading order.
        let fading = order.prefix { a.presented($0, at: 0.3)!.alpha < 1 }
        #expect(fading.count == order.filter { a.presented($0, at: 0.3)!.alpha < 1 }.count)
        #expect(Array(fading.prefix(2)) == [Support.key(0), Support.key(1)])
        #expect(order.last == Support.key(5))
        let moving = order.dropFirst(fading.count).dropLast()
        #expect(!moving.isEmpty)
        #expect(Array(moving) == [2, 3, 4, 6, 7, 8, 9, 10, 11, 12].map { Support.key($0) }.filter(moving.contains))
        #expect(fading.count + moving.count + 1 == order.count)
    }

    @Test func aLayoutSwitchDrawsCellsInReadingOrderWithTheAnchorAmongThem() {
        let update = LayoutTransition(
            from: old, to: new, anchor: Support.key(5), oldScrollOffset: oldScroll,
            newScrollOffset: newScroll, duration: 1, curve: .linear, start: 0)
        let switching = LayoutTransition(
            from: old, to: new, anchor: Support.key(5), oldScrollOffset: oldScroll,
            newScrollOffset: newScroll, duration: 1, curve: .linear, start: 0,
            isLayoutSwitch: true)
        let moving = { (transition: LayoutTransition) in
            transition.presented(at: 0.5).filter { $0.alpha == 1 }.map(\.key)
        }
        #expect(moving(update).last == Support.key(5))
        // Each card covers only the trailing part of the one before it: the anchor is not lifted over its neighbours.
        #expect(moving(switching) == (2..<10).map { Support.key($0) })
    }

    /// A one-second linear transition between `from` and `to`, unscrolled, without an anchor.
    private func linear(
        from: [ElementKey: Rect], to: [ElementKey: Rect], isLayoutSwitch: Bool = false
    ) -> LayoutTransition {
        LayoutTransition(
            from: from, to: to, anchor: nil, oldScrollOffset: .zero, newScrollOffset: .zero, duration: 1,
            curve: .linear, start: 0, isLayoutSwitch: isLayoutSwitch)
    }

    @Test func aLayoutSwitchFadesSupplementariesOnThePartsScheduleAndCellsOnTheCurve() {
        let titles = ElementKey.layoutSupplementary(ofKind: "columns")
        let frame = Rect(x: 0, y: 0, width: 400, height: 30)
        let table = [titles: frame, Support.key(0): frame.offsetBy(dx: 0, dy: 30)]
        let rows = [Support.key(1): frame.offsetBy(dx: 0, dy: 60)]
        let leaving = linear(from: table, to: rows, isLayoutSwitch: true)
        let arriving = linear(from: rows, to: table, isLayoutSwitch: true)
        let update = linear(from: table, to: rows)
        // A table's column titles leave with its rows' values (gone by `CellMorph.fadeOut`'s end) and arrive with
        // them (from `CellMorph.fadeIn`'s start); a cell on one side fades on the curve all the way.
        #expect(abs(leaving.presented(titles, at: 0.15)!.alpha - 0.5) < 1e-9)
        #expect(leaving.presented(titles, at: CellMorph.fadeOut.upperBound) == nil)
        #expect(arriving.presented(titles, at: CellMorph.fadeIn.lowerBound) == nil)
        #expect(abs(arriving.presented(titles, at: 0.85)!.alpha - 0.5) < 1e-9)
        #expect(leaving.presented(Support.key(0), at: 0.5)!.alpha == 0.5)
        #expect(arriving.presented(Support.key(0), at: 0.5)!.alpha == 0.5)
        // Outside a switch the titles follow the curve too.
        #expect(update.presented(titles, at: 0.5)!.alpha == 0.5)
    }

    @Test func aLayoutSwitchNarrowsAheadOfTheCurveAndWidensBehindIt() {
        let rows = [Support.key(0): Rect(x: 0, y: 0, width: 400, height: 50)]
        let cards = [Support.key(0): Rect(x: 0, y: 0, width: 200, height: 100)]
        let toGrid = linear(from: rows, to: cards, isLayoutSwitch: true)
        let toList = linear(from: cards, to: rows, isLayoutSwitch: true)
        let update = linear(from: rows, to: cards)
        for time in stride(from: 0.1, through: 0.9, by: 0.1) {
            let narrowing = toGrid.presented(Support.key(0), at: time)!.frame
            #expect(narrowing.width < update.presented(Support.key(0), at: time)!.frame.width)
            #expect(narrowing.height == update.presented(Support.key(0), at: time)!.frame.height)
            // The way back draws the same frames in reverse, so a reversed switch retraces its path.
            #expect(abs(toList.presented(Support.key(0), at: 1 - time)!.frame.width - narrowing.width) < 1e-9)
        }
        #expect(toGrid.presented(Support.key(0), at: 1)!.frame == cards[Support.key(0)])
        #expect(toList.presented(Support.key(0), at: 1)!.frame == rows[Support.key(0)])
    }

    @Test func animationsOffSnapToTheFinalState() {
        let final = Support.canvas(new, scroll: newScroll)
        let immediate = LayoutTransition.immediate(to: new, scrollOffset: newScroll, at: 5)
        let zero = transition(duration: 0)
        for time in [-10.0, 0, 5, 5.1, 1e9] {
            #expect(Support.frames(immediate, at: time) == final)
            #expect(Support.frames(zero, at: time) == final)
            #expect(zero.scrollOffset(at: time) == newScroll)
            #expect(immediate.isFinished(at: time) && zero.isFinished(at: time))
            #expect(zero.presented(at: time).allSatisfy { $0.alpha == 1 })
        }
        #expect(transition(duration: .nan).isImmediate)
        #expect(transition(duration: -1).isImmediate)
    }

    @Test(arguments: [TimingCurve.linear, .easeInOut, .spring(dampingRatio: 0.5, response: 0.3)])
    func retargetingDoesNotJumpAndConvergesToTheNewTarget(curve: TimingCurve) {
        let first = transition(curve: curve)
        // Interrupted at 0.4 by a third layout: items 6–15 as a 3-column grid of 80 px cards.
        let third = Dictionary(
            uniqueKeysWithValues: (6..<16).map {
                (Support.key($0), Rect(x: Double($0 % 3) * 130, y: Double($0 / 3) * 80, width: 130, height: 80))
            })
        let thirdScroll = Point(x: 0, y: 120)
        let second = first.retargeted(to: third, newScrollOffset: thirdScroll, at: 0.4, duration: 0.3, curve: curve)
        #expect(Support.state(second, at: 0.4) == Support.state(first, at: 0.4))
        #expect(second.scrollOffset(at: 0.4) == first.scrollOffset(at: 0.4))
        // Continuous just after the interruption too.
        let before = Support.frames(first, at: 0.4), after = Support.frames(second, at: 0.401)
        for (key, frame) in before { if let moved = after[key] { #expect(abs(moved.minY - frame.minY) < 2) } }
        #expect(second.isFinished(at: 0.71))
        #expect(Support.frames(second, at: 0.71) == Support.canvas(third, scroll: thirdScroll))
        #expect(second.presented(at: 0.71).allSatisfy { $0.alpha == 1 })
        #expect(second.scrollOffset(at: 0.71) == thirdScroll)
    }

    @Test func retargetingBackFadesLeavingElementsBackIn() throws {
        let first = transition(curve: .linear)
        let back = first.retargeted(to: old, newScrollOffset: oldScroll, at: 0.4, duration: 1, curve: .linear)
        // Item 0 was at alpha 0.6 and fading out; now it returns to 1, item 12 (at 0.4) fades back out.
        #expect(abs(try #require(back.presented(Support.key(0), at: 0.4)).alpha - 0.6) < 1e-12)
        #expect(abs(try #require(back.presented(Support.key(0), at: 0.9)).alpha - 0.8) < 1e-12)
        #expect(abs(try #require(back.presented(Support.key(12), at: 0.9)).alpha - 0.2) < 1e-12)
        #expect(Support.frames(back, at: 1.5) == Support.canvas(old, scroll: oldScroll))
        // Retargeting a finished transition starts from its final state; with duration 0 it snaps.
        let snap = first.retargeted(to: old, newScrollOffset: oldScroll, at: 2, duration: 0, curve: .linear)
        #expect(Support.frames(snap, at: 2) == Support.canvas(old, scroll: oldScroll))
    }

    @Test func anchoredScrollOffsetKeepsTheAnchorsCanvasOriginUnlessClamped() {
        let content = Size(width: 400, height: 2_000), viewport = Size(width: 400, height: 500)
        // Anchor at canvas (0, 150) before; at content (0, 900) after → offset 750.
        let offset = LayoutTransition.anchoredScrollOffset(
            anchorOld: Rect(x: 0, y: 400, width: 400, height: 50), oldScrollOffset: Point(x: 0, y: 250),
            anchorNew: Rect(x: 0, y: 900, width: 200, height: 100), contentSize: content, viewport: viewport)
        #expect(offset == Point(x: 0, y: 750))
        // Near the end: 1 850 − 150 = 1 700 exceeds the last offset (1 500); across the axis 200 exceeds 0.
        let clamped = LayoutTransition.anchoredScrollOffset(
            anchorOld: Rect(x: 0, y: 400, width: 400, height: 50), oldScrollOffset: Point(x: 0, y: 250),
            anchorNew: Rect(x: 200, y: 1_850, width: 200, height: 100), contentSize: content, viewport: viewport)
        #expect(clamped == Point(x: 0, y: 1_500))
        // Near the start: the offset cannot go below 0.
        let top = LayoutTransition.anchoredScrollOffset(
            anchorOld: Rect(x: 0, y: 400, width: 400, height: 50), oldScrollOffset: Point(x: 0, y: 250),
            anchorNew: Rect(x: 0, y: 100, width: 200, height: 100), contentSize: content, viewport: viewport)
        #expect(top == Point(x: 0, y: 0))
        // Content shorter than the viewport: 0.
        #expect(
            LayoutTransition.anchoredScrollOffset(
                anchorOld: Rect(x: 0, y: 400, width: 10, height: 10), oldScrollOffset: .zero,
                anchorNew: Rect(x: 0, y: 900, width: 10, height: 10), contentSize: Size(width: 400, height: 300),
                viewport: viewport) == .zero)
    }
}
