import LatticeLayout

/// How an update of the data animates: inserted elements fade in, deleted ones fade out, moved ones slide.
///
/// It builds a `LayoutTransition` (so updates interrupt and retarget like layout switches): from the frames
/// before the update to the frames after it. Inserted elements fade in (alpha 0 → 1) at their new frames,
/// deleted ones fade out (1 → 0) at their old frames, moved ones travel from their old frame to their new
/// one at full opacity. Optionally inserted elements also grow from, and deleted ones shrink to,
/// `appearingScale` of their size about their centres (the default, 1, is a pure fade, as in UIKit and GTK;
/// 0.9 gives a light "pop").
///
/// When `isEnabled` is false (the desktop's "animations" setting is off) the transition snaps: it presents
/// the state after the update at any time.
public struct ItemAnimation: Hashable, Sendable {
    /// Whether updates animate at all.
    public var isEnabled: Bool
    /// How long an update animates, in seconds.
    public var duration: Double
    /// How progress follows time.
    public var curve: TimingCurve
    /// The scale inserted elements grow from and deleted ones shrink to, about their centres (1: fade only).
    public var appearingScale: Double

    /// Creates an animation; the defaults are libadwaita's: 250 ms, ease-out-cubic, fade only.
    public init(
        isEnabled: Bool = true, duration: Double = 0.25, curve: TimingCurve = .easeOut,
        appearingScale: Double = 1
    ) {
        self.isEnabled = isEnabled
        self.duration = duration
        self.curve = curve
        self.appearingScale = appearingScale
    }

    /// No animation: updates snap.
    public static let disabled = ItemAnimation(isEnabled: false)

    /// An element's frame before and after an update (content coordinates of each side).
    package struct Move: Hashable, Sendable {
        /// The frame before the update.
        package var from: Rect
        /// The frame after the update.
        package var to: Rect

        /// Creates a move.
        package init(from: Rect, to: Rect) {
            self.from = from
            self.to = to
        }
    }

    /// The transition for an update described as a change set: `inserted` elements with their new frames,
    /// `deleted` ones with their old frames, `moved` ones (including those that stayed put) with both.
    ///
    /// Old frames are content coordinates at `oldScrollOffset`, new ones at `newScrollOffset`. A key listed
    /// twice counts once: as moved first, then as inserted (a reloaded element fades in anew), then deleted.
    package func transition(
        inserted: [ElementKey: Rect], deleted: [ElementKey: Rect], moved: [ElementKey: Move],
        oldScrollOffset: Point = .zero, newScrollOffset: Point = .zero, anchor: ElementKey? = nil,
        start: Double
    ) -> LayoutTransition {
        let scale = appearingScale.isFinite ? max(appearingScale, 0) : 1
        func old(_ rect: Rect) -> Rect { rect.offsetBy(dx: -oldScrollOffset.x, dy: -oldScrollOffset.y) }
        func new(_ rect: Rect) -> Rect { rect.offsetBy(dx: -newScrollOffset.x, dy: -newScrollOffset.y) }
        var tracks: [LayoutTransition.Track] = []
        tracks.reserveCapacity(inserted.count + deleted.count + moved.count)
        for (key, move) in moved {
            tracks.append(.init(key: key, from: old(move.from), to: new(move.to), fromAlpha: 1, toAlpha: 1))
        }
        for (key, frame) in inserted where moved[key] == nil {
            let to = new(frame)
            tracks.append(.init(key: key, from: Self.scaled(to, by: scale), to: to, fromAlpha: 0, toAlpha: 1))
        }
        for (key, frame) in deleted where moved[key] == nil && inserted[key] == nil {
            let from = old(frame)
            tracks.append(.init(key: key, from: from, to: Self.scaled(from, by: scale), fromAlpha: 1, toAlpha: 0))
        }
        return LayoutTransition(
            tracks: tracks, anchor: anchor, oldScrollOffset: oldScrollOffset,
            newScrollOffset: newScrollOffset, duration: isEnabled ? duration : 0, curve: curve,
            start: start)
    }

    /// The transition from the frames before an update to the frames after it: keys on both sides move,
    /// keys only after are inserted, keys only before are deleted.
    ///
    /// Give frames on both sides for every element visible before or after, so that elements that merely
    /// scroll into or out of view move rather than fade.
    package func transition(
        from old: [ElementKey: Rect], to new: [ElementKey: Rect], oldScrollOffset: Point = .zero,
        newScrollOffset: Point = .zero, anchor: ElementKey? = nil, start: Double
    ) -> LayoutTransition {
        var moved: [ElementKey: Move] = [:], inserted: [ElementKey: Rect] = [:], deleted: [ElementKey: Rect] = [:]
        for (key, frame) in old {
            if let target = new[key] { moved[key] = Move(from: frame, to: target) } else { deleted[key] = frame }
        }
        for (key, frame) in new where old[key] == nil { inserted[key] = frame }
        return transition(
            inserted: inserted, deleted: deleted, moved: moved, oldScrollOffset: oldScrollOffset,
            newScrollOffset: newScrollOffset, anchor: anchor, start: start)
    }

    /// `rect` scaled by `scale` about its centre.
    static func scaled(_ rect: Rect, by scale: Double) -> Rect {
        guard scale != 1 else { return rect }
        let width = rect.width * scale, height = rect.height * scale
        return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }
}
