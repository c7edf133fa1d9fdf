import CGtk

/// The sidebar folds away in a narrow window, as a GNOME app's does: below `breakpoint` it hides by itself and
/// the content takes the whole width; it comes back when the window widens again, as the user last left it in a
/// wide window. The sidebar toggle (F9) shows or hides it at any width (in a narrow window beside the content,
/// not over it: GTK 4.8 has no overlay split view), and the wide window's choice is what the window remembers.
@MainActor
final class AdaptiveSidebar {
    /// The window width (points) below which the sidebar folds: a 260-point sidebar beside less than about 380
    /// points of content squeezes titles to nothing.
    static let breakpoint = 640
    /// Whether the user wants the sidebar in a wide window: the toggle's state the last time the user changed it
    /// there (showing it for a moment in a narrow window changes nothing once the window widens).
    private(set) var isWanted: Bool
    /// Whether the window is narrow enough that the sidebar folded.
    private(set) var isFolded = false
    /// Set while the fold changes the toggle, so the change is not taken for the user's.
    private(set) var isAdapting = false

    init(isWanted: Bool) { self.isWanted = isWanted }

    /// The toggle changed to `active`: the user's choice when it was the user, in a wide window.
    func toggled(active: Bool) {
        if !isAdapting && !isFolded { isWanted = active }
    }

    /// Follows the window's `width`: folds or unfolds, setting the toggle through `setToggle` (active or not).
    func follow(width: Int, setToggle: (Bool) -> Void) {
        let narrow = width > 0 && width < Self.breakpoint
        guard narrow != isFolded else { return }
        isFolded = narrow
        isAdapting = true
        defer { isAdapting = false }
        setToggle(narrow ? false : isWanted)
    }
}

extension BrowserWindow {
    /// Folds the sidebar when the window narrows and unfolds it when it widens (`AdaptiveSidebar`).
    func installAdaptiveSidebar(toggle: UnsafeMutablePointer<GtkWidget>) {
        connectIgnoringArgument(window, "notify::default-width") { [weak self] in self?.followWidth(toggle: toggle) }
        followWidth(toggle: toggle)
    }

    private func followWidth(toggle: UnsafeMutablePointer<GtkWidget>) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkCast(window), &width, &height)
        adaptiveSidebar.follow(width: Int(width)) { active in
            gtk_toggle_button_set_active(gtkCast(toggle), active ? 1 : 0)
        }
    }
}
