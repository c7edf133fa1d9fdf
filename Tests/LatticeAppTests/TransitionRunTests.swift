import Testing
@testable import LatticeApp

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
        #expect(!wanted)   // no first frame yet
        for _ in 0..<6 { frame(transitioning: false) }
        wanted = run.wantsToggle(transitionRunning: false)
        #expect(wanted)
        wanted = run.wantsToggle(transitionRunning: true)
        #expect(!wanted)     // never over a running transition
        for _ in 0..<10 { frame(transitioning: true) }
        frame(transitioning: true, gap: 3.0 / 60)               // a long gap before the next frame
        frame(transitioning: true)
        wanted = run.wantsToggle(transitionRunning: false)
        #expect(wanted)
        for _ in 0..<5 { frame(transitioning: true, work: 0.008) }
        wanted = run.wantsToggle(transitionRunning: false)
        #expect(!wanted)    // both switches done
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

/// The frame whose tick starts a switch: no transition ran when it began, one runs when it is painted.
@Suite struct TransitionRunStartFrameTests {
    @Test func theFrameThatStartsASwitchCountsWithItsInterval() {
        var run = TransitionRun(toggles: 1)
        var now = 0.0
        func frame(before: Bool, after: Bool, work: Double = 0.004, gap: Double = 1.0 / 60) {
            run.beforePaint(now: now, transitioning: before, elements: before ? 100 : 0)
            run.afterPaint(now: now + work, snapshot: work / 2, transitioning: after, firstFrameReady: true)
            now += gap
        }
        for _ in 0..<6 { frame(before: false, after: false) }
        #expect(run.work.isEmpty)
        // The switching frame is slow and comes late: both are the transition's, and both are caught.
        now += 2.0 / 60
        frame(before: false, after: true, work: 0.020)
        frame(before: true, after: true)
        frame(before: true, after: false)   // the transition ends while this frame is drawn
        frame(before: false, after: false)
        #expect(run.work.count == 3)
        #expect(abs(run.work[0] - 0.020) < 1e-9)
        #expect(run.droppedFrames == 1)
        #expect(Dictionary(uniqueKeysWithValues: run.figures())["transition_work_ms_max"] == "20")
    }
}
