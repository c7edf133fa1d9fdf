import CGtk
import Catalog
import Foundation
import Gtk
import LatticeGTK
import Testing

@testable import LatticeViewer

/// The one table of commands, checked on whole windows made headless (a registered application, no main loop of
/// its own): every key the Keyboard Shortcuts window shows reaches its command — GTK resolves it to the command's
/// action, or the focused view answers it — and activating each command does what its title says.
@MainActor @Suite(.serialized) struct ViewerCommandsTests {
    /// One application for the suite's windows (GLib keeps one per id and process).
    private static let application = ApplicationHandle.registered(id: "io.github.lattice.CommandsTests")

    /// A catalogue window of 30 items, or a window browsing a new folder holding `child` (a folder).
    private func makeWindow(folder: Bool = false) throws -> (ViewerWindow, String?) {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let application = try #require(Self.application)
        if folder {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lattice-commands-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("child"), withIntermediateDirectories: true)
            let path = root.appendingPathComponent("child").path
            let window = ViewerWindow(
                application: application, catalog: Catalog(title: "child", sections: [], sourcePath: path),
                theme: .adwaitaLight, folder: path)
            window.present()
            return (window, root.path)
        }
        let items = CatalogItems((0..<30).map { CatalogItem(id: "i\($0)", title: "Item \($0)") })
        let catalog = Catalog(title: "Things", sections: [CatalogSection(id: "s", title: "Things", items: items)])
        let window = ViewerWindow(application: application, catalog: catalog, theme: .adwaitaLight)
        window.present()  // a window that was never shown does not close (GTK asks only a realized one)
        return (window, nil)
    }

    @Test(arguments: [false, true])
    func everyKeyShownReachesItsCommand(folder: Bool) throws {
        let (viewer, root) = try makeWindow(folder: folder)
        defer {
            viewer.window.window.destroy()
            if let root { try? FileManager.default.removeItem(atPath: root) }
        }
        let application = try #require(Self.application)
        let shown = ViewerCommand.shortcutGroups(for: viewer).flatMap(\.shortcuts)
        let applying = ViewerCommand.all.filter { !$0.keys.isEmpty && $0.applies(viewer) }
        #expect(shown.count == applying.count)  // each command with keys is one line, nothing else is listed
        #expect(Set(ViewerCommand.all.map(\.id)).count == ViewerCommand.all.count)  // names are unique
        for command in applying {
            for key in command.keys {
                switch command.scope {
                case .application, .window:
                    #expect(
                        application.actions(forAccelerator: key).contains(command.action ?? ""),
                        "\(key) does not reach \(command.id)")
                case .view:
                    // The view maps the key to its command (whether it acts now is the view's state: a reorder
                    // needs a selection, an undo a move).
                    let (pressed, modifiers) = try #require(Key.parse(accelerator: key))
                    let mapped =
                        CanvasView.keyCommand(for: pressed, modifiers: modifiers) != nil
                        || CanvasView.opensContextMenu(pressed, modifiers: modifiers)
                    #expect(mapped, "the view ignores \(key), listed for \(command.id)")
                case .toolkit:
                    #expect(key == "F10")  // the primary menu button's own key (GtkMenuButton, isPrimary)
                }
            }
        }
        // The Keyboard Shortcuts window shows exactly those lines, and builds.
        let xml = BrowserWindow.shortcutsInterface(ViewerCommand.shortcutGroups(for: viewer))
        for command in applying {
            let keys = (command.shownKeys ?? command.keys).joined(separator: " ").replacingOccurrences(
                of: "<", with: "&lt;"
            )
            .replacingOccurrences(of: ">", with: "&gt;")
            #expect(xml.contains(keys), "the shortcuts window does not show \(command.id)'s keys")
        }
        #expect(xml.contains("Move the selected items") == !folder)  // a folder window does not reorder
        #expect(xml.contains("Parent folder") == folder)
    }

    @Test func everyCatalogueWindowCommandDoesWhatItSays() throws {
        let (viewer, _) = try makeWindow()
        defer { viewer.window.window.destroy() }
        let window = viewer.window
        func run(_ name: String) { window.window.activateAction(name) }

        let sidebar = window.sidebarToggle.isActive
        run("sidebar")
        #expect(window.sidebarToggle.isActive != sidebar)
        run("search")
        #expect(window.search.bar.isSearching)
        run("search")
        #expect(!window.search.bar.isSearching)
        for mode in ViewMode.allCases {
            run("view-\(mode.rawValue)")
            #expect(viewer.mode == mode)
        }
        run("zoom-reset")
        #expect(viewer.scene.zoom == 1)
        run("zoom-in")
        #expect(viewer.scene.zoom > 1)
        run("zoom-reset")
        run("zoom-out")
        #expect(viewer.scene.zoom < 1)
        run("zoom-reset")
        #expect(viewer.scene.zoom == 1)
        // Commands that open a window of their own open one over this window.
        for name in ["open", "open-folder", "connect", "shortcuts", "about"] {
            let before = toplevels()
            run(name)
            let opened = toplevels().subtracting(before)
            #expect(!opened.isEmpty, "\(name) opened no window")
            for dialog in opened { gtk_window_destroy(UnsafeMutablePointer(mutating: dialog)) }
        }
        // The view's own command a menu runs: select all.
        ViewerCommand.named("select-all")?.run?(viewer)
        #expect(viewer.mainCanvas.model.selection.selected.count == 30)
        // Close last: the window asks to close and goes.
        var closed = false
        window.requests.close = { _ in closed = true }
        run("close")
        #expect(closed)
    }

    @Test func everyFolderCommandDoesWhatItSaysWhenItCan() throws {
        let (viewer, root) = try makeWindow(folder: true)
        defer {
            viewer.window.window.destroy()
            if let root { try? FileManager.default.removeItem(atPath: root) }
        }
        let window = viewer.window.window
        let child = try #require(viewer.folder?.path)
        window.activateAction("go-back")  // nowhere to go back to: nothing happens
        #expect(viewer.folder?.path == child)
        window.activateAction("go-up")
        #expect(viewer.folder?.path == URL(fileURLWithPath: child).deletingLastPathComponent().path)
        window.activateAction("go-back")
        #expect(viewer.folder?.path == child)
        window.activateAction("go-forward")
        #expect(viewer.folder?.path == URL(fileURLWithPath: child).deletingLastPathComponent().path)
        let hidden = viewer.folder?.showHidden
        window.activateAction("show-hidden")
        #expect(viewer.folder?.showHidden == !(hidden ?? false))
        let loads = viewer.loading.generation
        window.activateAction("reload")
        #expect(viewer.loading.generation > loads)
    }

    /// The windows GTK has open now.
    private func toplevels() -> Set<UnsafePointer<GtkWindow>> {
        let list = gtk_window_get_toplevels()!
        var windows: Set<UnsafePointer<GtkWindow>> = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            windows.insert(UnsafePointer(UnsafeMutableRawPointer(item).assumingMemoryBound(to: GtkWindow.self)))
            g_object_unref(item)
        }
        return windows
    }
}
