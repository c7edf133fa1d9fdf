import LatticeLayout
import Testing

@testable import CollectionView

/// `ItemAnimation`: updates of the data as transitions.
@Suite struct AnimationItemTests {
    typealias Support = TransitionTestSupport

    /// Rows 0–5 before; after deleting item 1 and inserting item 9 at the top: 9, 0, 2, 3, 4, 5.
    let before: [ElementKey: Rect] = Dictionary(
        uniqueKeysWithValues: [0, 1, 2, 3, 4, 5].enumerated().map {
            (Support.key($0.element), Rect(x: 0, y: Double($0.offset) * 50, width: 300, height: 50))
        })
    let after: [ElementKey: Rect] = Dictionary(
        uniqueKeysWithValues: [9, 0, 2, 3, 4, 5].enumerated().map {
            (Support.key($0.element), Rect(x: 0, y: Double($0.offset) * 50, width: 300, height: 50))
        })
    let times = (0...10).map { Double($0) / 10 * 0.25 }

    @Test func insertsFadeInDeletesFadeOutMovesSlide() throws {
        let transition = ItemAnimation().transition(from: before, to: after, start: 0)
        let inserted = times.map { transition.presented(Support.key(9), at: $0) }
        #expect(inserted.first! == nil)
        #expect(inserted.last??.alpha == 1)
        let insertedAlphas = inserted.map { $0?.alpha ?? 0 }
        for (a, b) in zip(insertedAlphas, insertedAlphas.dropFirst()) { #expect(b >= a) }
        #expect(inserted.compactMap { $0?.frame }.allSatisfy { $0 == Rect(x: 0, y: 0, width: 300, height: 50) })

        let deleted = times.map { transition.presented(Support.key(1), at: $0) }
        #expect(deleted.first??.alpha == 1)
        #expect(deleted.last! == nil)
        let deletedAlphas = deleted.map { $0?.alpha ?? 0 }
        for (a, b) in zip(deletedAlphas, deletedAlphas.dropFirst()) { #expect(b <= a) }
        #expect(deleted.compactMap { $0?.frame }.allSatisfy { $0 == Rect(x: 0, y: 50, width: 300, height: 50) })

        // Item 0 slides from row 0 to row 1 at full opacity; item 3 stays put.
        let moving = times.compactMap { transition.presented(Support.key(0), at: $0) }
        #expect(moving.count == times.count && moving.allSatisfy { $0.alpha == 1 })
        #expect(moving.first!.frame.minY == 0 && moving.last!.frame.minY == 50)
        #expect(moving.map(\.frame.minY) == moving.map(\.frame.minY).sorted())
        #expect(times.allSatisfy { transition.presented(Support.key(3), at: $0)?.frame.minY == 150 })
        #expect(Support.frames(transition, at: 0.25) == after)
        #expect(Support.frames(transition, at: 0) == before)
    }

    @Test func changeSetFormScalesAppearingElementsAboutTheirCentres() throws {
        let animation = ItemAnimation(duration: 1, curve: .linear, appearingScale: 0.8)
        let transition = animation.transition(
            inserted: [Support.key(9): Rect(x: 0, y: 0, width: 300, height: 50)],
            deleted: [Support.key(1): Rect(x: 0, y: 50, width: 300, height: 50)],
            moved: [
                Support.key(0): .init(
                    from: Rect(x: 0, y: 0, width: 300, height: 50),
                    to: Rect(x: 0, y: 50, width: 300, height: 50))
            ],
            oldScrollOffset: Point(x: 0, y: 10), newScrollOffset: Point(x: 0, y: 20), start: 0)
        // Inserted: from 240×40 about its centre (canvas (150, 5)) to full size.
        #expect(
            try #require(transition.presented(Support.key(9), at: 0.5)).frame
                == Rect(x: 15, y: -17.5, width: 270, height: 45))
        #expect(transition.presented(Support.key(9), at: 1)?.frame == Rect(x: 0, y: -20, width: 300, height: 50))
        // Deleted: shrinks toward 240×40 about its centre while fading.
        let deleted = try #require(transition.presented(Support.key(1), at: 0.5))
        #expect(deleted.frame == Rect(x: 15, y: 42.5, width: 270, height: 45))
        #expect(deleted.alpha == 0.5)
        // Moved: canvas y −10 (0 at offset 10) → 30 (50 at offset 20).
        #expect(transition.presented(Support.key(0), at: 0.5)?.frame.minY == 10)
    }

    @Test func aKeyListedTwiceCountsOnce() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let transition = ItemAnimation(curve: .linear).transition(
            inserted: [Support.key(1): frame, Support.key(2): frame],
            deleted: [Support.key(1): frame, Support.key(3): frame],
            moved: [Support.key(3): .init(from: frame, to: frame)], start: 0)
        #expect(
            transition.presented(at: 0.1).map(\.key).sorted { $0.description < $1.description }
                == [Support.key(1), Support.key(2), Support.key(3)])
        #expect(transition.presented(Support.key(1), at: 0.1)!.alpha < 1)  // inserted wins over deleted
        #expect(transition.presented(Support.key(3), at: 0.1)!.alpha == 1)  // moved wins over deleted
    }

    @Test func disabledAnimationsSnap() {
        for animation in [ItemAnimation.disabled, ItemAnimation(duration: 0)] {
            let transition = animation.transition(from: before, to: after, start: 3)
            for time in [0.0, 3, 3.1, 100] {
                #expect(Support.frames(transition, at: time) == after)
                #expect(transition.presented(at: time).allSatisfy { $0.alpha == 1 })
            }
        }
    }
}
