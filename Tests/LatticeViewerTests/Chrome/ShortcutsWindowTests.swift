import CGtk
import Gtk
import Testing

@testable import LatticeViewer

/// The Keyboard Shortcuts window lists the groups it is given, in order, as GtkBuilder reads it.
@MainActor @Suite(.serialized) struct ShortcutsWindowTests {
    @Test func theContentsGroupsFollowTheStandardOnesAndBuild() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let general = ShortcutGroup("General", [("Search", "<Control>f")])
        let view = ShortcutGroup("View", [("List view", "<Control>1")])
        let selection = ShortcutGroup("Selection", [("Select all", "<Control>a")])
        let folders = ShortcutGroup("Folders", [("Parent folder", "<Alt>Up"), ("Reload", "<Control>r F5")])
        let xml = BrowserWindow.shortcutsInterface([general, view, selection, folders])
        #expect(xml.contains("<property name=\"title\">Folders</property>"))
        #expect(xml.contains("&lt;Alt&gt;Up"))
        let titles = ["General", "View", "Selection", "Folders"].map { xml.range(of: ">\($0)<")?.lowerBound }
        #expect(titles.allSatisfy { $0 != nil } && titles.map { $0! } == titles.map { $0! }.sorted())
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let window = try #require(gtk_builder_get_object(builder, "shortcuts"))
        #expect(
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(window)),
                gtk_shortcuts_window_get_type()) != 0)
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }
}
