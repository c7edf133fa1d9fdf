import CollectionView
import Foundation
import Testing

/// `KineticScroll`: a fling's distances frame by frame, with no widget.
@Suite struct KineticScrollTests {
    @Test func aFlingSlowsDownByFrictionAndStops() {
        var fling = KineticScroll(velocity: 2_000)
        var time: Int64 = 1_000_000
        #expect(fling.step(to: time) == 0)  // the first frame only records its time
        var distances: [Double] = []
        while fling.isMoving && distances.count < 1_000 {
            time += 16_667
            distances.append(fling.step(to: time))
        }
        #expect(!fling.isMoving && distances.count < 1_000)
        #expect(abs(distances[0] - 2_000 * 0.016667) < 1e-9)
        #expect(zip(distances, distances.dropFirst()).allSatisfy { $1 < $0 })  // less each frame
        // Each frame moves at the speed it starts with, so the whole fling travels about v·(τ + Δt/2), 667 px,
        // less what the stop below 20 px/s leaves out (at most 20 px/s · τ, 6.5 px).
        let total = distances.reduce(0, +)
        #expect(total > 2_000 * (0.325 + 0.016667 / 2) - 7 && total < 2_000 * (0.325 + 0.016667 / 2), "\(total)")
    }

    @Test func aLateFrameDoesNotJumpAndStopHolds() {
        var fling = KineticScroll(velocity: -3_000)
        _ = fling.step(to: 0)
        #expect(abs(fling.step(to: 1_000_000) - (-3_000 * 0.05)) < 1e-9)  // a second's gap counts as 50 ms
        fling.stop()
        #expect(fling.step(to: 1_016_667) == 0)
        #expect(!KineticScroll(velocity: .nan).isMoving)
    }
}
