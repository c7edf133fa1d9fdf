import Catalog
import CollectionView
import Foundation
import LatticeGTK
import LatticeLayout
import Testing

@testable import LatticeViewer

/// Golden images of what the canvas draws for the bundled sample: each render is compared with a PNG in
/// `Golden/` with a small tolerance (antialiasing may move a pixel; a layout change moves many).
///
/// To accept an intended change, run with `LATTICE_UPDATE_GOLDEN=1`, then look at every changed PNG.
@MainActor @Suite(.serialized) struct RenderGoldenTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var layout: ViewMode = .list
        var appearance: ListConfiguration.Appearance = .insetGrouped
        var sidebar = false
        var dark = false
        var scale = 1.0
        var scroll = 0.0
        var selected: Set<String> = []
        var collapsed: Set<String> = []
        var size = Size(width: 480, height: 360)
        /// When set, the frame is taken this far (0...1) into an animated switch to the other layout.
        var transitionProgress: Double?
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "list-plain", appearance: .plain, selected: ["blue-3"]),
        Case(name: "list-grouped", appearance: .grouped),
        Case(name: "list-inset-grouped", appearance: .insetGrouped, selected: ["blue-2"]),
        Case(name: "list-sidebar", appearance: .sidebar),
        Case(name: "list-sidebar-plain", appearance: .sidebarPlain),
        Case(name: "list-inset-grouped-dark", appearance: .insetGrouped, dark: true, scroll: 1_750),
        Case(name: "grid", layout: .grid, selected: ["blue-2"]),
        Case(name: "grid-dark-scale2", layout: .grid, dark: true, scale: 2, size: Size(width: 400, height: 300)),
        Case(name: "sidebar-expanded", sidebar: true, selected: ["colours#all"], size: Size(width: 240, height: 360)),
        Case(
            name: "sidebar-collapsed", sidebar: true, collapsed: ["colours", "places"],
            size: Size(width: 240, height: 360)),
        Case(name: "list-to-grid-midway", appearance: .plain, scroll: 300, transitionProgress: 0.5)
    ]

    nonisolated static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")
    nonisolated static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../data/sample-catalog.json").standardized.path

    @Test(arguments: cases)
    func matchesGolden(_ testCase: Case) throws {
        let catalog = try Catalog.load(path: Self.sample)
        let scene = CatalogScene(catalog: catalog, selected: testCase.selected, collapsed: testCase.collapsed)
        let model =
            testCase.sidebar
            ? scene.sidebarModel(size: testCase.size, scale: testCase.scale, measurer: PangoTextMeasurer())
            : scene.mainModel(
                layout: testCase.layout, appearance: testCase.appearance, size: testCase.size,
                scale: testCase.scale, measurer: PangoTextMeasurer())
        model.scroll(toOffset: testCase.scroll)
        if let progress = testCase.transitionProgress {
            let clock = ManualClock(now: 0)
            model.animation.clock = clock
            _ = model.nextFrame()
            model.animation.curve = .linear
            scene.mainView(testCase.layout == .list ? .grid : .list, appearance: testCase.appearance).apply(
                to: model, animated: true)
            clock.advance(by: model.animation.duration * progress)
        }
        let rendered = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-\(testCase.name).png")
            .path
        try PNGRenderer.render(
            model.nextFrame(), size: testCase.size, scale: testCase.scale,
            theme: testCase.dark ? .adwaitaDark : .adwaitaLight, to: rendered)
        let golden = Self.goldenFolder.appendingPathComponent("\(testCase.name).png").path
        if ProcessInfo.processInfo.environment["LATTICE_UPDATE_GOLDEN"] == "1" {
            _ = try? FileManager.default.removeItem(atPath: golden)
            try FileManager.default.copyItem(atPath: rendered, toPath: golden)
        }
        let difference = try PNGComparison.difference(rendered, golden)
        #expect(difference.matches(), "\(testCase.name): \(difference) (rendered \(rendered), golden \(golden))")
    }

    @Test func comparisonNoticesALayoutChange() throws {
        // The tolerance must not hide a real change: the same view scrolled by one row differs.
        let catalog = try Catalog.load(path: Self.sample)
        let scene = CatalogScene(catalog: catalog)
        var paths: [String] = []
        for (index, scroll) in [0.0, 50.0].enumerated() {
            let model = scene.mainModel(
                layout: .list, appearance: .plain, size: Size(width: 320, height: 240), scale: 1,
                measurer: PangoTextMeasurer())
            model.scroll(toOffset: scroll)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-shift-\(index).png").path
            try PNGRenderer.render(
                model.nextFrame(), size: Size(width: 320, height: 240), scale: 1, theme: .adwaitaLight, to: path)
            paths.append(path)
        }
        let difference = try PNGComparison.difference(paths[0], paths[1])
        #expect(!difference.matches())
        #expect(try PNGComparison.difference(paths[0], paths[0]).meanAbsoluteDifference == 0)
    }
}
