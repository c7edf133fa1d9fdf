import Gtk
import LatticeGTK

/// The viewer's window: a header bar (sidebar toggle at the start; the view buttons, search and primary menu at the
/// end; title and subtitle) over a paned sidebar and main canvas, with GNOME's shortcuts (F9 sidebar, Ctrl+1 list,
/// Ctrl+2 grid, Ctrl+3 columns, Ctrl+F search, zoom). It keeps no view state of its own: the view buttons show what
/// `showViewButtons` is given, and every request goes to the viewer (`requests.mode`).
@MainActor
final class BrowserWindow {
    /// The window.
    let window: Window
    /// The paned holding the sidebar and the main area, and the overlay it sits in (`+AdaptiveSidebar`).
    let paned: Paned
    let stage: Overlay
    /// The sidebar canvas's widget.
    let sidebar: Widget
    let sidebarToggle: ToggleButton
    /// The linked List, Grid and Columns buttons, one pressed: the view shown.
    let viewButtons: [(mode: ViewMode, button: ToggleButton)]
    /// The box linking them (hidden in a narrow window: Ctrl+1/2/3 and the main menu switch views there).
    let viewSwitcher: Box
    /// What the arrangement button says (nil: nothing to say).
    private(set) var arrangementText: String?
    let search: HeaderSearch
    /// The title and subtitle in the header bar's middle.
    let titles: HeaderTitles
    /// The main canvas's focusable widget: where the focus goes back to when the search closes.
    let mainView: Widget
    /// The main canvas and, after it, the panes shown beside it (`placeBesideMain`), in the paned's end.
    let mainRow: Box
    /// Each pane placed beside the main area, with the line before it.
    private var panes: [(separator: Separator, pane: Widget)] = []
    let application: ApplicationHandle
    /// Shown while a table's rows are in another order than the file's or grouped ("Sorted by “fare”"): a click
    /// gives the file's order back (`requests.fileOrder`).
    let arrangement: Button
    /// Back, Forward and the path bar of a folder window (shown by `setLocation`).
    let navigation: HeaderNavigation
    /// The sidebar's folding in a narrow window, and whether the user wants it.
    let adaptiveSidebar: AdaptiveSidebar
    /// What the window asks of the viewer (its buttons, keys and menu).
    var requests = Requests()
    /// What the About dialog says.
    private let about: Dialogs.About
    /// The files Open… offers first (its chooser's first filter, before "All Files"; nil: only "All Files").
    var openableFiles: Dialogs.FileFilter?
    /// The narrowest the sidebar gets in the paned (points).
    static let sidebarMinimumWidth = 200

    /// What the window asks of the viewer.
    struct Requests {
        /// A view (the header bar's view buttons).
        var mode: ((ViewMode) -> Void)?
        /// The window closes, with its geometry then (to remember it).
        var close: ((WindowGeometry) -> Void)?
        /// The search text changed (empty when the search is closed or cleared).
        var search: ((String) -> Void)?
        /// The file's own order and sections back (the header bar's arrangement button).
        var fileOrder: (() -> Void)?
        /// A location to open in a window of its own (Connect to Server…).
        var openLocation: ((String) -> Void)?
    }

    /// Creates the window for `application` around `sidebar` and `main` canvases, sized and laid out as
    /// `geometry` says (what the settings remember).
    init(
        application: ApplicationHandle, title: String, subtitle: String?, sidebar: CanvasView, main: CanvasView,
        geometry: WindowGeometry, about: Dialogs.About, menu: [[(String, String)]]
    ) {
        self.application = application
        self.about = about
        mainView = main.focusWidget
        // a reference of its own: it moves between the paned and the overlay
        self.sidebar = Widget(sidebar.widget.widget)
        window = Window(application: application)
        titles = HeaderTitles(title: title, subtitle: subtitle)
        window.title = titles.title
        // the app icon (installed, or found through the data folder)
        if let id = application.id { window.setIconName(id) }
        window.defaultSize = (max(360, geometry.width), max(300, geometry.height))
        if geometry.isMaximized { window.maximize() }

        let header = HeaderBar()
        header.setTitleWidget(titles.box)
        sidebarToggle = ToggleButton(iconName: "sidebar-show-symbolic")
        sidebarToggle.describe(tr("Show Sidebar"), shortcut: "F9")
        sidebarToggle.isActive = geometry.isSidebarVisible
        adaptiveSidebar = AdaptiveSidebar(isWanted: geometry.isSidebarVisible)
        self.sidebar.isVisible = geometry.isSidebarVisible
        header.packStart(sidebarToggle)
        navigation = HeaderNavigation(header: header)
        arrangement = Button(label: "")
        arrangement.isVisible = false
        // TRANSLATORS: the tooltip of the header bar's button saying how a table's rows are arranged.
        arrangement.tooltip = tr("Show the rows in the file's order")
        header.packStart(arrangement)
        viewButtons = ViewMode.allCases.map { mode in
            let button = ToggleButton(iconName: mode.button.iconName)
            button.describe(mode.button.name, shortcut: mode.button.shortcut)
            return (mode, button)
        }
        let switcher = Box(.horizontal)
        viewSwitcher = switcher
        switcher.addStyleClass("linked")
        for (_, button) in viewButtons {
            if button !== viewButtons[0].button { button.join(viewButtons[0].button) }
            switcher.append(button)
        }
        search = HeaderSearch(window: window)
        // The primary menu is the rightmost button (GNOME HIG).
        header.packEnd(Self.primaryMenu(menu))
        header.packEnd(switcher)
        header.packEnd(search.toggle)
        window.setTitleBar(header)

        self.sidebar.setMinimumSize(width: Self.sidebarMinimumWidth, height: nil)
        paned = Paned(.horizontal)
        paned.setStart(self.sidebar, resizes: false, shrinks: false)
        mainRow = Box(.horizontal)
        main.widget.expandsHorizontally = true
        mainRow.append(main.widget)
        paned.setEnd(mainRow)
        paned.position = geometry.sidebarWidth
        // The paned sits in an overlay, where a narrow window shows its sidebar over the content.
        stage = Overlay(child: paned)
        stage.expandsVertically = true
        let column = Box(.vertical)
        column.append(search.bar)
        column.append(stage)
        window.setChild(column)
        Self.style

        sidebarToggle.onToggled { [weak self] active in
            guard let self else { return }
            self.sidebar.isVisible = active
            adaptiveSidebar.toggled(active: active)
            placeSidebar()
        }
        installAdaptiveSidebar()
        arrangement.onClicked { [weak self] in self?.requests.fileOrder?() }
        for (mode, button) in viewButtons {
            button.onToggled { [weak self] active in if active { self?.requests.mode?(mode) } }
        }
        titles.subtitle.onActivateLink { [weak self] uri in self?.openPathLink(uri) ?? false }
        search.entry.onSearchChanged { [weak self] text in self?.requests.search?(text) }
        search.entry.onStopSearch { [weak self] in self?.closeSearch() }
        window.onDropFiles { paths in for path in paths { application.open(path: path) } }
        window.onCloseRequest { [weak self] in
            guard let self else { return false }
            requests.close?(geometry)
            return false  // let the window close
        }
        mainView.grabFocus()
    }

    /// Places `pane` beside the main area, at its trailing edge behind a line, hidden until `showPane` shows it.
    func placeBesideMain(_ pane: Widget) {
        let separator = Separator(.vertical)
        separator.isVisible = false
        pane.isVisible = false
        mainRow.append(separator)
        mainRow.append(pane)
        panes.append((separator, pane))
    }

    /// Shows or hides `pane` (placed by `placeBesideMain`) and the line before it.
    func showPane(_ pane: Widget, _ isShown: Bool) {
        guard let placed = panes.first(where: { $0.pane.widget == pane.widget }) else { return }
        placed.separator.isVisible = isShown
        placed.pane.isVisible = isShown
    }

    /// Shows or hides the sidebar (F9), as its toggle does.
    func toggleSidebar() { sidebarToggle.isActive.toggle() }

    /// Opens the search, or closes it when open (Ctrl+F).
    func toggleSearch() {
        if search.bar.isSearching { closeSearch() } else { search.bar.isSearching = true }
    }

    /// The About dialog over the window.
    func showAbout() { Dialogs.showAbout(about, over: window) }

    /// Closes the window (Ctrl+W), as its close button does.
    func close() { window.close() }

    /// The window's size (unmaximized), maximized state and sidebar now.
    var geometry: WindowGeometry {
        let size = window.defaultSize
        return WindowGeometry(
            width: size.width, height: size.height, isMaximized: window.isMaximized,
            isSidebarVisible: adaptiveSidebar.isWanted,  // the user's choice, not the fold
            sidebarWidth: paned.position)
    }

    /// Shows the window.
    func present() { window.present() }

    /// Closes the search (Escape in it, Ctrl+F again): its text cleared and the focus back on the main area —
    /// not on whatever GTK would pick next (the sidebar, where each arrow key would open another place).
    func closeSearch() {
        search.entry.text = ""
        search.bar.isSearching = false
        requests.search?("")
        mainView.grabFocus()
    }

    /// Shows what is open: the window title and the header bar's title and subtitle.
    func setTitle(_ title: String, subtitle: String?) {
        titles.show(title: title, subtitle: subtitle)
        window.title = titles.title
    }

    /// Says how a table's rows are arranged when it is not the file's way (nil: hides the button).
    func showArrangement(_ text: String?) {
        arrangementText = text
        if let text, arrangement.label != text { arrangement.label = text }
        fitHeader()
    }

    /// In a narrow window (the sidebar folded) the header bar keeps room for the title: the view buttons and the
    /// arrangement button step aside (the keys and the main menu still switch views; the rows show the groups).
    func fitHeader() {
        let narrow = adaptiveSidebar.isFolded
        viewSwitcher.isVisible = !narrow
        arrangement.isVisible = arrangementText != nil && !narrow
    }

    /// Presses the view button of `choice`'s mode (the others come out: they are one group).
    func showViewButtons(_ choice: ViewModeChoice) {
        for (mode, button) in viewButtons where mode == choice.mode && !button.isActive { button.isActive = true }
    }

    /// Opens the file at `path` with the desktop's default application for its type; when none can start (no
    /// application handles the type, or it fails to launch) an error dialog says so, as Files does.
    func showFile(path: String) {
        let name = HeaderTitles.labelText(path.split(separator: "/").last.map(String.init) ?? path)
        Launcher.open(path: path, from: window) { [weak self] reason in
            self?.showError(tr("Could not open “%s”", name), detail: reason)
        }
    }

    /// A modal error dialog over the window: what failed and why.
    func showError(_ title: String, detail: String) { window.showError(title, detail: detail) }

    /// Whether the sidebar is shown.
    var isSidebarVisible: Bool { sidebar.isVisible }
}

/// The header bar's title and subtitle: the title what is open, the subtitle where it is (a folder's path bar,
/// a catalogue's description) or how its reading goes.
@MainActor
struct HeaderTitles {
    let box = Box(.vertical)
    let titleLabel = Label("", ellipsis: .end, singleLine: true)
    let subtitle = Label("", ellipsis: .middle, singleLine: true)

    /// Titles showing `title` and `subtitle` (none: only the title).
    init(title: String, subtitle: String?) {
        box.verticalAlignment = .center
        // Content-sized labels must never size the window: each ellipsizes, on one line, whatever its text.
        titleLabel.addStyleClass("title")
        self.subtitle.addStyleClass("subtitle")
        self.subtitle.addStyleClass("dim-label")
        box.append(titleLabel)
        box.append(self.subtitle)
        show(title: title, subtitle: subtitle)
    }

    /// The title as shown.
    var title: String { titleLabel.text }

    /// Shows `title` and `subtitle` as plain text.
    func show(title: String, subtitle text: String?) {
        titleLabel.text = Self.labelText(title)
        subtitle.text = Self.labelText(text ?? "")
        subtitle.isVisible = text != nil
    }

    /// `text` as the header bar and the window manager get it: bounded as canvas labels are
    /// (`PangoText.shaped`: a few thousand characters, a cluster of marks cut short) and on one line, control
    /// characters (a catalogue title's newlines, tabs) shown as spaces.
    static func labelText(_ text: String) -> String {
        let bounded = PangoText.shaped(text, size: 13)
        guard bounded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return bounded
        }
        return String(
            String.UnicodeScalarView(
                bounded.unicodeScalars.map {
                    $0.properties.generalCategory == .control ? " " : $0
                }))
    }
}

/// The header bar's search: a toggle, and a bar under the header bar that typing anywhere in the window opens
/// (type-to-search).
@MainActor
struct HeaderSearch {
    let toggle = ToggleButton(iconName: "system-search-symbolic")
    let entry = SearchEntry()
    let bar: SearchBar

    init(window: Window) {
        toggle.describe(
            tr("Search"),
            // TRANSLATORS: a key combination as your language's keyboards label it ("Strg+F" in German).
            shortcut: trc("shortcut", "Ctrl+F"))
        entry.setMinimumSize(width: 320, height: nil)
        bar = SearchBar(entry: entry, capturingKeysOf: window)
        toggle.bindActive(to: bar, property: "search-mode-enabled")
    }
}

/// A window's size and layout, as remembered between runs.
struct WindowGeometry: Hashable, Sendable {
    var width = 1000
    var height = 700
    var isMaximized = false
    var isSidebarVisible = true
    var sidebarWidth = 260
}
