import CollectionView
import DiffableDataSource
import LatticeGTK
import LatticeLayout

/// One screen of the sample: its name in the sidebar and how it is made.
struct Screen: Sendable {
    /// The screen's name on the command line and in test output ("mountains-search").
    let slug: String
    /// Its title, in the sidebar and the header bar.
    let title: String
    /// Builds it.
    let make: @MainActor @Sendable (ScreenContext) -> ScreenView
}

/// What a screen is made with.
@MainActor
struct ScreenContext {
    let screen: Screen
    let theme: Theme

    /// A canvas over `model`, named for screen readers after the screen.
    func canvas(_ model: CollectionViewModel, role: CanvasView.AccessibleRole = .list) -> CanvasView {
        CanvasView(model: model, theme: theme, accessibleRole: role, label: screen.title)
    }

    /// A model over `layout`, its data to come from a data source.
    func model(_ layout: CompositionalLayout, background: Paint = .role(.viewBackground)) -> CollectionViewModel {
        let model = CollectionViewModel(
            layout: layout, viewportSize: Size(width: 760, height: 650),
            measurer: PangoTextMeasurer())
        model.background = background
        return model
    }

    /// Tells the test what the screen's interaction did.
    func did(_ what: String) { Gallery.report("did \(screen.slug) \(what)") }
}

/// A screen as shown: its widget, the canvas in it, when its data has arrived, and what a test does to it.
@MainActor
struct ScreenView {
    var widget: Widget
    var canvas: CanvasView
    var isReady: () -> Bool
    var target: (() -> Target?)? = nil

    /// A screen that is its canvas alone, ready once its data source has items.
    init<S, I>(_ canvas: CanvasView, _ dataSource: CollectionViewDataSource<S, I>, target: (() -> Target?)? = nil) {
        self.init(
            widget: canvas.widget, canvas: canvas, isReady: { dataSource.snapshot.numberOfItems > 0 }, target: target)
    }

    init(widget: Widget, canvas: CanvasView, isReady: @escaping () -> Bool, target: (() -> Target?)? = nil) {
        self.widget = widget
        self.canvas = canvas
        self.isReady = isReady
        self.target = target
    }
}

/// What a test does to a screen: points are the canvas's (or the widget's) own coordinates.
enum Target {
    /// Types `text` into `entry` (given focus).
    case type(String, entry: Widget)
    /// Clicks a point of the canvas.
    case click(Point)
    /// Clicks the middle of a widget (a button).
    case clickWidget(Widget)
    /// Presses at one point of the canvas and releases at another.
    case drag(from: Point, to: Point)
}

extension CollectionViewModel {
    /// The middle of the item at `path` in the view's coordinates (nil while it is not laid out).
    func centre(ofItemAt path: ItemPath) -> Point? {
        guard let frame = layoutAttributesForItem(at: path)?.frame else { return nil }
        return Point(x: frame.midX - viewport.offset.x, y: frame.midY - viewport.offset.y)
    }
}

/// Every screen, in the sample's grouping.
enum Screens {
    static let groups: [(name: String, screens: [Screen])] = [
        ("Getting Started", [list, grid, insetItemsGrid, twoColumnGrid, distinctSections, adaptiveSections]),
        (
            "Advanced Layouts",
            [
                itemBadges, sectionHeadersFooters, pinnedSectionHeaders, sectionBackgroundDecoration,
                nestedGroups, orthogonalSections, orthogonalSectionBehaviors
            ]
        ),
        ("Conference App", [conferenceVideos, conferenceNews]),
        ("Diffable Data Source", [mountainsSearch, wifiSettings, insertionSort]),
        ("Lists", [simpleList, reorderableList, listAppearances, customCellList]),
        ("Outlines", [emojiExplorer, emojiExplorerList, outline]),
        ("Cell Configurations", [customConfigurations])
    ]

    static let all: [Screen] = groups.flatMap(\.screens)

    static func named(_ slug: String) -> Screen? { all.first { $0.slug == slug } }
}
