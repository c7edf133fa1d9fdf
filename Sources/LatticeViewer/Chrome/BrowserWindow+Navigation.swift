import Gtk
import LatticeGTK

/// A folder window's way around, as Files has it: Back and Forward buttons at the header bar's start (Alt+Left,
/// Alt+Right) and the folder's path in the subtitle as a path bar, each ancestor a link that opens it. A
/// catalogue window shows neither.
@MainActor
final class HeaderNavigation {
    let buttons = Box(.horizontal)
    let back = Button(iconName: "go-previous-symbolic")
    let forward = Button(iconName: "go-next-symbolic")
    /// Called by the Back button.
    var onBack: (() -> Void)?
    /// Called by the Forward button.
    var onForward: (() -> Void)?
    /// Called with the folder a link of the path bar names.
    var onOpenPath: ((String) -> Void)?

    /// The buttons, packed at the start of `header` and hidden until a location is shown.
    init(header: HeaderBar) {
        buttons.addStyleClass("linked")
        back.describe(tr("Back"), shortcut: trc("shortcut", "Alt+Left"))
        forward.describe(tr("Forward"), shortcut: trc("shortcut", "Alt+Right"))
        buttons.append(back)
        buttons.append(forward)
        buttons.isVisible = false
        header.packStart(buttons)
        back.onClicked { [weak self] in self?.onBack?() }
        forward.onClicked { [weak self] in self?.onForward?() }
    }

    /// The path bar's markup for `path`: its ancestors as links (`href` the folder's path), separated by "›",
    /// the folder itself as text; under `home`, the path starts at "Home".
    static func pathMarkup(_ path: String, home: String?) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var prefix = "", links: [(title: String, path: String)] = [("/", "/")]
        if let home, home != "/", path == home || path.hasPrefix(home + "/") {
            let homeDepth = home.split(separator: "/").count
            components.removeFirst(homeDepth)
            prefix = home
            // TRANSLATORS: the home folder, as the path bar and the sidebar name it.
            links = [(tr("Home"), home)]
        }
        for component in components {
            prefix += "/" + component
            links.append((component, prefix))
        }
        let escaped = Label.escapingMarkup
        let last = links.removeLast()
        let parts = links.map { "<a href=\"\(escaped($0.path))\">\(escaped(HeaderTitles.labelText($0.title)))</a>" }
        return (parts + [escaped(HeaderTitles.labelText(last.title))]).joined(separator: " › ")
    }
}

extension HeaderNavigation {
    /// Shows Back and Forward, sensitive as the history allows (while a folder loads; `setLocation` when shown).
    func update(canGoBack: Bool, canGoForward: Bool) {
        buttons.isVisible = true
        back.isSensitive = canGoBack
        forward.isSensitive = canGoForward
    }
}

extension BrowserWindow {
    /// Shows the folder at `path`: its name as the title, its path as the path bar, Back and Forward shown and
    /// sensitive as the history allows.
    func setLocation(_ path: String, title: String, canGoBack: Bool, canGoForward: Bool) {
        navigation.update(canGoBack: canGoBack, canGoForward: canGoForward)
        titles.show(title: title, subtitle: nil)
        window.title = titles.title
        let home = UserDirectories.home
        titles.subtitle.setMarkup(HeaderNavigation.pathMarkup(path, home: home))
        titles.subtitle.isVisible = true
    }

    /// A link of the path bar was activated: the navigation opens its folder (true: handled, GTK opens nothing)
    /// once the click is over — the label's text changes with the folder, and GTK 4.8 trips over a label whose
    /// links change under the click that activated one.
    func openPathLink(_ uri: String) -> Bool {
        guard let open = navigation.onOpenPath else { return false }
        MainContext.post { open(uri) }
        return true
    }
}
