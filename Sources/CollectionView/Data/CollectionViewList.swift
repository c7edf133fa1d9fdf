import DiffableDataSource
import LatticeLayout

/// A declarative list bound to a collection view: Listable's `ListView.setContent { list in … }`.
///
/// Describe what the list holds now; the list diffs it against what is shown and animates the difference.
/// Items whose content adopts `CellItemContent` describe their own cells, and headers and footers adopting
/// `CellHeaderFooterContent` their own views. Each `Item`'s `sizing` and `selectionStyle` are honoured:
///
/// - sizing (where the layout lets cells size themselves): `.default` measures the cell, `.fixed(h)` makes it
///   `h` tall, `.thatFits(minimum:maximum:)` measures and clamps;
/// - selection style: `.selectable(isSelected:)` selects with clicks and keys, and `isSelected` selects or
///   deselects the item when it arrives or changes; `.tappable` activates on a click (`onActivate`) without
///   being selected; `.notSelectable` is not selected, highlighted or activated (the cursor may still rest on it).
///
/// ```swift
/// var configuration = ListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let model = CollectionViewModel(layout: .list(using: configuration), viewportSize: size,
///                                 measurer: PangoTextMeasurer())
/// let list = CollectionViewList(model: model)
/// await list.setContent { list in
///     list += Section("section-1") { section in
///         section.header = DemoHeader(title: "This Is A Header")
///         section += DemoItem(text: "And here is a row")
///         section += Item(DemoItem(text: "A tall row"), sizing: .fixed(88), selectionStyle: .tappable)
///     }
/// }
/// ```
///
/// The view keeps its list, as it keeps a `CollectionViewDataSource`: the list lives as long as the view it
/// feeds, or until another data source is bound to that view. It takes over the model's cell and
/// supplementary providers, `cellState` and `selectionStyle`.
@MainActor
public final class CollectionViewList {
    /// The view the list feeds.
    public var model: CollectionViewModel {
        guard let binding else { preconditionFailure("CollectionViewList: another data source was bound to its view") }
        return binding.model
    }
    /// The declarative content and its store (`content`, `items`, `sections` describe the landed update).
    public let dataSource: ListDataSource
    /// Called after each update has reached the view, with what it changed.
    public var didApply: ((ApplyResult<SectionIdentifier, ContentIdentifier>) -> Void)?

    /// The data source under the list, which the view keeps (and which keeps the list).
    private weak var binding: CollectionViewDataSource<SectionIdentifier, ContentIdentifier>?
    private let shown: Shown

    /// What the view's providers describe: the items and sections of the update shown, switched once the
    /// view has captured the cells that leave (they are drawn from the old content while they go).
    private final class Shown {
        var items: [ContentIdentifier: AnyItem] = [:]
        var sections: [SectionIdentifier: Section] = [:]

        func cell(_ identifier: ContentIdentifier, state: CellState) -> CellContent? {
            guard let item = items[identifier], let described = item.content as? any CellItemContent else { return nil }
            var cell = described.cellContent(state: state)
            if item.sizing != .default { cell.sizing = item.sizing }
            return cell
        }

        func supplementary(ofKind kind: String, section identifier: SectionIdentifier) -> CellContent? {
            guard let section = sections[identifier] else { return nil }
            let content =
                switch kind {
                case ElementKind.sectionHeader: section.header
                case ElementKind.sectionFooter: section.footer
                default: nil as (any HeaderFooterContent)?
                }
            return (content as? any CellHeaderFooterContent)?.cellContent()
        }

        func selectionStyle(of identity: ElementIdentity) -> ItemSelectionStyle {
            identity.value(as: ContentIdentifier.self).flatMap { items[$0]?.selectionStyle } ?? .notSelectable
        }
    }

    /// Binds an empty list to `model`.
    public init(model: CollectionViewModel) {
        let list = ListDataSource(), shown = Shown()
        self.dataSource = list
        self.shown = shown
        let binding = CollectionViewDataSource(model: model, store: list.dataSource) { _, identifier, state in
            shown.cell(identifier, state: state)
        }
        binding.supplementaryContent = { kind, _, section in shown.supplementary(ofKind: kind, section: section) }
        self.binding = binding
        model.selectionStyle = { identity in shown.selectionStyle(of: identity) }
        list.didApply = { [weak self] result in self?.present(result) }
        binding.owner = self
    }

    /// Replaces the content with what `build` describes and shows the difference, animated when `animated`.
    ///
    /// With a `layout` (Listable's `list.layout = …` inside `configure`), the view then switches to it by the
    /// morph the model's and the data source's `setLayout` run, from exactly what is on screen — the content's
    /// difference as far as it has animated, each item's cell as it describes itself.
    @discardableResult
    public func setContent(
        layout: CompositionalLayout? = nil, animated: Bool = true, _ build: (inout ListContent) -> Void
    )
        async -> ApplyResult<SectionIdentifier, ContentIdentifier>
    {
        let result = await dataSource.setContent(animated: animated, build)
        if let layout, let binding { binding.setLayout(layout, animated: animated) }
        return result
    }

    /// The item shown at `path`, or nil when nothing is there.
    public func item(at path: ItemPath) -> AnyItem? {
        binding?.itemIdentifier(for: path).flatMap { shown.items[$0] }
    }

    /// Where the item `identifier` is shown, or nil when it is not.
    public func indexPath(for identifier: ContentIdentifier) -> ItemPath? { binding?.indexPath(for: identifier) }

    private func present(_ result: ApplyResult<SectionIdentifier, ContentIdentifier>) {
        guard let binding, let model = binding.view else { return }
        let items = dataSource.items, sections = dataSource.sections, shown = shown
        binding.present(result) {
            let before = shown.items
            shown.items = items
            shown.sections = sections
            Self.applySelectedStates(of: items, over: before, to: model)
        }
        didApply?(result)
    }

    /// `.selectable(isSelected:)` with a value is the app's word on an item's selection on every update that shows
    /// it; without one (`.selectable()`) the user's clicks and keys decide. An item that becomes tappable or not
    /// selectable leaves the selection.
    private static func applySelectedStates(
        of items: [ContentIdentifier: AnyItem], over before: [ContentIdentifier: AnyItem],
        to model: CollectionViewModel
    ) {
        for (identifier, item) in items {
            let identity = ElementIdentity(identifier)
            switch item.selectionStyle {
            case .selectable(isSelected: true?): model.selection.select(identity)
            case .selectable(isSelected: false?): model.selection.deselect(identity)
            case .selectable(isSelected: nil): break
            case .tappable, .notSelectable:
                if before[identifier]?.selectionStyle != item.selectionStyle { model.selection.deselect(identity) }
            }
        }
    }
}
