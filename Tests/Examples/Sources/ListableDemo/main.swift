// Listable's declarative demo (the "Listable" seed): the list is described as it is now with `setContent`, and
// the list diffs each description against what it shows and animates the difference. The items describe their
// own cells; a tappable row adds a row, and one row is twice as tall with `sizing: .fixed`.
import CollectionView
import DiffableDataSource
import Foundation
import LatticeGTK
import LatticeLayout

struct DemoItem: CellItemContent, Equatable {
    var text: String
    var identifier: String { text }

    func cellContent(state: CellState) -> CellContent {
        var content = ListContentConfiguration.cell()
        content.text = text
        content.margins = EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24)
        let box = BackgroundConfiguration(
            fill: .role(.cardBackground), stroke: .role(.border), cornerRadius: 6,
            insets: EdgeInsets(top: 3, leading: 12, bottom: 3, trailing: 12))
        return CellContent(content: content, background: box)
    }
}

struct DemoHeader: CellHeaderFooterContent, Equatable {
    var title: String

    func cellContent() -> CellContent {
        var content = ListContentConfiguration.groupedHeader()
        content.text = title
        content.margins.leading = 14
        return CellContent(content: content)
    }
}

@MainActor
final class Demo {
    let list: CollectionViewList
    var added: [String] = []

    init(model: CollectionViewModel) {
        list = CollectionViewList(model: model)
        model.onActivate = { [unowned self] path in
            guard list.item(at: path)?.content(as: DemoItem.self)?.text == "Add a row" else { return }
            added.append("Added row \(added.count + 1)")
            Task { await self.show() }
        }
    }

    func show() async {
        await list.setContent { list in
            list += Section("section-1") { section in
                section.header = DemoHeader(title: "This Is A Header")
                section += DemoItem(text: "And here is a row")
                section += DemoItem(text: "And here is another row.")
                section += ["You can also map rows", "Like this"].map { DemoItem(text: $0) }
                section += Item(DemoItem(text: "A row made taller"), sizing: .fixed(88))
            }
            list += Section("section-2") { section in
                section.header = DemoHeader(title: "Another Header")
                section += added.map { DemoItem(text: $0) }
                section += Item(DemoItem(text: "Add a row"), selectionStyle: .tappable)
                section += DemoItem(text: "The last row.")
            }
        }
    }
}

@MainActor
func showDemo(_ application: ApplicationHandle) {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.showsSeparators = false  // each row is a box of its own
    let model = CollectionViewModel(
        layout: .list(using: configuration), viewportSize: Size(width: 400, height: 560),
        measurer: PangoTextMeasurer())
    let demo = Demo(model: model)
    let canvas = CanvasView(model: model, theme: .adwaitaLight, label: "Listable demo")
    CanvasWindow(canvas: canvas, title: "Listable Demo", width: 400, height: 560, application: application).present()
    canvas.hooks.didDraw = { [unowned canvas] in
        guard demo.added.count == 1, !model.isAnimating else { return }
        print("drew ListableDemo")
        canvas.hooks.didDraw = nil
    }
    Task { @MainActor in
        await demo.show()
        // A click on "Add a row": the new row animates into place.
        if let path = demo.list.indexPath(for: ContentIdentifier(DemoItem.self, "Add a row")),
            let frame = model.layoutAttributesForItem(at: path)?.frame
        {
            let point = Point(x: frame.midX, y: frame.midY - model.viewport.offset.y)
            model.pointerPressed(at: point)
            model.pointerReleased(at: point)
        }
    }
}

exit(GtkApplicationRunner.run(id: "org.example.ListableDemo", quitAfterMilliseconds: 3000, build: showDemo))
