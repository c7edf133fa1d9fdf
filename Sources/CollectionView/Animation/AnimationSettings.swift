/// How the model animates: the clock animations run on, whether they run at all, and the duration and curve of a
/// layout transition.
struct AnimationSettings {
    /// The clock animations run on (a `ManualClock` in tests).
    var clock: any AnimationClock = SystemClock()
    /// Whether changes animate (GNOME's `gtk-enable-animations`); when false they snap.
    var isEnabled = true
    /// How long a layout transition takes (seconds).
    var duration = 0.35
    /// The curve of layout transitions.
    var curve: TimingCurve = .easeInOut

    /// Whether a change asked to animate (`requested`) does: not when animations are off.
    func animates(_ requested: Bool) -> Bool { requested && isEnabled }
}
