import Gtk

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
    func installAdaptiveSidebar() {
        window.onChange(of: "default-width") { [weak self] in self?.followWidth() }
        followWidth()
    }

    private func followWidth() {
        adaptiveSidebar.follow(width: window.defaultSize.width) { [sidebarToggle] active in
            sidebarToggle.isActive = active
        }
        placeSidebar()
        fitHeader()
    }

    /// Puts the sidebar where it belongs now: over the content when the window is folded and the sidebar shown,
    /// in the paned otherwise.
    func placeSidebar() {
        let overlaid = adaptiveSidebar.isFolded && isSidebarVisible
        guard overlaid != adaptiveSidebar.isOverlaid else { return }
        adaptiveSidebar.isOverlaid = overlaid
        // `sidebar` holds a reference of its own, so the widget lives between its two parents.
        if overlaid {
            paned.setStart(nil, resizes: false, shrinks: false)
            sidebar.horizontalAlignment = .start
            sidebar.setMinimumSize(width: 260, height: nil)
            sidebar.addStyleClass("overlaid-sidebar")
            stage.addOverlay(sidebar)
        } else {
            stage.removeOverlay(sidebar)
            sidebar.horizontalAlignment = .fill
            sidebar.setMinimumSize(width: Self.sidebarMinimumWidth, height: nil)
            sidebar.removeStyleClass("overlaid-sidebar")
            paned.setStart(sidebar, resizes: false, shrinks: false)
        }
    }

    /// The user chose a place in the sidebar: shown over the content in a narrow window, it steps aside.
    func sidebarChoseItem() {
        guard adaptiveSidebar.isOverlaid else { return }
        sidebarToggle.isActive = false
    }
}
