import CollectionView
import DiffableDataSource
import LatticeLayout

extension Screens {
    /// A settings page: a switch turns Wi-Fi off, and the networks section goes, animated; on again, it comes back.
    static let wifiSettings = Screen(slug: "wifi-settings", title: "Settings: Wi-Fi") { context in
        enum Section: Hashable, Sendable { case settings, networks }
        enum Row: Hashable, Sendable {
            case wifi, current
            case network(Network)
        }
        var isOn = true
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let model = context.model(.list(using: configuration), background: .role(.windowBackground))
        func cell(_ row: Row) -> CellContent {
            var content = ListContentConfiguration.cell()
            var accessories: [CellAccessory] = []
            switch row {
            case .wifi:
                content.text = "Wi-Fi"
                accessories = [CellAccessory(.toggle(isOn: isOn))]
            case .current:
                content.text = "Conference Hall"
                content.image = .icon("network-wireless-signal-excellent-symbolic")
                accessories = [CellAccessory(.checkmark, display: .always)]
            case .network(let network):
                content.text = network.name
                content.image = .icon(
                    "network-wireless-signal-\(["weak", "ok", "good", "excellent"][network.strength])-symbolic")
                if network.isSecure { accessories = [CellAccessory(.custom(iconName: "system-lock-screen-symbolic"))] }
            }
            return CellContent(content: content, background: .listGroupedCell(), accessories: accessories)
        }
        let dataSource = CollectionViewDataSource<Section, Row>(model: model) { _, row, _ in cell(row) }
        dataSource.register(
            SupplementaryRegistration<Section>(elementKind: ElementKind.sectionHeader) { _, section in
                var content = ListContentConfiguration.groupedHeader()
                content.text = section == .networks ? "Visible Networks" : nil
                return CellContent(content: content)
            })
        func snapshot() -> Snapshot<Section, Row> {
            var snapshot = Snapshot<Section, Row>()
            snapshot.appendSections([.settings])
            snapshot.appendItems(isOn ? [.wifi, .current] : [.wifi])
            if isOn {
                snapshot.appendSections([.networks])
                snapshot.appendItems(Network.nearby.filter { $0.name != "Conference Hall" }.map(Row.network))
            }
            snapshot.reconfigureItems([.wifi])
            return snapshot
        }
        model.onAccessory = { _, accessory in
            guard case .toggle = accessory.kind else { return }
            isOn.toggle()
            Task { @MainActor in
                let next = snapshot()
                await dataSource.apply(next)
                context.did("switched Wi-Fi \(isOn ? "on" : "off"): \(next.numberOfSections) sections")
            }
        }
        Task { @MainActor in await dataSource.apply(snapshot(), animatingDifferences: false) }
        return ScreenView(context.canvas(model), dataSource) {
            // The switch, where the first row draws it.
            guard let row = model.layoutAttributesForItem(at: ItemPath(section: 0, item: 0))?.frame else { return nil }
            let frame =
                cell(.wifi).accessoryFrames(in: row, state: CellState(), measurer: model.measurer).first {
                    if case .toggle = $0.accessory.kind { true } else { false }
                }?.frame ?? row
            return .click(Point(x: frame.midX - model.viewport.offset.x, y: frame.midY - model.viewport.offset.y))
        }
    }
}
