/// How the model animates, configured directly on it (`model.animation.duration = 0.25`): the clock animations run
/// on, whether they run at all, and the duration and curve of a layout transition.
public struct AnimationSettings {
    /// The clock animations run on (a `ManualClock` in tests).
    public var clock: any AnimationClock = SystemClock()
    /// Whether changes animate (GNOME's `gtk-enable-animations`); when false they snap.
    public var isEnabled = true
    /// How long a layout transition takes (seconds).
    public var duration = 0.35
    /// The curve of layout transitions.
    public var curve: TimingCurve = .easeInOut

    /// Whether a change asked to animate (`requested`) does: not when animations are off.
    /// The system clock, animations on, 0.35 s ease-in-out.
    public init() {}

    func animates(_ requested: Bool) -> Bool { requested && isEnabled }
}
