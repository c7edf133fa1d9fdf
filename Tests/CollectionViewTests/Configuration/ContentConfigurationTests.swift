import LatticeLayout
import Testing

@testable import CollectionView

@Suite struct ContentConfigurationTests {
    let measurer = FixedTextMeasurer()

    @Test func subtitleCellPlacesImageTextAndSecondaryText() {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Budget"  // 6 × 7.335 = 44.01 wide, 18.3375 high
        content.secondaryText = "18 kB"  // 12 px caption: 15 high
        content.image = .icon("x-office-spreadsheet")
        let layout = content.layout(width: 400, measurer: measurer)
        // Text block 18.3375 + 2 + 15 = 35.3375; with 8 + 8 margins → 51.3375 (> 50 minimum).
        #expect(abs(layout.height - 51.3375) < 1e-9)
        #expect(layout.image == Rect(x: 12, y: (51.3375 - 32) / 2, width: 32, height: 32))
        #expect(layout.text?.minX == 56)  // 12 + 32 + 12
        #expect(layout.text?.width == 332.0)  // 400 − 56 − 12
        #expect(abs((layout.text?.minY ?? 0) - 8) < 1e-9)  // block centred: (51.3375 − 35.3375) / 2
        #expect(abs((layout.secondaryText?.minY ?? 0) - (8 + 18.3375 + 2)) < 1e-9)
    }

    @Test func shortContentKeepsTheAdwaitaMinimumHeight() {
        var content = ListContentConfiguration.cell()
        content.text = "Wi-Fi"
        #expect(content.layout(width: 300, measurer: measurer).height == 50)
        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.text = "Home"
        #expect(sidebar.layout(width: 200, measurer: measurer).height == 36)
    }

    @Test func longTextWrapsOnlyWhenLinesAreAllowed() {
        var content = ListContentConfiguration.plainFooter()  // unlimited lines, 12 px
        content.text = String(repeating: "x", count: 100)  // 600 px natural at 6 px a character
        let layout = content.layout(width: 324, measurer: measurer)
        // 300 px of text width: 50 characters a line, 2 lines of 15.
        #expect(layout.text?.height == 30)
        var cell = ListContentConfiguration.cell()
        cell.text = String(repeating: "x", count: 100)
        #expect(cell.layout(width: 324, measurer: measurer).text?.height == 18.3375)  // one line, truncated
    }

    @Test func valueCellPutsTheValueAtTheTrailingEdge() {
        var content = ListContentConfiguration.valueCell()
        content.text = "Size"
        content.secondaryText = "12 kB"  // 5 × 7.335 = 36.675
        let layout = content.layout(width: 300, measurer: measurer)
        #expect(layout.secondaryText?.maxX == 288)
        #expect(abs((layout.secondaryText?.width ?? 0) - 36.675) < 1e-9)
        #expect(layout.text?.minX == 12)
        #expect(abs((layout.text?.maxX ?? 0) - (288 - 36.675 - 12)) < 1e-9)
    }

    @Test func gridCellStacksAndCentres() {
        var content = ListContentConfiguration.gridCell()
        content.text = "Blue"
        content.image = .swatch(Color(hex: 0x3584E4))
        let layout = content.layout(width: 160, measurer: measurer)
        #expect(layout.image == Rect(x: 48, y: 12, width: 64, height: 64))
        #expect(layout.text == Rect(x: 12, y: 86, width: 136, height: 18.3375))
        #expect(content.textProperties.alignment == .center)
    }

    @Test func trailingAccessoriesNarrowTheText() {
        var content = ListContentConfiguration.cell()
        content.text = "Downloads"
        let plain = CellContent(content: content)
        let withCount = CellContent(
            content: content, accessories: [CellAccessory(.label("42")), CellAccessory(.disclosureIndicator)])
        var recorded = DisplayList()
        withCount.draw(
            in: Rect(x: 0, y: 0, width: 300, height: 50), state: CellState(), measurer: measurer, into: &recorded)
        var plainList = DisplayList()
        plain.draw(
            in: Rect(x: 0, y: 0, width: 300, height: 50), state: CellState(), measurer: measurer, into: &plainList)
        func textWidth(_ list: DisplayList) -> Double? {
            for command in list.commands { if case .text("Downloads", let rect, _) = command { return rect.width } }
            return nil
        }
        // "42" is 14.67 wide, the chevron 16, each followed by 8 of spacing.
        #expect(textWidth(plainList) == 276)
        #expect(abs((textWidth(recorded) ?? 0) - (276 - 14.67 - 8 - 16 - 8)) < 1e-9)
        // Trailing accessories read in array order: the chevron (last) sits at the trailing margin, the label
        // before it.
        let icons = recorded.commands.compactMap { command -> Rect? in
            if case .icon("go-next-symbolic", let rect, _, _) = command { return rect } else { return nil }
        }
        #expect(icons == [Rect(x: 272, y: 17, width: 16, height: 16)])
    }

    @Test func accessoriesShowByState() {
        var state = CellState()
        #expect(!CellAccessory(.checkmark).isShown(in: state))
        #expect(!CellAccessory(.delete).isShown(in: state))
        #expect(CellAccessory(.disclosureIndicator).isShown(in: state))
        state.isSelected = true
        state.isEditing = true
        #expect(CellAccessory(.checkmark).isShown(in: state))
        #expect(CellAccessory(.delete).isShown(in: state))
        #expect(CellAccessory(.delete).placement == .leading)
        #expect(CellAccessory(.reorder).placement == .trailing)
    }

    @Test func outlineDisclosureRotatesWhenExpanded() {
        var content = ListContentConfiguration.sidebarHeader()
        content.text = "Places"
        let cell = CellContent(content: content, accessories: [CellAccessory(.outlineDisclosure)])
        func rotation(expanded: Bool) -> Double? {
            var state = CellState()
            state.isExpanded = expanded
            var list = DisplayList()
            cell.draw(in: Rect(x: 0, y: 0, width: 200, height: 32), state: state, measurer: measurer, into: &list)
            for command in list.commands { if case .icon(_, _, _, let angle) = command { return angle } }
            return nil
        }
        #expect(rotation(expanded: false) == 0)
        #expect(rotation(expanded: true) == Double.pi / 2)
    }

    @Test func backgroundsRestyleByState() {
        var state = CellState()
        #expect(BackgroundConfiguration.listPlainCell().updated(for: state).fill == .role(.viewBackground))
        state.isHovered = true
        #expect(BackgroundConfiguration.listPlainCell().updated(for: state).fill == .role(.hoverOverlay))
        state.isHighlighted = true
        #expect(BackgroundConfiguration.listPlainCell().updated(for: state).fill == .role(.pressedOverlay))
        state.isSelected = true
        #expect(BackgroundConfiguration.listPlainCell().updated(for: state).fill == .role(.selectionBackground))
        // Sidebars select with a neutral highlight, as GNOME's navigation sidebars do.
        #expect(BackgroundConfiguration.listSidebarCell().updated(for: state).fill == .role(.pressedOverlay))
    }

    @Test func focusedCellsDrawAFocusRingLast() {
        var content = ListContentConfiguration.cell()
        content.text = "Focus"
        var state = CellState()
        state.isFocused = true
        var list = DisplayList()
        CellContent(content: content, background: .listPlainCell())
            .draw(in: Rect(x: 10, y: 20, width: 200, height: 50), state: state, measurer: measurer, into: &list)
        guard case .rectangle(let rect, _, nil, .role(.accentBackground), 2)? = list.commands.last else {
            Issue.record("the last command is not the focus ring: \(String(describing: list.commands.last))")
            return
        }
        #expect(rect == Rect(x: 11, y: 21, width: 198, height: 48))
    }

    @Test func colorsParseAndPrint() {
        #expect(Color(parsing: "#3584e4") == Color(hex: 0x3584E4))
        #expect(Color(parsing: "#fff") == Color(hex: 0xFFFFFF))
        #expect(Color(parsing: "#3584e480")?.alpha == 128.0 / 255.0)
        for bad in ["", "3584e4", "#12", "#zzzzzz", "#1234567"] { #expect(Color(parsing: bad) == nil, "\(bad)") }
        #expect(Color(hex: 0x3584E4).description == "#3584e4")
        #expect(Theme.adwaitaDark[.viewBackground] != Theme.adwaitaLight[.viewBackground])
        #expect(Paint.role(.accent).resolve(in: .adwaitaLight) == Color(hex: 0x1C71D8))
    }
}

extension ContentConfigurationTests {
    /// The focus ring lines a cell, or rings from outside a background inset from the cell (a card in its row).
    @Test func theFocusRingFollowsAnInsetBackground() {
        var content = ListContentConfiguration.cell()
        content.text = "Row"
        let frame = Rect(x: 0, y: 0, width: 200, height: 50)
        func ring(_ background: BackgroundConfiguration) -> Rect? {
            var rect: Rect?
            var state = CellState()
            state.isFocused = true
            CellContent(content: content, background: background).forEachPart(
                in: frame, state: state, measurer: measurer
            ) {
                if $0.role == .focusRing { rect = $0.rect }
            }
            return rect
        }
        #expect(ring(.listPlainCell()) == Rect(x: 1, y: 1, width: 198, height: 48))
        let card = BackgroundConfiguration(
            fill: .role(.cardBackground), cornerRadius: 6,
            insets: EdgeInsets(top: 3, leading: 12, bottom: 3, trailing: 12))
        #expect(ring(card) == Rect(x: 10, y: 1, width: 180, height: 48))
    }

    /// An emblem sits on the image's bottom-trailing corner, 40% of its size and never under 12 points, drawn
    /// after the image; without one there is no emblem part.
    @Test func anEmblemSitsOnTheImagesCorner() {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "link.txt"
        content.image = .icon("text-x-generic")
        content.imageProperties.size = Size(width: 40, height: 40)
        content.imageProperties.emblem = "emblem-symbolic-link"
        func parts(_ content: ListContentConfiguration) -> [CellPart] {
            var parts: [CellPart] = []
            CellContent(content: content).forEachPart(
                in: Rect(x: 0, y: 0, width: 300, height: 60), state: CellState(),
                measurer: measurer
            ) { parts.append($0) }
            return parts
        }
        let drawn = parts(content)
        let image = try! #require(drawn.first { $0.role == .image }),
            emblem = try! #require(drawn.first { $0.role == .emblem })
        #expect(emblem.rect == Rect(x: image.rect.maxX - 16, y: image.rect.maxY - 16, width: 16, height: 16))
        #expect(emblem.drawing == .icon("emblem-symbolic-link", tint: nil))
        #expect(drawn.firstIndex { $0.role == .image }! < drawn.firstIndex { $0.role == .emblem }!)
        // A badge of its own size, overhanging the corner.
        content.imageProperties.emblemSize = 10
        content.imageProperties.emblemOffset = Point(x: 3, y: 4)
        #expect(
            parts(content).first { $0.role == .emblem }?.rect
                == Rect(x: image.rect.maxX - 7, y: image.rect.maxY - 6, width: 10, height: 10))
        content.imageProperties.emblemSize = nil
        content.imageProperties.emblemOffset = Point(x: 0, y: 0)
        content.imageProperties.size = Size(width: 16, height: 16)
        #expect(parts(content).first { $0.role == .emblem }?.rect.width == 12)
        content.imageProperties.emblem = nil
        #expect(!parts(content).contains { $0.role == .emblem })
    }

    /// A trailing value yields to the title: in a cell too narrow for both (the title would keep less than 96
    /// points) the label is left out — drawn nowhere, reserving nothing — while a chevron still shows; wide
    /// enough, both show and the title ends before the value.
    @Test func aTrailingValueYieldsToTheTitleInANarrowCell() {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Blue 1"
        content.image = .swatch(Color(hex: 0x99C1F1))
        content.imageProperties.size = Size(width: 32, height: 32)
        let cell = CellContent(
            content: content, accessories: [CellAccessory(.label("153, 193, 241")), CellAccessory(.disclosureIndicator)]
        )
        func parts(width: Double) -> [CellPart] {
            var parts: [CellPart] = []
            cell.forEachPart(in: Rect(x: 0, y: 0, width: width, height: 50), state: CellState(), measurer: measurer) {
                parts.append($0)
            }
            return parts
        }
        let wide = parts(width: 400)
        let title = try! #require(wide.first { $0.role == .text }),
            value = try! #require(wide.first { $0.role == .accessory(0) })
        #expect(title.rect.maxX <= value.rect.minX)
        #expect(
            cell.accessoryFrames(in: Rect(x: 0, y: 0, width: 400, height: 50), state: CellState(), measurer: measurer)
                .count == 2)
        let narrow = parts(width: 220)
        #expect(narrow.filter { if case .accessory = $0.role { true } else { false } }.count == 1)  // the chevron only
        #expect(narrow.contains { $0.drawing == .accessory(CellAccessory(.disclosureIndicator), CellState()) })
        let narrowTitle = try! #require(narrow.first { $0.role == .text })
        #expect(
            narrowTitle.rect.width >= 96
                || narrowTitle.rect.width
                    >= measurer.size(of: "Blue 1", style: content.textProperties, width: nil).width
        )
        #expect(
            cell.accessoryFrames(in: Rect(x: 0, y: 0, width: 220, height: 50), state: CellState(), measurer: measurer)
                .map(\.accessory) == [CellAccessory(.disclosureIndicator)])
    }
}
