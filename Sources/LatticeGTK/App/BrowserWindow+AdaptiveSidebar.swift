import CGtk

/// The sidebar folds away in a narrow window, as a GNOME app's does: below `breakpoint` it hides by itself and
/// the content takes the whole width; it comes back when the window widens again, as the user last left it in a
/// wide window. The sidebar toggle (F9) shows or hides it at any width — in a narrow window over the content,
/// with a shadow, as libadwaita's overlay split view does; choosing a place in it hides it again — and the wide
/// window's choice is what the window remembers.
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
    /// Whether the sidebar is shown over the content (folded and toggled on) rather than in the paned.
    var isOverlaid = false
    /// The sidebar toggle and the overlay the paned sits in (set when the window installs the fold).
    var toggle: UnsafeMutablePointer<GtkWidget>?
    var stage: UnsafeMutablePointer<GtkWidget>?

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
    func installAdaptiveSidebar(toggle: UnsafeMutablePointer<GtkWidget>, stage: UnsafeMutablePointer<GtkWidget>) {
        adaptiveSidebar.toggle = toggle
        adaptiveSidebar.stage = stage
        connectIgnoringArgument(window, "notify::default-width") { [weak self] in self?.followWidth() }
        followWidth()
    }

    private func followWidth() {
        guard let toggle = adaptiveSidebar.toggle else { return }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkCast(window), &width, &height)
        adaptiveSidebar.follow(width: Int(width)) { active in
            gtk_toggle_button_set_active(gtkCast(toggle), active ? 1 : 0)
        }
        placeSidebar()
    }

    /// Puts the sidebar where it belongs now: over the content when the window is folded and the sidebar shown,
    /// in the paned otherwise.
    func placeSidebar() {
        guard let stage = adaptiveSidebar.stage else { return }
        let overlaid = adaptiveSidebar.isFolded && isSidebarVisible
        guard overlaid != adaptiveSidebar.isOverlaid else { return }
        adaptiveSidebar.isOverlaid = overlaid
        g_object_ref(UnsafeMutableRawPointer(sidebar))   // kept alive between its two parents
        defer { g_object_unref(UnsafeMutableRawPointer(sidebar)) }
        if overlaid {
            gtk_paned_set_start_child(gtkOpaque(paned), nil)
            gtk_widget_set_halign(sidebar, GTK_ALIGN_START)
            gtk_widget_set_size_request(sidebar, 260, -1)
            gtk_widget_add_css_class(sidebar, "overlaid-sidebar")
            gtk_overlay_add_overlay(gtkOpaque(stage), sidebar)
        } else {
            gtk_overlay_remove_overlay(gtkOpaque(stage), sidebar)
            gtk_widget_set_halign(sidebar, GTK_ALIGN_FILL)
            gtk_widget_set_size_request(sidebar, Int32(Self.sidebarMinimumWidth), -1)
            gtk_widget_remove_css_class(sidebar, "overlaid-sidebar")
            gtk_paned_set_start_child(gtkOpaque(paned), sidebar)
        }
    }

    /// The user chose a place in the sidebar: shown over the content in a narrow window, it steps aside.
    public func sidebarChoseItem() {
        guard adaptiveSidebar.isOverlaid, let toggle = adaptiveSidebar.toggle else { return }
        gtk_toggle_button_set_active(gtkCast(toggle), 0)
    }
}
