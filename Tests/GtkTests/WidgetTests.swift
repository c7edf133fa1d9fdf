import CGtk
import Testing

@testable import Gtk

/// The typed layer owns what it makes: a widget's reference is the Swift object's until it goes, a signal's
/// closure lives as long as the connection, and the typed properties read back what GTK holds.
@MainActor @Suite struct WidgetTests {
    private final class Token {}

    private func referenceCount(_ object: Object) -> UInt32 { object.object.pointee.ref_count }

    @Test func aNewWidgetIsOwnedByItsSwiftObjectAndSharedWithAContainer() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let label = Label("Hello")
        #expect(g_object_is_floating(label.object) == 0)  // the floating reference was sunk: it is the label's
        #expect(referenceCount(label) == 1)
        let box = Box(.vertical)
        box.append(label)
        #expect(referenceCount(label) == 2)  // the box holds its own
        let kept = UnsafeMutableRawPointer(label.object)
        g_object_ref(kept)
        do { _ = consume label }
        // the box's and ours: the label's is gone
        #expect(kept.assumingMemoryBound(to: GObject.self).pointee.ref_count == 2)
        g_object_unref(kept)
    }

    @Test func aSignalsClosureRunsOnEachEmissionAndIsReleasedWithTheWidget() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        weak var released: Token?
        var clicks = 0
        do {
            let button = ToggleButton(iconName: "go-next-symbolic")
            let token = Token()
            released = token
            button.onToggled { _ in
                _ = token
                clicks += 1
            }
            button.isActive.toggle()
            button.isActive.toggle()
            #expect(released != nil)
        }
        #expect(clicks == 2)
        #expect(released == nil)
    }

    @Test func aDisconnectedHandlerNoLongerRuns() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let button = ToggleButton(iconName: "go-next-symbolic")
        var clicks = 0
        let connection = button.onToggled { _ in clicks += 1 }
        button.isActive.toggle()
        connection.disconnect()
        button.isActive.toggle()
        #expect(clicks == 1)
        #expect(button.iconName == "go-next-symbolic")
    }

    @Test func aToggleReportsEachChangeWithItsNewState() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let toggle = ToggleButton(iconName: "sidebar-show-symbolic")
        var states: [Bool] = []
        toggle.onToggled { states.append($0) }
        toggle.isActive = true
        toggle.isActive = true  // no change, no signal
        toggle.isActive.toggle()
        #expect(states == [true, false])
    }

    @Test func typedPropertiesReadBackWhatGTKHolds() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let label = Label("a", ellipsis: .middle, singleLine: true)
        label.text = "Reports › 2026"
        label.horizontalAlignment = .end
        label.isSensitive = false
        label.describe("Path", shortcut: "Ctrl+L")
        #expect(label.text == "Reports › 2026")
        #expect(label.horizontalAlignment == .end)
        #expect(!label.isSensitive)
        #expect(label.tooltip == "Path (Ctrl+L)")
        #expect(gtk_label_get_ellipsize(label.opaque) == PANGO_ELLIPSIZE_MIDDLE)

        let window = Window()
        defer { window.destroy() }
        window.title = "Lattice"
        window.defaultSize = (640, 480)
        #expect(window.title == "Lattice")
        #expect(window.defaultSize == (640, 480))
        let paned = Paned(.horizontal)
        paned.position = 200
        #expect(paned.position == 200)
    }

    @Test func aWindowAsksBeforeClosingAndCanRefuse() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let window = Window()
        defer { window.destroy() }
        var asked = 0
        window.onCloseRequest {
            asked += 1
            return true  // keep it open
        }
        window.present()
        window.close()
        #expect(asked == 1)
        #expect(window.isVisible)
    }

    @Test func aMenuHasItsSectionsInOrder() throws {
        let menu = MenuModel(sections: [
            [("_Open…", "app.open"), ("Open _Folder…", "app.open-folder")], [("_Quit", "app.quit")]
        ])
        let model = menu.pointer(as: GMenuModel.self)
        #expect(g_menu_model_get_n_items(model) == 2)
        let first = g_menu_model_get_item_link(model, 0, G_MENU_LINK_SECTION)
        defer { g_object_unref(first) }
        #expect(g_menu_model_get_n_items(first) == 2)
    }
}

/// An unowned wrapper neither sinks nor drops: what a GObject's own controller holds, so no cycle keeps both.
@MainActor @Suite struct UnownedWidgetTests {
    @Test func anUnownedWrapperLeavesTheReferencesAsTheyAre() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let pointer = gtk_label_new("floating")!
        do {
            let wrapper = Widget(unowned: pointer)
            #expect(g_object_is_floating(wrapper.object) != 0)  // left for a container to sink
        }
        #expect(g_object_is_floating(pointer) != 0)
        let box = Box(.vertical)
        box.append(Widget(unowned: pointer))
        #expect(g_object_is_floating(pointer) == 0)
        // the box's only
        #expect(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self).pointee.ref_count == 1)
    }
}
