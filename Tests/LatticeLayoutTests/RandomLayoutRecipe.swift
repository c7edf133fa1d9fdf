import SeededRandom

@testable import LatticeLayout

// Random layouts for `RandomizedLayoutTests`: a seeded recipe builder that makes a layout (and the engines for it)
// and describes its choices for failure messages.

// MARK: - Random layout recipes

/// A deterministic measurer whose answers derive from the index path (and element kind).
///
/// A hostile one also answers some elements with zero, NaN, infinite or negative dimensions (the engine must
/// fall back to the proposal for the invalid ones and keep every frame finite).
private struct PathMeasurer: LayoutMeasuring {
    var hostile = false

    func measure(_ request: MeasureRequest) -> Size {
        let path = request.indexPath
        var rng = SplitMix64(
            seed: UInt64(bitPattern: Int64(path.section &* 1_000_003 &+ path.item))
                ^ (request.category == .cell ? 0 : 0xABCDEF) ^ UInt64(request.elementKind.count))
        var size =
            request.category == .cell
            ? Size(width: Double(rng.int(in: 20...90)), height: Double(rng.int(in: 20...90)))
            : Size(width: Double(rng.int(in: 16...60)), height: Double(rng.int(in: 16...60)))
        if hostile && rng.chance(0.3) {
            let bad = rng.pick([0.0, .nan, .infinity, -.infinity, -10, 0])
            if rng.chance(0.5) { size.width = bad } else { size.height = bad }
        }
        return size
    }
}

/// How a section is made.
private enum SectionRecipe: Sendable {
    case custom(LayoutSection)
    case list(ListConfiguration)

    func make(_ environment: LayoutEnvironment) -> LayoutSection {
        switch self {
        case .custom(let section): section
        case .list(let configuration): LayoutSection.list(using: configuration, environment: environment)
        }
    }
}

/// A random layout and everything needed to build engines for it.
struct Recipe {
    var configuration: CompositionalLayoutConfiguration
    fileprivate var sections: [SectionRecipe]
    var counts: [Int]
    var containerSize: Size
    /// No measurer, a well-behaved one, or a hostile one.
    fileprivate var measurer: PathMeasurer?
    /// Scroll offsets to give orthogonal sections right after the engine is made.
    var orthogonalOffsets: [Int: Double] = [:]
    /// A human-readable account of the choices, for failure messages.
    var notes: [String]

    var layout: CompositionalLayout {
        let sections = self.sections
        return CompositionalLayout(configuration: configuration) { index, environment in
            sections[index].make(environment)
        }
    }

    func makeEngine() -> LayoutEngine {
        LayoutEngine(
            layout: layout, dataSource: ItemCounts(counts), containerSize: containerSize,
            measurer: measurer)
    }

    /// An engine with the orthogonal offsets applied.
    func makeScrolledEngine() -> LayoutEngine {
        let engine = makeEngine()
        for (section, offset) in orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            engine.setOrthogonalOffset(offset, ofSection: section)
        }
        return engine
    }

    func isOrthogonal(section: Int) -> Bool {
        if case .custom(let s) = sections[section] { return s.orthogonalScrollingBehavior != .none }
        return false
    }
}

/// Builds groups in scroll-relative terms: `cross` is across the scroll direction, `main` along it.
struct RecipeBuilder {
    let scroll: Axis
    var rng: SplitMix64
    var notes: [String] = []

    var vertical: Bool { scroll == .vertical }

    func size(cross: LayoutDimension, main: LayoutDimension) -> LayoutSize {
        vertical ? LayoutSize(width: cross, height: main) : LayoutSize(width: main, height: cross)
    }
    func fracCross(_ f: Double) -> LayoutDimension { vertical ? .fractionalWidth(f) : .fractionalHeight(f) }
    func fracMain(_ f: Double) -> LayoutDimension { vertical ? .fractionalHeight(f) : .fractionalWidth(f) }
    /// A group laid out across the scroll direction (a row in a vertical layout).
    func crossGroup(_ size: LayoutSize, _ item: LayoutItem, count: Int) -> LayoutGroup {
        vertical
            ? .horizontal(size: size, subitem: item, count: count) : .vertical(size: size, subitem: item, count: count)
    }
    func crossGroup(_ size: LayoutSize, _ subitems: [LayoutGroupChild]) -> LayoutGroup {
        vertical ? .horizontal(size: size, subitems: subitems) : .vertical(size: size, subitems: subitems)
    }
    /// A group laid out along the scroll direction (a column in a vertical layout).
    func mainGroup(_ size: LayoutSize, _ item: LayoutItem, count: Int) -> LayoutGroup {
        vertical
            ? .vertical(size: size, subitem: item, count: count) : .horizontal(size: size, subitem: item, count: count)
    }
    func mainGroup(_ size: LayoutSize, _ subitems: [LayoutGroupChild]) -> LayoutGroup {
        vertical ? .vertical(size: size, subitems: subitems) : .horizontal(size: size, subitems: subitems)
    }
    /// Edge spacing along the cross axis (between siblings of a cross group).
    func crossEdges(_ leading: LayoutSpacing?, _ trailing: LayoutSpacing?) -> EdgeSpacing {
        vertical ? EdgeSpacing(leading: leading, trailing: trailing) : EdgeSpacing(top: leading, bottom: trailing)
    }

    mutating func insets(_ maximum: Double) -> EdgeInsets {
        guard rng.chance(0.6) else { return .zero }
        return EdgeInsets(
            top: rng.steps(of: 1, in: 0...maximum), leading: rng.steps(of: 1, in: 0...maximum),
            bottom: rng.steps(of: 1, in: 0...maximum), trailing: rng.steps(of: 1, in: 0...maximum))
    }

    mutating func spacing(_ maximum: Double) -> LayoutSpacing? {
        switch rng.int(in: 0...3) {
        case 0: nil
        case 1: .flexible(rng.steps(of: 1, in: 0...maximum))
        default: .fixed(rng.steps(of: 1, in: 0...maximum))
        }
    }

    /// A main-axis dimension for a fixed-extent group: absolute, or fractional (aspect-like).
    mutating func fixedMain() -> LayoutDimension {
        switch rng.int(in: 0...3) {
        case 0: fracCross(rng.steps(of: 0.0625, in: 0.125...0.75))
        case 1: fracMain(rng.steps(of: 0.0625, in: 0.125...0.5))
        default: .absolute(rng.steps(of: 1, in: 20...160))
        }
    }

    mutating func badges() -> [LayoutSupplementaryItem] {
        guard rng.chance(0.15) else { return [] }
        return [
            LayoutSupplementaryItem(
                elementKind: "badge",
                size: LayoutSize(width: .absolute(16), height: .absolute(16)),
                containerAnchor: LayoutAnchor(
                    edges: [.top, .trailing],
                    offset: .fractional(x: 0.5, y: -0.5)))
        ]
    }

    /// A supplementary anchored to each instance of a group, sticking out of its bottom-leading corner.
    mutating func groupBadges() -> [LayoutSupplementaryItem] {
        guard rng.chance(0.2) else { return [] }
        return [
            LayoutSupplementaryItem(
                elementKind: "group-badge",
                size: LayoutSize(width: .absolute(12), height: .absolute(12)),
                containerAnchor: LayoutAnchor(
                    edges: [.bottom, .leading],
                    offset: .fractional(x: -0.5, y: 0.5)))
        ]
    }

    /// A random group and a description of it.
    mutating func group() -> LayoutGroup {
        let kind = rng.int(in: 0...9)
        switch kind {
        case 0, 1:  // count mode across the scroll direction (grid rows), fixed or estimated main extent
            let count = rng.int(in: 1...5)
            let estimated = rng.chance(0.35)
            let main: LayoutDimension = estimated ? .estimated(rng.steps(of: 1, in: 20...120)) : fixedMain()
            let itemMain: LayoutDimension =
                estimated
                ? .estimated(rng.steps(of: 1, in: 20...120))
                : rng.chance(0.7) ? fracMain(1) : fracMain(rng.steps(of: 0.125, in: 0.25...1))
            var item = LayoutItem(size: size(cross: fracCross(1), main: itemMain), contentInsets: insets(4))
            item.supplementaryItems = badges()
            var group = crossGroup(size(cross: fracCross(rng.pick([1, 1, 0.5, 0.75])), main: main), item, count: count)
            group.interItemSpacing = spacing(10)
            group.contentInsets = insets(4)
            group.supplementaryItems = groupBadges()
            notes.append("count-mode cross group count \(count) main \(main) itemMain \(itemMain)")
            return group
        case 2:  // count mode along the scroll direction (columns)
            let count = rng.int(in: 1...4)
            let item = LayoutItem(size: size(cross: fracCross(1), main: fracMain(1)), contentInsets: insets(3))
            var group = mainGroup(
                size(
                    cross: fracCross(rng.pick([1, 0.5, 0.25, 0.75])),
                    main: .absolute(rng.steps(of: 1, in: 40...240))), item, count: count)
            group.interItemSpacing = rng.chance(0.5) ? .fixed(rng.steps(of: 1, in: 0...8)) : nil
            notes.append("count-mode main group count \(count)")
            return group
        case 3, 4:  // subitems mode (items repeat while they fit), fixed or estimated main extent
            let estimated = rng.chance(0.4)
            let main: LayoutDimension = estimated ? .estimated(rng.steps(of: 1, in: 20...100)) : fixedMain()
            var subitems: [LayoutGroupChild] = []
            for _ in 0..<rng.int(in: 1...3) {
                let itemMain: LayoutDimension = estimated ? .estimated(rng.steps(of: 1, in: 20...100)) : fracMain(1)
                var item = LayoutItem(
                    size: size(cross: fracCross(rng.steps(of: 0.0625, in: 0.125...0.5)), main: itemMain),
                    contentInsets: insets(3))
                if rng.chance(0.3) {
                    item.edgeSpacing = crossEdges(
                        rng.chance(0.5) ? .fixed(rng.steps(of: 1, in: 0...6)) : .flexible(0),
                        rng.chance(0.5) ? .fixed(rng.steps(of: 1, in: 0...6)) : nil)
                }
                item.supplementaryItems = badges()
                subitems.append(.item(item))
            }
            var group = crossGroup(size(cross: fracCross(1), main: main), subitems)
            group.interItemSpacing = spacing(8)
            group.supplementaryItems = groupBadges()
            notes.append("subitems cross group of \(subitems.count) main \(main)")
            return group
        case 5:  // nested, fixed: an item beside a column of `count` items
            let a = rng.steps(of: 0.125, in: 0.25...0.75)
            let count = rng.int(in: 1...3)
            let column = mainGroup(
                size(cross: fracCross(1 - a), main: fracMain(1)),
                LayoutItem(size: size(cross: fracCross(1), main: fracMain(1)), contentInsets: insets(3)),
                count: count)
            let lead = LayoutItem(size: size(cross: fracCross(a), main: fracMain(1)), contentInsets: insets(3))
            let children: [LayoutGroupChild] =
                rng.chance(0.5) ? [.item(lead), .group(column)] : [.group(column), .item(lead)]
            notes.append("nested fixed: item \(a) + column of \(count)")
            return crossGroup(size(cross: fracCross(1), main: .absolute(rng.steps(of: 1, in: 60...240))), children)
        case 6:  // nested, estimated: an item beside a column of self-sizing items
            let a = rng.steps(of: 0.125, in: 0.25...0.75)
            let columnMain = rng.steps(of: 1, in: 40...160)
            let column = mainGroup(
                size(cross: fracCross(1 - a), main: .estimated(columnMain)),
                [.item(LayoutItem(size: size(cross: fracCross(1), main: .estimated(rng.steps(of: 1, in: 20...80)))))])
            let lead = LayoutItem(size: size(cross: fracCross(a), main: .estimated(rng.steps(of: 1, in: 20...80))))
            notes.append("nested estimated: item \(a) + self-sizing column est \(columnMain)")
            return crossGroup(size(cross: fracCross(1), main: .estimated(columnMain)), [.item(lead), .group(column)])
        case 7:  // repeating: `count` rows of a cross group inside one instance
            let rows = rng.int(in: 1...3)
            let inner = crossGroup(
                size(cross: fracCross(1), main: fracMain(1)),
                LayoutItem(size: size(cross: fracCross(1), main: fracMain(1)), contentInsets: insets(2)),
                count: rng.int(in: 1...4))
            var group = LayoutGroup.repeating(
                vertical ? .vertical : .horizontal,
                size: size(cross: fracCross(1), main: .absolute(rng.steps(of: 1, in: 40...200))),
                subgroup: inner, count: rows)
            group.interItemSpacing = rng.chance(0.5) ? .fixed(rng.steps(of: 1, in: 0...6)) : nil
            notes.append("repeating \(rows) rows")
            return group
        case 9:  // custom: frames given as fractions of the group, some overlapping
            var fractions: [Rect] = []
            for _ in 0..<rng.int(in: 1...4) {
                let x = rng.steps(of: 0.125, in: 0...0.75), y = rng.steps(of: 0.125, in: 0...0.75)
                fractions.append(
                    Rect(
                        x: x, y: y, width: rng.steps(of: 0.125, in: 0...(1 - x)),
                        height: rng.steps(of: 0.125, in: 0...(1 - y))))
            }
            let frames = fractions
            let groupSize = size(cross: fracCross(1), main: .absolute(rng.steps(of: 1, in: 30...200)))
            var group = LayoutGroup.custom(size: groupSize) { environment in
                frames.map {
                    Rect(
                        x: $0.minX * environment.groupSize.width, y: $0.minY * environment.groupSize.height,
                        width: $0.width * environment.groupSize.width, height: $0.height * environment.groupSize.height)
                }
            }
            group.contentInsets = insets(4)
            group.supplementaryItems = groupBadges()
            notes.append("custom group of \(frames.count) frames \(frames)")
            return group
        default:  // flow: a full-width row of self-sizing-width items
            let estimatedRow = rng.chance(0.5)
            let main: LayoutDimension =
                estimatedRow ? .estimated(rng.steps(of: 1, in: 24...60)) : .absolute(rng.steps(of: 1, in: 24...60))
            let itemMain: LayoutDimension = estimatedRow ? .estimated(rng.steps(of: 1, in: 24...60)) : fracMain(1)
            let item = LayoutItem(size: size(cross: .estimated(rng.steps(of: 1, in: 30...80)), main: itemMain))
            var group = crossGroup(size(cross: fracCross(1), main: main), [.item(item)])
            group.interItemSpacing = rng.chance(0.6) ? .fixed(rng.steps(of: 1, in: 0...8)) : nil
            notes.append("flow row main \(main) itemMain \(itemMain)")
            return group
        }
    }

    mutating func boundary(kind: String, leading: Bool, sectionLevel: Bool) -> BoundarySupplementaryItem {
        let alignment: BoundaryAlignment =
            switch (vertical, leading) {
            case (true, true): rng.pick([.top, .top, .topLeading, .topTrailing])
            case (true, false): rng.pick([.bottom, .bottom, .bottomLeading, .bottomTrailing])
            case (false, true): rng.pick([.leading, .leading, .topLeading, .bottomLeading])
            case (false, false): rng.pick([.trailing, .trailing, .topTrailing, .bottomTrailing])
            }
        let main: LayoutDimension =
            sectionLevel && rng.chance(0.5)
            ? .estimated(rng.steps(of: 1, in: 16...50))
            : .absolute(rng.steps(of: 1, in: 0...50))
        let extends = !sectionLevel || rng.chance(0.7)
        notes.append("\(kind) \(alignment) \(main) extends \(extends)")
        return BoundarySupplementaryItem(
            elementKind: kind, size: size(cross: fracCross(rng.pick([1, 1, 0.5])), main: main),
            alignment: alignment, extendsBoundary: extends,
            pinToVisibleBounds: rng.chance(0.3))
    }

    fileprivate mutating func section() -> SectionRecipe {
        // Lists are vertical constructs (rows of full width, headers aligned `.top`, footers `.bottom`).
        if vertical && rng.chance(0.25) {
            var configuration = ListConfiguration(appearance: rng.pick(ListConfiguration.Appearance.allCases))
            configuration.headerMode = rng.pick(ListConfiguration.HeaderMode.allCases)
            configuration.footerMode = rng.pick(ListConfiguration.FooterMode.allCases)
            notes.append(
                "list \(configuration.appearance) header \(configuration.headerMode) footer \(configuration.footerMode)"
            )
            return .list(configuration)
        }
        var section = LayoutSection(group: group())
        section.contentInsets = insets(24)
        section.interGroupSpacing = rng.chance(0.5) ? 0 : rng.steps(of: 1, in: 0...20)
        if rng.chance(0.2) {
            section.orthogonalScrollingBehavior = rng.pick(OrthogonalScrollingBehavior.allCases.filter { $0 != .none })
            notes.append("orthogonal \(section.orthogonalScrollingBehavior)")
        }
        if rng.chance(0.4) {
            section.boundarySupplementaryItems.append(
                boundary(kind: ElementKind.sectionHeader, leading: true, sectionLevel: true))
        }
        if rng.chance(0.3) {
            section.boundarySupplementaryItems.append(
                boundary(kind: ElementKind.sectionFooter, leading: false, sectionLevel: true))
        }
        if rng.chance(0.3) { section.decorationItems.append(.background(contentInsets: insets(6))) }
        section.supplementariesFollowContentInsets = rng.chance(0.7)
        if rng.chance(0.15) { section.headerTopPadding = rng.steps(of: 1, in: 0...12) }
        notes.append("insets \(section.contentInsets) spacing \(section.interGroupSpacing)")
        return .custom(section)
    }

    static func recipe(seed: UInt64) -> Recipe {
        var top = SplitMix64(seed: seed)
        let scroll: Axis = top.chance(0.7) ? .vertical : .horizontal
        var builder = RecipeBuilder(scroll: scroll, rng: top)
        var configuration = CompositionalLayoutConfiguration(scrollDirection: scroll)
        configuration.interSectionSpacing = builder.rng.chance(0.5) ? 0 : builder.rng.steps(of: 1, in: 0...30)
        configuration.contentInsets = builder.insets(20)
        if builder.rng.chance(0.15) {
            configuration.boundarySupplementaryItems.append(
                builder.boundary(kind: ElementKind.layoutHeader, leading: true, sectionLevel: false))
        }
        if builder.rng.chance(0.15) {
            configuration.boundarySupplementaryItems.append(
                builder.boundary(kind: ElementKind.layoutFooter, leading: false, sectionLevel: false))
        }
        let sectionCount = builder.rng.int(in: 1...4)
        var sections: [SectionRecipe] = []
        var counts: [Int] = []
        for index in 0..<sectionCount {
            builder.notes.append("section \(index):")
            sections.append(builder.section())
            let some = builder.rng.int(in: 0...40), many = builder.rng.int(in: 0...300),
                more = builder.rng.int(in: 0...300)
            counts.append(builder.rng.pick([0, 1, 3, some, many, more]))
        }
        let container = Size(
            width: builder.rng.steps(of: 1, in: 200...1200), height: builder.rng.steps(of: 1, in: 200...1200))
        let measurer: PathMeasurer? = builder.rng.chance(0.1) ? nil : PathMeasurer(hostile: builder.rng.chance(0.15))
        var orthogonalOffsets: [Int: Double] = [:]
        for (index, section) in sections.enumerated() {
            if case .custom(let s) = section, s.orthogonalScrollingBehavior != .none, builder.rng.chance(0.5) {
                orthogonalOffsets[index] = builder.rng.steps(of: 0.5, in: 0...3000)
            }
        }
        builder.notes.insert(
            "scroll \(scroll) container \(container) counts \(counts) measurer "
                + "\(measurer.map { $0.hostile ? "hostile" : "yes" } ?? "none") orthogonal offsets \(orthogonalOffsets) "
                + "interSection \(configuration.interSectionSpacing) insets \(configuration.contentInsets)", at: 0)
        return Recipe(
            configuration: configuration, sections: sections, counts: counts, containerSize: container,
            measurer: measurer, orthogonalOffsets: orthogonalOffsets, notes: builder.notes)
    }
}
