import Testing

@testable import LatticeViewer

/// The sidebar folds below the breakpoint and unfolds above it as the user left it in a wide window; the
/// toggle's changes while folded, or made by the fold itself, are not the user's wide-window choice.
@MainActor @Suite struct AdaptiveSidebarTests {
    @Test func foldsWhenNarrowAndComesBackAsTheUserLeftIt() {
        let sidebar = AdaptiveSidebar(isWanted: true)
        var toggle = true
        func follow(_ width: Int) {
            sidebar.follow(width: width) { active in
                toggle = active
                sidebar.toggled(active: active)  // GTK calls back as the fold sets the toggle
            }
        }
        follow(1000)
        #expect(toggle && !sidebar.isFolded)
        follow(520)
        #expect(!toggle && sidebar.isFolded && sidebar.isWanted)  // folded by the width, still wanted
        sidebar.toggled(active: true)  // F9 in the narrow window
        sidebar.toggled(active: false)
        follow(1000)
        #expect(toggle && sidebar.isWanted)  // back as the wide window had it
        sidebar.toggled(active: false)  // hidden by the user in the wide window
        follow(500)
        follow(900)
        #expect(!toggle && !sidebar.isWanted)  // stays hidden
        follow(0)  // not sized yet: nothing changes
        #expect(!sidebar.isFolded)
    }
}
