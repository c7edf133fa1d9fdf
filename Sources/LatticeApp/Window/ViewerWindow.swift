import Catalog
import CollectionView
import CompositionalLayout
import GtkShell

/// The viewer: a `BrowserWindow` around the sidebar and main canvases of a catalogue (or folder), wired to
/// the scene: the toggle switches list ↔ grid with an animated transition; selecting a sidebar row shows that
/// section in the main area.
@MainActor
final class ViewerWindow {
    let scene: CatalogScene
    let mainCanvas: CanvasView
    let sidebarCanvas: CanvasView
    let window: BrowserWindow
    private(set) var mode: BenchLayoutKind = .list
    let appearance = ListConfiguration.Appearance.insetGrouped

    init(application: ApplicationHandle, catalog: Catalog, theme: Theme) {
        scene = CatalogScene(catalog: catalog)
        let measurer = PangoTextMeasurer()
        let start = Size(width: 700, height: 600)
        mainCanvas = CanvasView(model: scene.mainModel(layout: .list, appearance: appearance, size: start, scale: 1,
                                                       measurer: measurer), theme: theme)
        sidebarCanvas = CanvasView(model: scene.sidebarModel(size: Size(width: 260, height: 600), scale: 1,
                                                             measurer: measurer), theme: theme)
        window = BrowserWindow(application: application, title: catalog.title, subtitle: catalog.subtitle,
                               sidebar: sidebarCanvas, main: mainCanvas, mode: .list)
        window.onModeChange = { [weak self] mode in self?.show(mode == .grid ? .grid : .list) }
        sidebarCanvas.model.onSelectionChange = { [weak self] selection in self?.sidebarSelected(selection) }
    }

    func show(_ mode: BenchLayoutKind) {
        self.mode = mode
        scene.switchMain(mainCanvas.model, to: mode, appearance: appearance)
        mainCanvas.animateWhileNeeded()
    }

    /// A sidebar row names a catalogue section ("ID#all" for a top-level section's own items): scroll the main
    /// area to its first group.
    func sidebarSelected(_ selection: SelectionModel<ElementIdentity>) {
        guard let cursor = selection.cursor, let path = sidebarCanvas.model.engine.dataSource.path(ofItem: cursor),
              let id = scene.sidebarRowID(at: path) else { return }
        let sectionID = id.hasSuffix("#all") ? String(id.dropLast(4)) : id
        guard let group = scene.groups.firstIndex(where: { $0.id == sectionID || $0.id.hasPrefix(sectionID) }) else { return }
        mainCanvas.model.scroll(toItem: ItemPath(section: group, item: 0), position: .top)
        mainCanvas.queueDraw()
    }
}
