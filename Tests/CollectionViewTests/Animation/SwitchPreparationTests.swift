import LatticeLayout
import Testing

@testable import CollectionView

/// A switch lays out its first frame's parts where it starts (an input handler), so that frame costs what the
/// others do; what it draws is what it would have drawn laying them out itself.
@MainActor @Suite struct SwitchPreparationTests {
    @Test(arguments: [true, false])
    func theFirstFrameDrawsWhatItWouldHaveDrawnUnprepared(toList: Bool) {
        func firstFrame(prepared: Bool) -> (DisplayList, laidOut: Int) {
            let (model, clock) = SwitchFrames.model(.swatches, startsAsList: !toList)
            _ = model.nextFrame()
            SwitchFrames.toggle(model, kind: .swatches, toList: toList)
            let laidOut = model.transitionState.layoutSwitch!.byTrack.count {
                $0.map { !$0.destination.parts.isEmpty } ?? false
            }
            if !prepared, let transition = model.transition {
                model.transitionState.layoutSwitch!.align(with: transition)
            }
            clock.advance(by: 1.0 / 60)
            return (model.nextFrame(), laidOut)
        }
        let prepared = firstFrame(prepared: true), unprepared = firstFrame(prepared: false)
        #expect(prepared.laidOut > 10)  // the cells on screen, laid out before the frame
        #expect(prepared.0 == unprepared.0)
        if let index = prepared.0.commands.indices.first(where: {
            $0 < unprepared.0.commands.count && prepared.0.commands[$0] != unprepared.0.commands[$0]
        }) {
            Issue.record(
                "first difference at \(index): \(prepared.0.commands[index]) vs \(unprepared.0.commands[index])")
        }
    }
}
