import Catalog
import CollectionView
import DiffableDataSource
import Gtk
import LatticeGTK
import LatticeLayout

/// One row of a table shown whole: its title, and every field as name and value in the file's column order
/// (`CatalogTable.fields(of:)`) — what the record pane lists.
struct Record: Equatable {
    /// The row's id (the item's).
    var id: String
    /// The row's title, the pane's heading.
    var title: String
    /// Every field, in the file's column order.
    var fields: [CatalogMetadata]

    /// The record of `item`, a row of `table`.
    init(_ item: CatalogItem, of table: CatalogTable) {
        id = item.id
        title = item.title
        fields = table.fields(of: item)
    }

    /// The pane's cell for field `index`: the column's name, small and dim, over the value, whole (every line,
    /// wrapped; a value standing for none is dimmed as the columns view dims it).
    func cell(at index: Int) -> CellContent? {
        guard fields.indices.contains(index) else { return nil }
        var content = ListContentConfiguration.subtitleCell()
        let name = content.secondaryTextProperties, value = content.textProperties
        content.text = fields[index].key
        content.textProperties = name
        content.secondaryText = fields[index].value.isEmpty ? "—" : fields[index].value
        content.secondaryTextProperties = value
        content.secondaryTextProperties.maximumLines = 0
        if ValueKind(of: fields[index].value) == .missing {
            content.secondaryTextProperties.paint = .role(.dimForeground)
        }
        content.textToSecondaryTextPadding = 2
        content.minimumHeight = 44
        return CellContent(content: content, background: .listPlainCell())
    }
}

/// The record pane beside the main area: the row selected in a table shown whole, one field a row (name over value,
/// long values whole), following the selection as the arrow keys move it — VisiData's record sheet, Files'
/// properties. Enter or a double click on a row opens it, Escape in it or the same keys close it; its own canvas, so
/// it scrolls, selects and reads out (and mirrors right to left) as every list of Lattice does.
@MainActor
final class RecordPane {
    /// The pane's canvas.
    let canvas: CanvasView
    /// The record shown (nil: none, the pane says so).
    private(set) var record: Record?
    /// The pane's width, in points.
    static let width = 340

    /// An empty pane drawn in `theme`.
    init(theme: Theme) {
        let model = CollectionViewModel(
            layout: Self.layout, data: Self.data(of: nil), viewportSize: Size(width: 340, height: 600),
            measurer: PangoTextMeasurer(), supplementary: { _, _ in nil }, cell: { _ in nil })
        model.background = .role(.viewBackground)
        model.selection.mode = .single
        // TRANSLATORS: what screen readers call the pane listing every field of the selected row.
        canvas = CanvasView(model: model, theme: theme, label: tr("Record"))
        canvas.widget.setMinimumSize(width: Self.width, height: nil)
        canvas.widget.expandsHorizontally = false  // the rows take the window's width, the pane its own
        model.emptyState = EmptyState(
            iconName: "x-office-document-symbolic", title: tr("No Row Selected"),
            description: tr("Select a row to see all of its fields."))
        show(nil)
        // Ctrl+C and the context menu copy a field's value as it is written.
        canvas.hooks.copy = { [unowned self] in selectedField?.value }
        canvas.hooks.contextMenu = { [unowned self] path in
            guard
                let field = path.flatMap({
                    record?.fields.indices.contains($0.item) == true ? record?.fields[$0.item] : nil
                })
            else { return [] }
            return [
                [
                    MenuEntry(tr("Copy _Value")) { [unowned self] in canvas.copyToClipboard(field.value) },
                    // TRANSLATORS: copies a record's field as "name: value".
                    MenuEntry(tr("Copy _Field")) { [unowned self] in
                        canvas.copyToClipboard(tr("%1$s: %2$s", field.key, field.value))
                    }
                ]
            ]
        }
    }

    /// The field under the pane's keyboard cursor.
    private var selectedField: CatalogMetadata? {
        let model = canvas.model
        guard let record, let cursor = model.selection.cursor, let path = model.engine.dataSource.path(ofItem: cursor),
            record.fields.indices.contains(path.item)
        else { return nil }
        return record.fields[path.item]
    }

    /// Shows `next` (nil: none), from its first field.
    func show(_ next: Record?) {
        guard next != record || next == nil else { return }
        let sameRow = next?.id == record?.id
        record = next
        let model = canvas.model
        let shown = next
        // The providers describe the new record once the old one's cells are captured (`switchData`).
        model.update(to: Self.data(of: shown), animated: false) {
            model.replaceProviders(
                cell: { path in shown?.cell(at: path.item) },
                supplementary: { kind, _ in
                    guard kind == ElementKind.sectionHeader, let shown else { return nil }
                    var content = ListContentConfiguration.plainHeader()
                    content.margins.leading = 12
                    content.margins.trailing = 12
                    content.text = shown.title
                    content.textProperties.maximumLines = 0
                    return CellContent(content: content, background: .listHeader())
                })
        }
        if !sameRow { model.scroll(toOffset: 0) }
    }

    /// A plain list under a heading of the row's title.
    private static var layout: CompositionalLayout {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        return .list(using: configuration)
    }

    /// One section of `record`'s fields, each by the row's id and its column's position (another row's are other items,
    /// measured anew).
    private static func data(of record: Record?) -> OnDemandLayoutData<String, String> {
        OnDemandLayoutData(
            sections: record.map { ["record:" + $0.id] } ?? [], itemCounts: record.map { [$0.fields.count] } ?? [],
            identifier: { [id = record?.id ?? ""] path in "\(id)#\(path.item)" })
    }
}
