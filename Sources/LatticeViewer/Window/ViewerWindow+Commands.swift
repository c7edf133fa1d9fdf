import Gtk

extension ViewerWindow {
    /// Binds every command of `ViewerCommand.all` that applies to this window: window commands as the window's
    /// actions (`win.NAME`, what the primary menu's entries name), the application's as its actions, each with
    /// all its keys; the view's own keys stay the canvas's.
    func installCommands() {
        for command in ViewerCommand.all where command.applies(self) {
            guard let run = command.run else { continue }
            let perform: @MainActor () -> Void = { [weak self] in
                guard let self, command.isEnabled(self) else { return }
                run(self)
            }
            switch command.scope {
            case .window: window.window.addAction(command.id, accelerators: command.keys, perform)
            case .application: application.addAction(command.id, accelerators: command.keys, perform)
            case .view, .toolkit: break
            }
        }
        refreshCommands()
    }

    /// Tells GTK which window commands can act now (Back with nowhere to go back to cannot): their keys and menu
    /// entries do nothing meanwhile. Called wherever what they depend on changes.
    func refreshCommands() {
        for command in ViewerCommand.all where command.scope == .window && command.applies(self) {
            window.window.setActionEnabled(command.id, command.isEnabled(self))
        }
    }

    /// The Keyboard Shortcuts window over this window: the commands that apply to it, by group.
    func showShortcuts() {
        _ = Dialogs.showBuilt(
            BrowserWindow.shortcutsInterface(ViewerCommand.shortcutGroups(for: self)), id: "shortcuts",
            over: window.window)
    }
}
