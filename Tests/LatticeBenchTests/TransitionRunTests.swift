import Testing

@testable import LatticeBench

/// The transition benchmark's bookkeeping: when it switches, which frames count, and dropped frames.
@Suite struct TransitionRunTests {
    @Test func switchesOnlyWhenSettledAndIdleAndCountsTransitionFrames() {
        var run = TransitionRun(toggles: 2)
        var now = 0.0
        func frame(transitioning: Bool, work: Double = 0.004, gap: Double = 1.0 / 60) {
            run.beforePaint(now: now, transitioning: transitioning, elements: transitioning ? 1_200 : 0)
            run.afterPaint(now: now + work, snapshot: work / 4, firstFrameReady: true)
            now += gap
        }
        var wanted = run.wantsToggle(transitionRunning: false)
        #expect(!wanted)  // no first frame yet
        for _ in 0..<6 { frame(transitioning: false) }
        wanted = run.wantsToggle(transitionRunning: false)
        #expect(wanted)
        wanted = run.wantsToggle(transitionRunning: true)
        #expect(!wanted)  // never over a running transition
        for _ in 0..<10 { frame(transitioning: true) }
        frame(transitioning: true, gap: 3.0 / 60)  // a long gap before the next frame
        frame(transitioning: true)
        wanted = run.wantsToggle(transitionRunning: false)
        #expect(wanted)
        for _ in 0..<5 { frame(transitioning: true, work: 0.008) }
        wanted = run.wantsToggle(transitionRunning: false)
        #expect(!wanted)  // both switches done
        #expect(run.isDone)
        #expect(run.work.count == 17)
        #expect(run.droppedFrames == 1)
        let figures = Dictionary(uniqueKeysWithValues: run.figures())
        #expect(figures["transition_frames"] == "17")
        #expect(figures["transition_elements_max"] == "1200")
        #expect(figures["transition_dropped_frames"] == "1")
        #expect(abs((Double(figures["transition_work_ms_max"] ?? "") ?? 0) - 8) < 0.01)
        // Lattice's share: a quarter of each frame's work, counted only for transition frames.
        #expect(run.snapshots.count == 17)
        #expect(abs((Double(figures["transition_snapshot_ms_p50"] ?? "") ?? 0) - 1) < 0.01)
        #expect(abs((Double(figures["transition_snapshot_ms_p95"] ?? "") ?? 0) - 2) < 0.01)
    }
}

/// A switch is made between frames, as input is: its cost, its first frame and the latency to that frame.
@Suite struct TransitionRunSwitchTests {
    @Test func aSwitchMadeBetweenFramesTimesItsFirstFrameAndLatency() {
        var run = TransitionRun(toggles: 1)
        var now = 0.0
        func frame(before: Bool, after: Bool, work: Double = 0.004, gap: Double = 1.0 / 60) {
            run.beforePaint(now: now, transitioning: before, elements: before ? 100 : 0)
            run.afterPaint(now: now + work, snapshot: work / 2, transitioning: after, firstFrameReady: true)
            now += gap
        }
        for _ in 0..<6 { frame(before: false, after: false) }
        #expect(run.work.isEmpty)
        let wanted = run.wantsToggle(transitionRunning: false)  // a frame's tick asks; the switch comes after
        #expect(wanted)
        run.switched(at: now - 0.010, cost: 0.005)
        now += 2.0 / 60  // the first frame comes late: dropped, and caught
        frame(before: true, after: true, work: 0.007)
        frame(before: true, after: true)
        frame(before: true, after: false)  // the transition ends while this frame is drawn
        frame(before: false, after: false)
        #expect(run.work.count == 3)
        #expect(run.switchCosts == [0.005])
        #expect(run.firstFrames.count == 1 && abs(run.firstFrames[0] - 0.007) < 1e-9)  // the first frame alone
        #expect(abs(run.latencies[0] - (0.010 + 2.0 / 60 + 0.007)) < 1e-9)
        #expect(run.droppedFrames == 1)
        let figures = Dictionary(uniqueKeysWithValues: run.figures())
        #expect(figures["transition_work_ms_max"] == "7")
        #expect(figures["transition_switch_ms_max"] == "5")
        #expect(figures["transition_first_frame_ms_p50"] == "7")
    }

    /// A frame whose tick makes the switch itself (an app switching from a tick callback) still counts.
    @Test func aFrameThatStartsATransitionWhileDrawnCounts() {
        var run = TransitionRun(toggles: 1)
        var now = 0.0
        for _ in 0..<6 {
            run.beforePaint(now: now, transitioning: false, elements: 0)
            run.afterPaint(now: now + 0.004, firstFrameReady: true)
            now += 1.0 / 60
        }
        run.beforePaint(now: now, transitioning: false, elements: 0)
        run.afterPaint(now: now + 0.020, transitioning: true, firstFrameReady: true)
        #expect(run.work.count == 1 && abs(run.work[0] - 0.020) < 1e-9)
    }
}
