/// How the model scrolls by itself as updates arrive, configured directly on it (`model.scrolling.verticalGravity =
/// .bottom`), and when the user last scrolled (which holds that scrolling back while the user is at it).
public struct ScrollBehaviour {
    /// How long after the user's last scroll the model keeps its own scrolling out of their way (seconds).
    static let userScrollGrace = 0.3

    /// Which edge stays put when updates change the content's height.
    public var verticalGravity = VerticalGravity.top
    /// Scrolling the model does by itself as updates arrive.
    public var autoScroll: AutoScrollAction?
    /// When the user last scrolled (clock time).
    var lastUserScroll = -Double.infinity
    /// Where the next update is to leave the scroll position (an apply's `UpdateScroll`), once.
    var nextUpdate: UpdateScroll?
    /// An animated scroll the app asked for (`scroll(toOffset:animated:)`), under way; any other scroll ends it.
    var glide: Glide?

    /// The viewport's top moving from one offset to another over the animation's duration, on its curve.
    struct Glide {
        var from: Double
        var to: Double
        var start: Double
        var duration: Double
        var curve: TimingCurve

        /// Where the top is at `time`, and whether the glide has arrived.
        func offset(at time: Double) -> (y: Double, arrived: Bool) {
            let t = duration > 0 ? min(max((time - start) / duration, 0), 1) : 1
            return (from + (to - from) * curve.value(at: t), t >= 1)
        }
    }

    /// Top gravity, no automatic scrolling.
    public init() {}

    /// Whether the user scrolled within `userScrollGrace` of `now`.
    func isUserScrolling(at now: Double) -> Bool { now - lastUserScroll < Self.userScrollGrace }
}
