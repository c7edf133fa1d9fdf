import LatticeLayout
import Testing

@testable import CollectionView

/// The swipe state machine: directions, thresholds, flings, rubber band, one swipe at a time, taps, identity
/// and touchpad scrolling. Cells are 400 wide; trailing has two actions (reveal 160, full swipe past 240),
/// leading one (reveal 80).
@Suite struct SwipeControllerTests {
    static let delete = SwipeAction(
        identifier: "delete", title: "Delete", iconName: "user-trash-symbolic",
        style: .destructive)
    static let archive = SwipeAction(identifier: "archive", title: "Archive", iconName: "folder-symbolic")
    static let pin = SwipeAction(identifier: "pin", title: "Pin")
    let trailing = SwipeActionsConfiguration(actions: [delete, archive])
    let leading = SwipeActionsConfiguration(actions: [pin])

    func dragging(
        _ item: String = "a", translation: Double, leading: SwipeActionsConfiguration? = nil,
        trailing: SwipeActionsConfiguration? = nil, cellWidth: Double = 400
    ) -> SwipeController<String> {
        var swipe = SwipeController<String>()
        swipe.beginDrag(
            item: item, leading: leading ?? self.leading, trailing: trailing ?? self.trailing,
            cellWidth: cellWidth)
        swipe.updateDrag(translation: translation)
        return swipe
    }

    @Test func dragDirectionChoosesTheSide() {
        let right = dragging(translation: 50)
        #expect(right.offset(for: "a") == 50)
        #expect(right.revealedSide == .leading)
        #expect(right.isSwiped("a"))
        #expect(!right.isSwiped("b"))
        #expect(right.offset(for: "b") == 0)
        #expect(right.openItem == "a")
        let left = dragging(translation: -50)
        #expect(left.offset(for: "a") == -50)
        #expect(left.revealedSide == .trailing)
        #expect(left.phase == .dragging)
    }

    @Test func noActionsMeansNoMovement() {
        var swipe = SwipeController<String>()
        swipe.beginDrag(item: "a", leading: nil, trailing: SwipeActionsConfiguration(actions: []), cellWidth: 400)
        for translation in [120.0, -120, 300, -300] {
            swipe.updateDrag(translation: translation)
            #expect(swipe.offset(for: "a") == 0)
            #expect(swipe.revealedSide == nil)
            #expect(!swipe.isSwiped("a"))
        }
        #expect(swipe.endDrag(velocity: -2000) == .closed)
        #expect(swipe.openItem == nil)
        // One side without actions: only the other moves.
        var oneSided = dragging(translation: 90, leading: SwipeActionsConfiguration(actions: []))
        #expect(oneSided.offset == 0)
        oneSided.updateDrag(translation: -90)
        #expect(oneSided.offset == -90)
    }

    @Test func smallDragCloses() {
        var swipe = dragging(translation: -30)
        #expect(swipe.endDrag(velocity: 0) == .closed)
        #expect(swipe.offset(for: "a") == 0)
        #expect(swipe.phase == .idle)
        #expect(swipe.openItem == nil)
    }

    @Test func pastHalfTheRevealWidthSnapsOpen() {
        var swipe = dragging(translation: -90)
        #expect(swipe.endDrag(velocity: 0) == .revealed(side: .trailing))
        #expect(swipe.offset(for: "a") == -160)  // two actions of 80
        #expect(swipe.isRevealed)
        #expect(swipe.isSwiped("a"))
        #expect(swipe.endDrag(velocity: 0) == .revealed(side: .trailing))  // not dragging: the current state
        // Dragging the open cell continues from where it is snapped.
        swipe.beginDrag(item: "a", leading: leading, trailing: trailing, cellWidth: 400)
        swipe.updateDrag(translation: 100)
        #expect(swipe.offset(for: "a") == -60)
        #expect(swipe.endDrag(velocity: 0) == .closed)
        // Leading: one action, 80 wide (the minimum).
        var right = dragging(translation: 45)
        #expect(right.endDrag(velocity: 0) == .revealed(side: .leading))
        #expect(right.offset(for: "a") == 80)
    }

    @Test func fullSwipePerformsTheFirstAction() {
        var swipe = dragging(translation: -230)
        #expect(!swipe.isFullSwipe)  // 60 % of 400 is 240
        swipe.updateDrag(translation: -250)
        #expect(swipe.isFullSwipe)
        #expect(swipe.presentation(for: "a")?.isFullSwipe == true)
        #expect(swipe.endDrag(velocity: 0) == .performed(action: Self.delete, item: "a"))
        #expect(swipe.openItem == nil)
        #expect(swipe.offset(for: "a") == 0)
        // Without full swipes the same drag only reveals.
        let noFull = SwipeActionsConfiguration(actions: [Self.delete], performsFirstActionWithFullSwipe: false)
        var revealOnly = dragging(translation: -350, trailing: noFull)
        #expect(!revealOnly.isFullSwipe)
        #expect(revealOnly.endDrag(velocity: -3000) == .revealed(side: .trailing))
        #expect(revealOnly.offset == -80)
    }

    @Test func flingsPerformRevealAndClose() {
        var fast = dragging(translation: -170)  // past the reveal width (160), short of 240
        #expect(fast.endDrag(velocity: -1500) == .performed(action: Self.delete, item: "a"))
        var slow = dragging(translation: -170)
        #expect(slow.endDrag(velocity: -500) == .revealed(side: .trailing))
        var notPastReveal = dragging(translation: -100)
        #expect(notPastReveal.endDrag(velocity: -1500) == .revealed(side: .trailing))
        var flickOpen = dragging(translation: -20)
        #expect(flickOpen.endDrag(velocity: -400) == .revealed(side: .trailing))
        var flickShut = dragging(translation: -120)
        #expect(flickShut.endDrag(velocity: 400) == .closed)
        var leadingFling = dragging(translation: 100)
        #expect(leadingFling.endDrag(velocity: 1200) == .performed(action: Self.pin, item: "a"))
    }

    @Test func rubberBandIsSubLinearPastTheRevealWidth() {
        let reveal = 160.0
        #expect(dragging(translation: -reveal).offset == -reveal)
        let beyond = [20.0, 60, 120, 240, 600].map { -dragging(translation: -(reveal + $0)).offset - reveal }
        for (excess, moved) in zip([20.0, 60, 120, 240, 600], beyond) {
            #expect(moved > 0)
            #expect(moved < excess)
        }
        for index in 1..<beyond.count { #expect(beyond[index] > beyond[index - 1]) }  // still monotonic
        // Each further pixel moves less: the curve flattens.
        let slopeNear = (beyond[1] - beyond[0]) / 40, slopeFar = (beyond[4] - beyond[3]) / 360
        #expect(slopeFar < slopeNear)
        #expect(slopeNear <= SwipeMetrics.rubberBandCoefficient)
    }

    @Test func secondSwipeClosesTheFirst() {
        var swipe = dragging("a", translation: -120)
        _ = swipe.endDrag(velocity: 0)
        #expect(swipe.isSwiped("a"))
        let closed = swipe.beginDrag(item: "b", leading: leading, trailing: trailing, cellWidth: 400)
        #expect(closed == "a")
        #expect(!swipe.isSwiped("a"))
        #expect(swipe.offset(for: "a") == 0)
        #expect(swipe.openItem == "b")
        swipe.updateDrag(translation: 60)
        #expect(swipe.offset(for: "b") == 60)
        #expect(swipe.close() == "b")
        #expect(swipe.openItem == nil)
        #expect(swipe.close() == nil)
    }

    @Test func tapHitsTheActionUnderThePoint() {
        var swipe = dragging(translation: -120)
        #expect(swipe.tapAction(at: Point(x: 390, y: 10)) == nil)  // still dragging
        _ = swipe.endDrag(velocity: 0)
        #expect(swipe.tapAction(at: Point(x: 390, y: 10)) == Self.delete)  // first: nearest the right edge
        #expect(swipe.tapAction(at: Point(x: 321, y: 10)) == Self.delete)
        #expect(swipe.tapAction(at: Point(x: 319, y: 10)) == Self.archive)
        #expect(swipe.tapAction(at: Point(x: 241, y: 10)) == Self.archive)
        #expect(swipe.tapAction(at: Point(x: 200, y: 10)) == nil)  // the content
        #expect(swipe.tapAction(at: Point(x: 401, y: 10)) == nil)
        var right = dragging(translation: 60)
        _ = right.endDrag(velocity: 0)
        #expect(right.tapAction(at: Point(x: 5, y: 10)) == Self.pin)
        #expect(right.tapAction(at: Point(x: 85, y: 10)) == nil)
    }

    @Test func retainClosesAVanishedItemsSwipe() {
        var swipe = dragging("a", translation: -120)
        _ = swipe.endDrag(velocity: 0)
        swipe.retain(existing: ["a", "c"])
        #expect(swipe.isSwiped("a"))
        swipe.retain(existing: ["b", "c"])
        #expect(swipe.openItem == nil)
        #expect(swipe.phase == .idle)
        var inDrag = dragging("b", translation: 40)
        inDrag.retain { $0 != "b" }
        #expect(inDrag.offset(for: "b") == 0)
        inDrag.updateDrag(translation: 80)  // the drag is over: ignored
        #expect(inDrag.openItem == nil)
    }

    @Test func touchpadScrollDeltasSwipe() {
        var swipe = SwipeController<String>()
        swipe.scroll(deltaX: 5)  // no drag begun: ignored
        #expect(swipe.openItem == nil)
        swipe.beginDrag(item: "a", leading: leading, trailing: trailing, cellWidth: 400)
        for _ in 0..<3 { swipe.scroll(deltaX: 3) }  // positive deltaX moves content left, ×10
        #expect(swipe.offset(for: "a") == -90)
        swipe.scroll(deltaX: -1)
        #expect(swipe.offset(for: "a") == -80)
        #expect(swipe.scrollEnded() == .revealed(side: .trailing))

        // A fast swipe: deltas of 2 (20 px) every 10 ms is 2000 px/s, past the reveal width: performed.
        var fast = SwipeController<String>()
        fast.beginDrag(item: "a", leading: leading, trailing: trailing, cellWidth: 400)
        for step in 0..<9 { fast.scroll(deltaX: 2, time: Double(step) * 0.01) }
        #expect(fast.offset == -(160 + SwipeController<String>.rubberBand(20, dimension: 400)))
        #expect(fast.scrollVelocity(at: nil) == -2000)
        #expect(fast.scroll(deltaX: 0, time: 0.09, isStop: true) == .performed(action: Self.delete, item: "a"))

        // The same movement with the fingers resting before they lift: no fling, only revealed.
        var rested = SwipeController<String>()
        rested.beginDrag(item: "a", leading: leading, trailing: trailing, cellWidth: 400)
        for step in 0..<9 { rested.scroll(deltaX: 2, time: Double(step) * 0.01) }
        #expect(rested.scrollEnded(time: 0.6) == .revealed(side: .trailing))
    }

    @Test func narrowGridCardsKeepARevealedState() {
        // A 120-wide card: two actions are capped at its width, and a full swipe needs 40 more.
        var swipe = dragging(translation: -100, cellWidth: 120)
        #expect(swipe.revealWidth(for: .trailing) == 120)
        #expect(swipe.fullSwipeDistance(for: .trailing) == 160)
        #expect(swipe.endDrag(velocity: 0) == .revealed(side: .trailing))
        #expect(swipe.offset(for: "a") == -120)
        #expect(swipe.tapAction(at: Point(x: 100, y: 50)) == Self.delete)
        #expect(swipe.tapAction(at: Point(x: 30, y: 50)) == Self.archive)
        var full = dragging(translation: -170, cellWidth: 120)
        #expect(full.endDrag(velocity: 0) == .performed(action: Self.delete, item: "a"))
    }
}
