import Testing

@testable import LatticeBench

/// The scroll benchmark's frame bookkeeping, driven by hand (no window): the peer script's phases and figures.
@Suite struct ScrollRunTests {
    /// Paints one frame of `work` seconds at `time`, after `sync` seconds of post-frame work for the last one.
    private func frame(
        _ run: inout ScrollRun, at time: inout Double, work: Double, sync: Double = 0, ready: Bool = true,
        restarts: inout Int
    ) {
        run.beforePaint(now: time, syncOfLastFrame: sync)
        time += work
        run.afterPaint(now: time, snapshot: work / 2, firstFrameReady: ready) { restarts += 1 }
        time += 1.0 / 60 - work
    }

    @Test func walksFirstSettleThenThreeMeasuredPhases() {
        var run = ScrollRun(steps: 10, phaseTimeout: 60)
        var time = 0.0, restarts = 0
        frame(&run, at: &time, work: 0.05, ready: false, restarts: &restarts)
        #expect(run.phase == .first)  // not drawn yet
        frame(&run, at: &time, work: 0.05, restarts: &restarts)
        #expect(run.phase == .settle)
        for _ in 0..<5 { frame(&run, at: &time, work: 0.002, restarts: &restarts) }
        #expect(run.phase == .smooth)
        #expect(restarts == 1)  // each measured phase starts from the top
        for _ in 0..<10 { frame(&run, at: &time, work: 0.001, restarts: &restarts) }
        #expect(run.phase == .page)
        for _ in 0..<10 { frame(&run, at: &time, work: 0.004, restarts: &restarts) }
        #expect(run.phase == .jump)
        for _ in 0..<10 { frame(&run, at: &time, work: 0.008, sync: 0.001, restarts: &restarts) }
        #expect(run.phase == .done)
        #expect(restarts == 3)

        let figures = Dictionary(uniqueKeysWithValues: run.figures())
        #expect(figures["smooth_frames"] == "10")
        #expect(figures["smooth_work_ms_p50"] == "1")
        #expect(figures["page_work_ms_p95"] == "4")
        #expect(figures["jump_work_ms_max"] == "8")
        // The jump phase's frames each caused 1 ms of post-frame work, added to the next frame's figure.
        #expect(figures["jump_work_with_sync_ms_p95"] == "9")
        // Lattice's share of each measured frame: half its work, per phase.
        #expect(figures["smooth_snapshot_ms_p50"] == "0.5")
        #expect(figures["page_snapshot_ms_p50"] == "2")
        #expect(figures["jump_snapshot_ms_p50"] == "4")
        #expect(figures["smooth_fps"].flatMap(Double.init).map { abs($0 - 60) < 1 } == true)
    }

    @Test func aPhaseEndsAtItsTimeoutWithTheFramesItGot() {
        var run = ScrollRun(steps: 1_000, phaseTimeout: 0.5)
        var time = 0.0, restarts = 0
        for _ in 0..<6 { frame(&run, at: &time, work: 0.001, restarts: &restarts) }
        #expect(run.phase == .smooth)
        for _ in 0..<40 { frame(&run, at: &time, work: 0.001, restarts: &restarts) }
        #expect(run.phase == .page)
        let frames = Dictionary(uniqueKeysWithValues: run.figures())["smooth_frames"].flatMap { Int($0) }
        #expect(frames.map { $0 > 25 && $0 < 35 } == true)  // about 0.5 s of 60 Hz frames
    }

    @Test func percentilesFollowThePeerScript() {
        let values = (1...100).map(Double.init)
        #expect(ScrollRun.percentile(values, 0.95) == 96)  // index ⌊0.95 × 100⌋ = 95
        #expect(ScrollRun.percentile(values, 0.5) == 51)
        #expect(ScrollRun.percentile([], 0.5) == 0)
    }
}
