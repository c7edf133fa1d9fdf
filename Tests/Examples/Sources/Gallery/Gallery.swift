import CollectionView
import DiffableDataSource
import Foundation
import LatticeGTK
import LatticeLayout

/// The window: a header bar naming the screen, the sidebar of screens, and the screen itself.
@MainActor
final class Gallery {
    static var shared: Gallery?

    let window: Window
    let theme: Theme
    private let title = Label("", singleLine: true)
    private let paned = Paned(.horizontal)
    private let sidebar: CanvasView
    private let menu: CollectionViewDataSource<String, MenuItem>
    /// The screen shown, kept as long as it is.
    private var current: ScreenView?

    init(application: ApplicationHandle, options: GalleryOptions) {
        theme = options.dark ? .adwaitaDark : .adwaitaLight
        window = Window(application: application)
        window.title = "Modern Collection Views"
        window.defaultSize = (width: 1000, height: 700)
        let header = HeaderBar()
        title.addStyleClass("title")
        header.setTitleWidget(title)
        window.setTitleBar(header)

        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let model = CollectionViewModel(
            layout: .list(using: configuration), viewportSize: Size(width: 240, height: 650),
            measurer: PangoTextMeasurer())
        model.background = .role(.sidebarBackground)
        menu = CollectionViewDataSource(model: model) { _, item, _ in
            switch item {
            case .group(let name):
                var content = ListContentConfiguration.sidebarHeader()
                content.text = name
                return CellContent(content: content, accessories: [.outlineDisclosure(style: .header)])
            case .screen(let slug):
                var content = ListContentConfiguration.sidebarCell()
                content.text = Screens.named(slug)?.title
                return CellContent(content: content, background: .listSidebarCell())
            }
        }
        sidebar = CanvasView(model: model, theme: theme, label: "Screens")
        sidebar.widget.setMinimumSize(width: 240, height: nil)
        paned.setStart(sidebar.widget, resizes: false, shrinks: false)
        paned.position = 240
        window.setChild(paned)

        menu.didSelect = { [unowned self] items in
            guard case .screen(let slug)? = items.first, let screen = Screens.named(slug) else { return }
            show(screen)
        }
        let first = Screens.named(options.screen) ?? Screens.all[0]
        show(first)
        window.present()
        reportSidebar()
        Task { @MainActor [menu] in
            for group in Screens.groups {
                var outline = SectionSnapshot<MenuItem>()
                outline.append([.group(group.name)])
                outline.append(group.screens.map { .screen($0.slug) }, to: .group(group.name))
                outline.expand([.group(group.name)])
                await menu.apply(outline, to: group.name, animatingDifferences: false)
            }
            model.selection.select(ElementIdentity(MenuItem.screen(first.slug)))
            model.scroll(
                toItem: menu.indexPath(for: .screen(first.slug)) ?? ItemPath(section: 0, item: 0), position: .nearest)
        }
    }

    /// Puts `screen` beside the sidebar and names it in the header bar.
    func show(_ screen: Screen) {
        title.text = screen.title
        let view = screen.make(ScreenContext(screen: screen, theme: theme))
        current = view
        paned.setEnd(view.widget)
        var reported = false
        view.canvas.hooks.didDraw = { [unowned self, weak canvas = view.canvas] in
            guard !reported, let canvas, view.isReady() else { return }
            reported = true
            Gallery.report("drew \(screen.slug) title=\(screen.title)")
            if let target = view.target?() { report(target, in: canvas) }
        }
    }

    /// Prints where a test drives the screen, in window coordinates.
    private func report(_ target: Target, in canvas: CanvasView) {
        // On the window's surface (client-side decorations' margins included): what a test clicking the X window
        // it sits at (0, 0) needs.
        func point(_ p: Point, in widget: Widget) -> String {
            guard let onSurface = widget.surfacePoint(of: (p.x, p.y)) else { return "?" }
            return "\(Int(onSurface.x.rounded())) \(Int(onSurface.y.rounded()))"
        }
        switch target {
        case .type(let text, let entry):
            entry.grabFocus()
            Gallery.report("target type \(text)")
        case .click(let p):
            Gallery.report("target click \(point(p, in: canvas.widget))")
        case .clickWidget(let button):
            let size = button.size
            Gallery.report(
                "target click \(point(Point(x: Double(size.width) / 2, y: Double(size.height) / 2), in: button))")
        case .drag(let from, let to):
            Gallery.report("target drag \(point(from, in: canvas.widget)) \(point(to, in: canvas.widget))")
        }
    }

    /// Prints where the sidebar's rows are, for a test that picks a screen as a user does.
    private func reportSidebar() {
        var reported = false
        sidebar.hooks.didDraw = { [unowned self] in
            guard !reported, menu.snapshot.numberOfItems > 0 else { return }
            reported = true
            let model = sidebar.model
            for item in menu.snapshot.itemIdentifiers {
                guard case .screen(let slug) = item, let path = menu.indexPath(for: item),
                    let frame = model.layoutAttributesForItem(at: path)?.frame,
                    frame.minY >= model.viewport.offset.y,
                    frame.maxY - model.viewport.offset.y <= Double(sidebar.widget.size.height),
                    let p = sidebar.widget.surfacePoint(of: (frame.midX, frame.midY - model.viewport.offset.y))
                else { continue }
                Gallery.report("row \(slug) \(Int(p.x)) \(Int(p.y))")
            }
        }
    }

    /// A line for the test that watches the gallery (standard output, flushed at once).
    static func report(_ line: String) {
        print(line)
        fflush(nil)
    }
}

/// A row of the sidebar: a group of screens, or a screen.
enum MenuItem: Hashable, Sendable {
    case group(String)
    case screen(String)
}
