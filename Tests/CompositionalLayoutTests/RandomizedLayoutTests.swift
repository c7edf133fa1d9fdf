import Testing
@testable import CompositionalLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Randomized property tests of `LayoutEngine`: random layouts (seeded) checked against a brute-force
// reference built from the engine's own full-content query, plus large-data arithmetic checks.
//
// To replay one case, run with `RANDOMIZED_LAYOUT_CASE=<case index>` (and `RANDOMIZED_LAYOUT_SEED=<seed>` if the
// failure names another base seed): only that case runs.

// MARK: - Random layout recipes

/// A deterministic measurer whose answers derive from the index path (and element kind).
///
/// A hostile one also answers some elements with zero, NaN, infinite or negative dimensions (the engine must
/// fall back to the proposal for the invalid ones and keep every frame finite).
private struct PathMeasurer: LayoutMeasuring {
    var hostile = false

    func measure(_ request: MeasureRequest) -> Size {
        let path = request.indexPath
        var rng = SeededGenerator(seed: UInt64(bitPattern: Int64(path.section &* 1_000_003 &+ path.item))
                                      ^ (request.category == .cell ? 0 : 0xABCDEF) ^ UInt64(request.elementKind.count))
        var size = request.category == .cell
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
private struct Recipe {
    var configuration: CompositionalLayoutConfiguration
    var sections: [SectionRecipe]
    var counts: [Int]
    var containerSize: Size
    /// No measurer, a well-behaved one, or a hostile one.
    var measurer: PathMeasurer?
    /// Scroll offsets to give orthogonal sections right after the engine is made.
    var orthogonalOffsets: [Int: Double] = [:]
    /// A human-readable account of the choices, for failure messages.
    var notes: [String]

    var layout: CompositionalLayout {
        let sections = self.sections
        return CompositionalLayout(configuration: configuration) { index, environment in sections[index].make(environment) }
    }

    func makeEngine() -> LayoutEngine {
        LayoutEngine(layout: layout, dataSource: ItemCounts(counts), containerSize: containerSize,
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
private struct RecipeBuilder {
    let scroll: Axis
    var rng: SeededGenerator
    var notes: [String] = []

    var vertical: Bool { scroll == .vertical }

    func size(cross: LayoutDimension, main: LayoutDimension) -> LayoutSize {
        vertical ? LayoutSize(width: cross, height: main) : LayoutSize(width: main, height: cross)
    }
    func fracCross(_ f: Double) -> LayoutDimension { vertical ? .fractionalWidth(f) : .fractionalHeight(f) }
    func fracMain(_ f: Double) -> LayoutDimension { vertical ? .fractionalHeight(f) : .fractionalWidth(f) }
    /// A group laid out across the scroll direction (a row in a vertical layout).
    func crossGroup(_ size: LayoutSize, _ item: LayoutItem, count: Int) -> LayoutGroup {
        vertical ? .horizontal(size: size, subitem: item, count: count) : .vertical(size: size, subitem: item, count: count)
    }
    func crossGroup(_ size: LayoutSize, _ subitems: [LayoutGroupChild]) -> LayoutGroup {
        vertical ? .horizontal(size: size, subitems: subitems) : .vertical(size: size, subitems: subitems)
    }
    /// A group laid out along the scroll direction (a column in a vertical layout).
    func mainGroup(_ size: LayoutSize, _ item: LayoutItem, count: Int) -> LayoutGroup {
        vertical ? .vertical(size: size, subitem: item, count: count) : .horizontal(size: size, subitem: item, count: count)
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
        return EdgeInsets(top: rng.steps(of: 1, in: 0...maximum), leading: rng.steps(of: 1, in: 0...maximum),
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
        return [LayoutSupplementaryItem(elementKind: "badge",
                                        size: LayoutSize(width: .absolute(16), height: .absolute(16)),
                                        containerAnchor: LayoutAnchor(edges: [.top, .trailing],
                                                                      offset: .fractional(x: 0.5, y: -0.5)))]
    }

    /// A supplementary anchored to each instance of a group, sticking out of its bottom-leading corner.
    mutating func groupBadges() -> [LayoutSupplementaryItem] {
        guard rng.chance(0.2) else { return [] }
        return [LayoutSupplementaryItem(elementKind: "group-badge",
                                        size: LayoutSize(width: .absolute(12), height: .absolute(12)),
                                        containerAnchor: LayoutAnchor(edges: [.bottom, .leading],
                                                                      offset: .fractional(x: -0.5, y: 0.5)))]
    }

    /// A random group and a description of it.
    mutating func group() -> LayoutGroup {
        let kind = rng.int(in: 0...9)
        switch kind {
        case 0, 1:  // count mode across the scroll direction (grid rows), fixed or estimated main extent
            let count = rng.int(in: 1...5)
            let estimated = rng.chance(0.35)
            let main: LayoutDimension = estimated ? .estimated(rng.steps(of: 1, in: 20...120)) : fixedMain()
            let itemMain: LayoutDimension = estimated ? .estimated(rng.steps(of: 1, in: 20...120))
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
            var group = mainGroup(size(cross: fracCross(rng.pick([1, 0.5, 0.25, 0.75])),
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
                var item = LayoutItem(size: size(cross: fracCross(rng.steps(of: 0.0625, in: 0.125...0.5)), main: itemMain),
                                      contentInsets: insets(3))
                if rng.chance(0.3) {
                    item.edgeSpacing = crossEdges(rng.chance(0.5) ? .fixed(rng.steps(of: 1, in: 0...6)) : .flexible(0),
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
            let column = mainGroup(size(cross: fracCross(1 - a), main: fracMain(1)),
                                   LayoutItem(size: size(cross: fracCross(1), main: fracMain(1)), contentInsets: insets(3)),
                                   count: count)
            let lead = LayoutItem(size: size(cross: fracCross(a), main: fracMain(1)), contentInsets: insets(3))
            let children: [LayoutGroupChild] = rng.chance(0.5) ? [.item(lead), .group(column)] : [.group(column), .item(lead)]
            notes.append("nested fixed: item \(a) + column of \(count)")
            return crossGroup(size(cross: fracCross(1), main: .absolute(rng.steps(of: 1, in: 60...240))), children)
        case 6:  // nested, estimated: an item beside a column of self-sizing items
            let a = rng.steps(of: 0.125, in: 0.25...0.75)
            let columnMain = rng.steps(of: 1, in: 40...160)
            let column = mainGroup(size(cross: fracCross(1 - a), main: .estimated(columnMain)),
                                   [.item(LayoutItem(size: size(cross: fracCross(1), main: .estimated(rng.steps(of: 1, in: 20...80)))))])
            let lead = LayoutItem(size: size(cross: fracCross(a), main: .estimated(rng.steps(of: 1, in: 20...80))))
            notes.append("nested estimated: item \(a) + self-sizing column est \(columnMain)")
            return crossGroup(size(cross: fracCross(1), main: .estimated(columnMain)), [.item(lead), .group(column)])
        case 7:  // repeating: `count` rows of a cross group inside one instance
            let rows = rng.int(in: 1...3)
            let inner = crossGroup(size(cross: fracCross(1), main: fracMain(1)),
                                   LayoutItem(size: size(cross: fracCross(1), main: fracMain(1)), contentInsets: insets(2)),
                                   count: rng.int(in: 1...4))
            var group = LayoutGroup.repeating(vertical ? .vertical : .horizontal,
                                              size: size(cross: fracCross(1), main: .absolute(rng.steps(of: 1, in: 40...200))),
                                              subgroup: inner, count: rows)
            group.interItemSpacing = rng.chance(0.5) ? .fixed(rng.steps(of: 1, in: 0...6)) : nil
            notes.append("repeating \(rows) rows")
            return group
        case 9:  // custom: frames given as fractions of the group, some overlapping
            var fractions: [Rect] = []
            for _ in 0..<rng.int(in: 1...4) {
                let x = rng.steps(of: 0.125, in: 0...0.75), y = rng.steps(of: 0.125, in: 0...0.75)
                fractions.append(Rect(x: x, y: y, width: rng.steps(of: 0.125, in: 0...(1 - x)),
                                      height: rng.steps(of: 0.125, in: 0...(1 - y))))
            }
            let frames = fractions
            let groupSize = size(cross: fracCross(1), main: .absolute(rng.steps(of: 1, in: 30...200)))
            var group = LayoutGroup.custom(size: groupSize) { environment in
                frames.map { Rect(x: $0.minX * environment.groupSize.width, y: $0.minY * environment.groupSize.height,
                                  width: $0.width * environment.groupSize.width, height: $0.height * environment.groupSize.height) }
            }
            group.contentInsets = insets(4)
            group.supplementaryItems = groupBadges()
            notes.append("custom group of \(frames.count) frames \(frames)")
            return group
        default:  // flow: a full-width row of self-sizing-width items
            let estimatedRow = rng.chance(0.5)
            let main: LayoutDimension = estimatedRow ? .estimated(rng.steps(of: 1, in: 24...60)) : .absolute(rng.steps(of: 1, in: 24...60))
            let itemMain: LayoutDimension = estimatedRow ? .estimated(rng.steps(of: 1, in: 24...60)) : fracMain(1)
            let item = LayoutItem(size: size(cross: .estimated(rng.steps(of: 1, in: 30...80)), main: itemMain))
            var group = crossGroup(size(cross: fracCross(1), main: main), [.item(item)])
            group.interItemSpacing = rng.chance(0.6) ? .fixed(rng.steps(of: 1, in: 0...8)) : nil
            notes.append("flow row main \(main) itemMain \(itemMain)")
            return group
        }
    }

    mutating func boundary(kind: String, leading: Bool, sectionLevel: Bool) -> BoundarySupplementaryItem {
        let alignment: BoundaryAlignment = switch (vertical, leading) {
        case (true, true): rng.pick([.top, .top, .topLeading, .topTrailing])
        case (true, false): rng.pick([.bottom, .bottom, .bottomLeading, .bottomTrailing])
        case (false, true): rng.pick([.leading, .leading, .topLeading, .bottomLeading])
        case (false, false): rng.pick([.trailing, .trailing, .topTrailing, .bottomTrailing])
        }
        let main: LayoutDimension = sectionLevel && rng.chance(0.5) ? .estimated(rng.steps(of: 1, in: 16...50))
            : .absolute(rng.steps(of: 1, in: 0...50))
        let extends = !sectionLevel || rng.chance(0.7)
        notes.append("\(kind) \(alignment) \(main) extends \(extends)")
        return BoundarySupplementaryItem(elementKind: kind, size: size(cross: fracCross(rng.pick([1, 1, 0.5])), main: main),
                                         alignment: alignment, extendsBoundary: extends,
                                         pinToVisibleBounds: rng.chance(0.3))
    }

    mutating func section() -> SectionRecipe {
        // Lists are vertical constructs (rows of full width, headers aligned `.top`, footers `.bottom`).
        if vertical && rng.chance(0.25) {
            var configuration = ListConfiguration(appearance: rng.pick(ListConfiguration.Appearance.allCases))
            configuration.headerMode = rng.pick(ListConfiguration.HeaderMode.allCases)
            configuration.footerMode = rng.pick(ListConfiguration.FooterMode.allCases)
            notes.append("list \(configuration.appearance) header \(configuration.headerMode) footer \(configuration.footerMode)")
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
            section.boundarySupplementaryItems.append(boundary(kind: ElementKind.sectionHeader, leading: true, sectionLevel: true))
        }
        if rng.chance(0.3) {
            section.boundarySupplementaryItems.append(boundary(kind: ElementKind.sectionFooter, leading: false, sectionLevel: true))
        }
        if rng.chance(0.3) { section.decorationItems.append(.background(contentInsets: insets(6))) }
        section.supplementariesFollowContentInsets = rng.chance(0.7)
        if rng.chance(0.15) { section.headerTopPadding = rng.steps(of: 1, in: 0...12) }
        notes.append("insets \(section.contentInsets) spacing \(section.interGroupSpacing)")
        return .custom(section)
    }

    static func recipe(seed: UInt64) -> Recipe {
        var top = SeededGenerator(seed: seed)
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
            let some = builder.rng.int(in: 0...40), many = builder.rng.int(in: 0...300), more = builder.rng.int(in: 0...300)
            counts.append(builder.rng.pick([0, 1, 3, some, many, more]))
        }
        let container = Size(width: builder.rng.steps(of: 1, in: 200...1200), height: builder.rng.steps(of: 1, in: 200...1200))
        let measurer: PathMeasurer? = builder.rng.chance(0.1) ? nil : PathMeasurer(hostile: builder.rng.chance(0.15))
        var orthogonalOffsets: [Int: Double] = [:]
        for (index, section) in sections.enumerated() {
            if case .custom(let s) = section, s.orthogonalScrollingBehavior != .none, builder.rng.chance(0.5) {
                orthogonalOffsets[index] = builder.rng.steps(of: 0.5, in: 0...3000)
            }
        }
        builder.notes.insert("scroll \(scroll) container \(container) counts \(counts) measurer "
                             + "\(measurer.map { $0.hostile ? "hostile" : "yes" } ?? "none") orthogonal offsets \(orthogonalOffsets) "
                             + "interSection \(configuration.interSectionSpacing) insets \(configuration.contentInsets)", at: 0)
        return Recipe(configuration: configuration, sections: sections, counts: counts, containerSize: container,
                      measurer: measurer, orthogonalOffsets: orthogonalOffsets, notes: builder.notes)
    }
}

// MARK: - Comparison helpers

/// What identifies an element in a query result (pinning and separators aside).
private struct ElementKey: Hashable, CustomStringConvertible {
    var category: ElementCategory
    var elementKind: String
    var indexPath: ItemPath
    var frame: Rect

    init(_ attributes: LayoutAttributes) {
        category = attributes.category
        elementKind = attributes.elementKind
        indexPath = attributes.indexPath
        frame = attributes.frame
    }

    var description: String { "\(category.rawValue) \(elementKind) \(indexPath) \(frame)" }
}

/// The differences between two multisets of elements, or `nil` when equal.
private func multisetDifference(actual: [LayoutAttributes], expected: [LayoutAttributes]) -> String? {
    var counts: [ElementKey: Int] = [:]
    for attributes in expected { counts[ElementKey(attributes), default: 0] += 1 }
    for attributes in actual { counts[ElementKey(attributes), default: 0] -= 1 }
    let missing = counts.filter { $0.value > 0 }.map { "\($0.key)" }.sorted()
    let extra = counts.filter { $0.value < 0 }.map { "\($0.key)" }.sorted()
    if missing.isEmpty && extra.isEmpty { return nil }
    return "missing \(missing.count) \(missing.prefix(4)) extra \(extra.count) \(extra.prefix(4))"
}

private let hugeMargin = 1e7

/// Everything the engine has, queried with a rect far larger than the content until measuring stops changing it.
private func converge(_ engine: LayoutEngine) -> (attributes: [LayoutAttributes], converged: Bool) {
    var previous: [LayoutAttributes]? = nil
    for _ in 0..<12 {
        let before = engine.contentSize
        let all = engine.attributes(in: Rect(x: -hugeMargin, y: -hugeMargin, width: before.width + 2 * hugeMargin,
                                             height: before.height + 2 * hugeMargin))
        if engine.contentSize == before, let previous, previous == all { return (all, true) }
        previous = all
    }
    return (previous ?? [], false)
}

/// Random query rects in content coordinates: free rects, zero-height and zero-width lines, rects on element
/// edges, viewport-sized rects and rects partly outside the content.
private func queryRects(content: Size, container: Size, reference: [LayoutAttributes], count: Int,
                        rng: inout SeededGenerator) -> [Rect] {
    let w = max(content.width, 1), h = max(content.height, 1)
    var rects: [Rect] = [Rect(origin: .zero, size: content)]
    for _ in 0..<count {
        let element = reference.isEmpty ? Rect(x: 0, y: 0, width: 10, height: 10) : rng.pick(reference).frame
        let x = rng.double(in: (-0.2 * w)...(1.1 * w)), y = rng.double(in: (-0.2 * h)...(1.1 * h))
        let rect: Rect
        switch rng.int(in: 0...13) {
        case 0, 1: rect = Rect(x: x, y: y, width: rng.double(in: 0...(0.6 * w)), height: rng.double(in: 0...min(h, 1.5 * container.height)))
        case 2: rect = Rect(x: rng.chance(0.5) ? 0 : x, y: y, width: rng.chance(0.5) ? w : rng.double(in: 0...w), height: 0)
        case 3: rect = Rect(x: x, y: rng.chance(0.5) ? 0 : y, width: 0, height: rng.chance(0.5) ? h : rng.double(in: 0...h))
        case 4: rect = Rect(x: -5, y: element.maxY, width: w + 10, height: rng.double(in: 1...300))  // starts where it ends
        case 5: rect = Rect(x: -5, y: element.minY - 100, width: w + 10, height: 100)  // ends where it starts
        case 6: rect = Rect(x: element.maxX, y: -5, width: rng.double(in: 1...300), height: h + 10)
        case 7: rect = Rect(x: element.minX - 50, y: -5, width: 50, height: h + 10)
        case 8: rect = Rect(x: -5, y: rng.chance(0.5) ? element.minY : element.maxY, width: w + 10, height: 0)  // line on an edge
        case 9: rect = Rect(x: rng.chance(0.5) ? element.minX : element.maxX, y: -5, width: 0, height: h + 10)
        case 10: rect = element
        case 11: rect = Rect(x: rng.chance(0.5) ? element.minX : element.maxX, y: rng.chance(0.5) ? element.minY : element.maxY,
                             width: 0, height: 0)  // a corner point
        case 12: rect = Rect(x: 0, y: rng.double(in: 0...h), width: container.width, height: container.height)
        default:  // partly outside the content, across an end
            rect = rng.chance(0.5)
                ? Rect(x: -30, y: h - rng.double(in: 0...200), width: w + 60, height: rng.double(in: 0...600))
                : Rect(x: w - rng.double(in: 0...200), y: -30, width: rng.double(in: 0...600), height: h + 60)
        }
        rects.append(rect)
    }
    return rects
}

/// Frames sane and inside the content: non-orthogonal, non-badge elements within (0, 0, contentSize);
/// orthogonal sections' cells within the content along the scroll axis.
private func frameProblems(_ all: [LayoutAttributes], content: Size, recipe: Recipe) -> [String] {
    let tolerance = 1e-6
    let axis = recipe.configuration.scrollDirection
    var problems: [String] = []
    for attributes in all {
        let f = attributes.frame
        guard [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) else {
            problems.append("non-finite frame: \(attributes)"); continue
        }
        if f.width < 0 || f.height < 0 { problems.append("negative size: \(attributes)"); continue }
        if attributes.elementKind == "badge" || attributes.elementKind == "group-badge" { continue }
        let section = attributes.indexPath.section
        let orthogonalContent = section >= 0 && recipe.isOrthogonal(section: section) && attributes.category == .cell
        let axes: [Axis] = orthogonalContent ? [axis] : [.horizontal, .vertical]
        for a in axes where f.min(a) < -tolerance || f.max(a) > content[a] + tolerance {
            problems.append("outside content \(content) along \(a): \(attributes)")
            break
        }
    }
    return problems
}

/// One random case: returns the problems found (empty when every property holds).
private func checkCase(seed: UInt64, rng: inout SeededGenerator) -> (problems: [String], recipe: Recipe) {
    let recipe = RecipeBuilder.recipe(seed: seed)
    var problems: [String] = []
    let engine = recipe.makeScrolledEngine()
    let (reference, converged) = converge(engine)
    if !converged { problems.append("full query did not converge in 12 passes") }
    let content = engine.contentSize
    let axis = recipe.configuration.scrollDirection

    // Every cell exactly once, with index paths 0..<itemCount.
    var cellsBySection: [Int: [Int]] = [:]
    for attributes in reference where attributes.category == .cell {
        cellsBySection[attributes.indexPath.section, default: []].append(attributes.indexPath.item)
    }
    for (section, count) in recipe.counts.enumerated() {
        let items = (cellsBySection[section] ?? []).sorted()
        if items != Array(0..<count) {
            problems.append("section \(section): cells \(items.count) for \(count) items (first difference at "
                            + "\(zip(items, 0..<count).first { $0.0 != $0.1 }.map { "\($0.1)" } ?? "end"))")
        }
    }
    if cellsBySection.keys.contains(where: { $0 < 0 || $0 >= recipe.counts.count }) {
        problems.append("cells in sections \(cellsBySection.keys.sorted()) for \(recipe.counts.count) sections")
    }
    if !(content.width.isFinite && content.height.isFinite) || content[axis.cross] != recipe.containerSize[axis.cross] {
        problems.append("content size \(content) for container \(recipe.containerSize)")
    }
    problems += frameProblems(reference, content: content, recipe: recipe).prefix(3)

    // Queries against the brute-force reference (everything is measured by now: nothing is measured again).
    let measurementsAfterConvergence = engine.measurementCount
    for rect in queryRects(content: content, container: recipe.containerSize, reference: reference, count: 28, rng: &rng) {
        let actual = engine.attributes(in: rect)
        let expected = reference.filter { $0.frame.intersects(rect) }
        if let difference = multisetDifference(actual: actual, expected: expected) {
            problems.append("attributes(in: \(rect)): \(difference)")
            if problems.count > 6 { break }
        }
    }
    if engine.contentSize != content {
        problems.append("content size changed by queries after convergence: \(content) → \(engine.contentSize)")
    }
    if engine.measurementCount != measurementsAfterConvergence {
        problems.append("queries after convergence measured \(engine.measurementCount - measurementsAfterConvergence) more elements")
    }

    // layoutAttributesForSupplementary(ofKind:inSection:) agrees with the full query for section headers and footers.
    for attributes in reference where attributes.category == .supplementary && attributes.indexPath.section >= 0
        && [ElementKind.sectionHeader, ElementKind.sectionFooter].contains(attributes.elementKind) {
        let single = engine.layoutAttributesForSupplementary(ofKind: attributes.elementKind, inSection: attributes.indexPath.section)
        if single?.frame != attributes.frame {
            problems.append("layoutAttributesForSupplementary(\(attributes.elementKind), \(attributes.indexPath.section)) = "
                            + "\(single.map { "\($0.frame)" } ?? "nil"), full query \(attributes.frame)")
        }
    }

    // layoutAttributesForItem(at:) agrees with the full query.
    let cellFrames = Dictionary(reference.filter { $0.category == .cell }.map { ($0.indexPath, $0.frame) },
                                uniquingKeysWith: { a, _ in a })
    for (section, count) in recipe.counts.enumerated() where count > 0 {
        for item in Set([0, count - 1] + (0..<4).map { _ in rng.int(in: 0...(count - 1)) }) {
            let path = ItemPath(section: section, item: item)
            let frame = engine.layoutAttributesForItem(at: path)?.frame
            if frame != cellFrames[path] {
                problems.append("layoutAttributesForItem(at: \(path)) = \(frame.map { "\($0)" } ?? "nil"), "
                                + "full query \(cellFrames[path].map { "\($0)" } ?? "nil")")
            }
        }
        if engine.layoutAttributesForItem(at: ItemPath(section: section, item: count)) != nil {
            problems.append("layoutAttributesForItem past the end of section \(section) is not nil")
        }
    }
    return (problems, recipe)
}

/// The same calls on an engine, recorded, for determinism checks.
private func transcript(_ recipe: Recipe, seed: UInt64) -> [[LayoutAttributes]] {
    var rng = SeededGenerator(seed: seed)
    let engine = recipe.makeScrolledEngine()
    var results: [[LayoutAttributes]] = []
    let content = engine.contentSize
    for _ in 0..<4 {  // partial queries first, so measuring happens in pieces
        let y = rng.double(in: 0...max(1, content.height)), x = rng.double(in: 0...max(1, content.width))
        results.append(engine.attributes(in: Rect(x: x, y: y, width: recipe.containerSize.width, height: recipe.containerSize.height)))
    }
    results.append(converge(engine).attributes)
    results.append([LayoutAttributes(category: .cell, elementKind: "contentSize", indexPath: ItemPath(section: 0, item: 0),
                                     frame: Rect(origin: .zero, size: engine.contentSize), zIndex: 0)])
    return results
}

private let baseSeed: UInt64 = {
    if let text = Environment.value("RANDOMIZED_LAYOUT_SEED"), let value = UInt64(text) { return value }
    return 0x1A77_1CE5_EED5
}()

private enum Environment {
    static func value(_ name: String) -> String? {
        guard let pointer = getenv(name) else { return nil }
        return String(cString: pointer)
    }
}

@Suite struct RandomizedLayoutTests {
    static let batches = 10
    static let casesPerBatch = 40

    /// The case indices of a batch (or only the case named by `RANDOMIZED_LAYOUT_CASE`).
    static func cases(batch: Int) -> [Int] {
        if let text = Environment.value("RANDOMIZED_LAYOUT_CASE"), let only = Int(text) {
            return batch == 0 ? [only] : []
        }
        return Array((batch * casesPerBatch)..<((batch + 1) * casesPerBatch))
    }

    @Test(arguments: 0..<RandomizedLayoutTests.batches)
    func randomLayoutsMatchBruteForce(batch: Int) {
        for caseIndex in Self.cases(batch: batch) {
            let seed = SeededGenerator.derive(baseSeed, caseIndex)
            var rng = SeededGenerator(seed: seed ^ 0x5EED)
            let (problems, recipe) = checkCase(seed: seed, rng: &rng)
            #expect(problems.isEmpty, """
                base seed \(baseSeed) case \(caseIndex) (RANDOMIZED_LAYOUT_CASE=\(caseIndex) RANDOMIZED_LAYOUT_SEED=\(baseSeed)):
                \(problems.prefix(6).joined(separator: "\n"))
                layout: \(recipe.notes.joined(separator: "\n  "))
                """)
        }
    }

    /// Two engines built the same way and asked the same things give identical answers; an engine measured in
    /// pieces ends with the same layout as one measured in one pass.
    @Test(arguments: 0..<RandomizedLayoutTests.batches)
    func deterministicAndOrderIndependent(batch: Int) {
        for caseIndex in Self.cases(batch: batch) where caseIndex % 2 == 0 || Environment.value("RANDOMIZED_LAYOUT_CASE") != nil {
            let seed = SeededGenerator.derive(baseSeed, caseIndex)
            let recipe = RecipeBuilder.recipe(seed: seed)
            let context = "base seed \(baseSeed) case \(caseIndex) (RANDOMIZED_LAYOUT_CASE=\(caseIndex))"
            let first = transcript(recipe, seed: seed), second = transcript(recipe, seed: seed)
            #expect(first == second, "\(context): two identical engines disagree\nlayout: \(recipe.notes.joined(separator: "\n  "))")
            let onePass = converge(recipe.makeScrolledEngine()).attributes
            if let difference = multisetDifference(actual: first[4], expected: onePass) {
                Issue.record("""
                    \(context): measuring in pieces gives another layout than measuring in one pass: \(difference)
                    layout: \(recipe.notes.joined(separator: "\n  "))
                    """)
            }

            // Resizing a measured engine ends where an engine made at the new size ends; so does invalidating.
            var rng = SeededGenerator(seed: seed ^ 0x51E)
            var resized = recipe
            resized.containerSize = Size(width: rng.steps(of: 1, in: 200...1200), height: rng.steps(of: 1, in: 200...1200))
            let engine = recipe.makeEngine()
            _ = converge(engine)
            engine.setContainerSize(resized.containerSize)
            let afterResize = converge(engine).attributes
            let fresh = resized.makeEngine()
            if let difference = multisetDifference(actual: afterResize, expected: converge(fresh).attributes) {
                Issue.record("""
                    \(context): after setContainerSize(\(resized.containerSize)) the layout differs from a new engine's: \(difference)
                    layout: \(recipe.notes.joined(separator: "\n  "))
                    """)
            } else if engine.contentSize != fresh.contentSize {
                let sizes = "\(engine.contentSize) vs a new engine's \(fresh.contentSize)"
                Issue.record("\(context): after setContainerSize the content size differs: \(sizes)")
            }
            engine.invalidateLayout()
            if let difference = multisetDifference(actual: converge(engine).attributes, expected: afterResize) {
                Issue.record("""
                    \(context): invalidateLayout() changed the converged layout: \(difference)
                    layout: \(recipe.notes.joined(separator: "\n  "))
                    """)
            }
        }
    }
}

// MARK: - Large data: arithmetic expectations

extension RandomizedLayoutTests {
    @Suite struct LargeData {
        /// A 1,000,000-item grid of 4 columns and 100-point rows: any 1920×1080 rect holds exactly the predicted
        /// cells, and no extent is ever stored.
        @Test func millionItemUniformGrid() {
            let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                                             subitem: item, count: 4)
            let count = 1_000_000, rows = count / 4
            let engine = LayoutEngine(layout: CompositionalLayout(section: LayoutSection(group: row)),
                                      dataSource: ItemCounts([count]), containerSize: Size(width: 1920, height: 1080))
            #expect(engine.contentSize == Size(width: 1920, height: Double(rows) * 100))
            var rng = SeededGenerator(seed: 0x6121D)
            let total = Double(rows) * 100
            var offsets: [Double] = [0, 100, 50, total - 1080, total - 500, total, total + 100, -500]
            for _ in 0..<40 { offsets.append(rng.double(in: 0...(total - 1080))) }
            for _ in 0..<10 { offsets.append(Double(rng.int(in: 0...(rows - 11))) * 100) }  // on row boundaries
            for y in offsets {
                let rect = Rect(x: 0, y: y, width: 1920, height: 1080)
                // The rows arithmetic places around the rect, kept when they meet it (`Rect.intersects` decides
                // whether touching edges count, as in the engine).
                let firstRow = max(0, Int((y / 100).rounded(.down)) - 1)
                let lastRow = min(rows - 1, Int(((y + 1080) / 100).rounded(.up)) + 1)
                var expected: [ElementKey] = []
                if firstRow <= lastRow {
                    for r in firstRow...lastRow {
                        for column in 0..<4 {
                            let frame = Rect(x: Double(column) * 480, y: Double(r) * 100, width: 480, height: 100)
                            guard frame.intersects(rect) else { continue }
                            expected.append(ElementKey(LayoutAttributes(
                                category: .cell, elementKind: ElementKind.cell, indexPath: ItemPath(section: 0, item: r * 4 + column),
                                frame: frame, zIndex: 0)))
                        }
                    }
                }
                #expect(expected.count >= (y + 1080 <= total && y >= 0 ? 44 : 0))
                let actual = engine.attributes(in: rect).map(ElementKey.init)
                #expect(Set(actual) == Set(expected) && actual.count == expected.count,
                        "rect \(rect): \(actual.count) elements, expected \(expected.count); first \(actual.first.map { "\($0)" } ?? "-")")
            }
            for _ in 0..<20 {
                let path = ItemPath(section: 0, item: rng.int(in: 0...(count - 1)))
                #expect(engine.layoutAttributesForItem(at: path)?.frame
                        == Rect(x: Double(path.item % 4) * 480, y: Double(path.item / 4) * 100, width: 480, height: 100))
            }
            #expect(engine.storedExtentBlockCount == 0, "a uniform grid stores no extents")
        }

        /// A 1,000,000-item list of estimated 50-point rows without a measurer: estimates stand, the arithmetic holds
        /// and no extent is stored.
        @Test func millionItemEstimatedListWithoutMeasurer() {
            let count = 1_000_000
            let engine = LayoutEngine(layout: .list(using: ListConfiguration(appearance: .plain)),
                                      dataSource: ItemCounts([count]), containerSize: Size(width: 1920, height: 1080))
            let total = Double(count) * 50
            #expect(engine.contentSize == Size(width: 1920, height: total))
            var rng = SeededGenerator(seed: 0x1157)
            var offsets: [Double] = [0, 25, 50, total - 1080, total - 10, total + 5]
            for _ in 0..<40 { offsets.append(rng.double(in: 0...(total - 1080))) }
            for _ in 0..<10 { offsets.append(Double(rng.int(in: 0...(count - 30))) * 50) }
            for y in offsets {
                let rect = Rect(x: 0, y: y, width: 1920, height: 1080)
                let firstRow = max(0, Int((y / 50).rounded(.down)) - 1)
                let lastRow = min(count - 1, Int(((y + 1080) / 50).rounded(.up)) + 1)
                let expected: [ElementKey] = firstRow <= lastRow ? (firstRow...lastRow).compactMap { r in
                    let frame = Rect(x: 0, y: Double(r) * 50, width: 1920, height: 50)
                    guard frame.intersects(rect) else { return nil }
                    return ElementKey(LayoutAttributes(category: .cell, elementKind: ElementKind.cell,
                                                       indexPath: ItemPath(section: 0, item: r), frame: frame, zIndex: 0))
                } : []
                #expect(expected.count >= (y + 1080 <= total && y >= 0 ? 21 : 0))
                let actual = engine.attributes(in: rect).map(ElementKey.init)
                #expect(actual.sorted { $0.indexPath < $1.indexPath } == expected,
                        "rect \(rect): \(actual.count) elements, expected \(expected.count); first \(actual.first.map { "\($0)" } ?? "-")")
            }
            #expect(engine.storedExtentBlockCount == 0, "without a measurer no extent is stored")
            #expect(engine.measurementCount == 0)
        }

        /// A self-sizing 1,000,000-item list: a visible layout far down measures about what it shows.
        @Test func millionItemSelfSizingListMeasuresOnlyVisibleItems() {
            struct RowMeasurer: LayoutMeasuring {
                func measure(_ request: MeasureRequest) -> Size {
                    Size(width: request.proposedSize.width, height: 30 + Double((request.indexPath.item &* 7919) % 51))
                }
            }
            func height(_ item: Int) -> Double { 30 + Double((item &* 7919) % 51) }
            let count = 1_000_000
            let engine = LayoutEngine(layout: .list(using: ListConfiguration(appearance: .plain)),
                                      dataSource: ItemCounts([count]), containerSize: Size(width: 1920, height: 1080),
                                      measurer: RowMeasurer())
            var rng = SeededGenerator(seed: 0x5E1F)
            let y = Double(rng.int(in: 1_000_000...40_000_000))
            let visible = engine.visibleLayout(in: Rect(x: 0, y: y, width: 1920, height: 1080))
            #expect(engine.measurementCount > 0)
            #expect(engine.measurementCount <= 40,
                    "measured \(engine.measurementCount) items for one 1080-point viewport of ≥30-point rows")
            #expect(engine.storedExtentBlockCount <= 2)
            // The visible cells are contiguous measured rows that cover the visible rect.
            let cells = visible.attributes.filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
            #expect(!cells.isEmpty)
            for (a, b) in zip(cells, cells.dropFirst()) {
                #expect(b.indexPath.item == a.indexPath.item + 1 && b.frame.minY == a.frame.maxY, "\(a) then \(b)")
            }
            for cell in cells { #expect(cell.frame.height == height(cell.indexPath.item), "\(cell)") }
            if let first = cells.first, let last = cells.last {
                #expect(first.frame.minY <= visible.visibleRect.minY && last.frame.maxY >= visible.visibleRect.maxY)
            }
            // Asking again measures nothing more.
            let before = engine.measurementCount
            _ = engine.visibleLayout(in: visible.visibleRect)
            #expect(engine.measurementCount == before)
        }
    }

}

// MARK: - Minimal reproductions of what the randomized tests found

/// Each test is the smallest layout that showed a failure class in `RandomizedLayoutTests`; the expectation is
/// the same brute-force comparison (or frame property) the randomized test makes.
extension RandomizedLayoutTests {
    @Suite struct Reproductions {
        struct FixedMeasurer: LayoutMeasuring {
            var width: Double? = nil
            var height: Double? = nil
            func measure(_ request: MeasureRequest) -> Size {
                Size(width: width ?? request.proposedSize.width, height: height ?? request.proposedSize.height)
            }
        }

        static func rows(_ height: Double) -> LayoutSection {
            let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(height))
            return LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))]))
        }

        /// `attributes(in:)` must equal the full query filtered by `Rect.intersects`.
        static func expectMatchesBruteForce(_ engine: LayoutEngine, _ rect: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
            let all = converge(engine).attributes
            let difference = multisetDifference(actual: engine.attributes(in: rect), expected: all.filter { $0.frame.intersects(rect) })
            #expect(difference == nil, "attributes(in: \(rect)): \(difference ?? "")", sourceLocation: sourceLocation)
        }

        static func cellPaths(_ engine: LayoutEngine) -> [ItemPath] {
            converge(engine).attributes.filter { $0.category == .cell }.map(\.indexPath).sorted()
        }

        /// A self-sizing column (subitems mode, estimated height 100, items estimated 50) takes two items per
        /// instance by estimate; measured at 60 the second item of each column was dropped from the layout.
        @Test func selfSizingColumnKeepsEveryItem() {
            let column = LayoutGroup.vertical(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(100)),
                                              subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1),
                                                                                           height: .estimated(50))))])
            let lead = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(50)))
            let group = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)),
                                               subitems: [.item(lead), .group(column)])
            let engine = LayoutEngine(layout: CompositionalLayout(section: LayoutSection(group: group)),
                                      dataSource: ItemCounts([6]), containerSize: Size(width: 400, height: 800),
                                      measurer: FixedMeasurer(height: 60))
            #expect(Self.cellPaths(engine) == (0..<6).map { ItemPath(section: 0, item: $0) })
        }

        /// An orthogonal section whose group is a flow row (estimated-width items) lays out by estimates; items
        /// measured wider than their estimate were dropped.
        @Test func orthogonalFlowRowKeepsEveryItem() {
            let item = LayoutItem(size: LayoutSize(width: .estimated(50), height: .fractionalHeight(1)))
            var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                                                           subitems: [.item(item)]))
            section.orthogonalScrollingBehavior = .continuous
            let engine = LayoutEngine(layout: CompositionalLayout(section: section), dataSource: ItemCounts([20]),
                                      containerSize: Size(width: 300, height: 600), measurer: FixedMeasurer(width: 70))
            #expect(Self.cellPaths(engine) == (0..<20).map { ItemPath(section: 0, item: $0) })
        }

        /// A zero-height rect on the boundary between two rows meets both (`Rect.intersects` counts touching edges
        /// of zero-size rects); the row ending at the boundary was missed.
        @Test func zeroHeightRectOnRowBoundary() {
            let engine = LayoutEngine(layout: CompositionalLayout(section: Self.rows(100)), dataSource: ItemCounts([5]),
                                      containerSize: Size(width: 300, height: 600))
            Self.expectMatchesBruteForce(engine, Rect(x: 0, y: 100, width: 300, height: 0))
            Self.expectMatchesBruteForce(engine, Rect(x: 10, y: 200, width: 0, height: 0))
        }

        /// A badge centred on a cell's top-trailing corner sticks out of its row into the inter-group gap; a rect
        /// meeting only that part missed it.
        @Test func badgeOutsideItsRowIsFound() {
            var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)))
            item.supplementaryItems = [LayoutSupplementaryItem(
                elementKind: "badge", size: LayoutSize(width: .absolute(16), height: .absolute(16)),
                containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5)))]
            var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                                           subitems: [.item(item)]))
            section.interGroupSpacing = 20
            let engine = LayoutEngine(layout: CompositionalLayout(section: section), dataSource: ItemCounts([3]),
                                      containerSize: Size(width: 300, height: 600))
            // Row 1 starts at 70; its badge spans y 62..78, so (0, 63, 300, 4) meets only the badge.
            Self.expectMatchesBruteForce(engine, Rect(x: 0, y: 63, width: 300, height: 4))
        }

        /// An overlay header (`extendsBoundary: false`) taller than its (empty) section reaches past the section;
        /// a rect meeting only that part missed it.
        @Test func overlayHeaderOutsideItsSectionIsFound() {
            var section = Self.rows(50)
            section.boundarySupplementaryItems = [BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(32)),
                alignment: .top, extendsBoundary: false)]
            let engine = LayoutEngine(layout: CompositionalLayout(section: section), dataSource: ItemCounts([0, 3]),
                                      containerSize: Size(width: 300, height: 600))
            Self.expectMatchesBruteForce(engine, Rect(x: 0, y: 20, width: 300, height: 5))
        }

        /// Three rows of 50/3 in a 50-point group: the last cell's maxY is 100.00000000000001 by rounding while the
        /// section ends at 100, and a zero-height rect at that maxY lost the cell.
        @Test func roundingAtTheContentEndDoesNotLoseCells() {
            let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            let group = LayoutGroup.vertical(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitem: item, count: 3)
            let engine = LayoutEngine(layout: CompositionalLayout(section: LayoutSection(group: group)), dataSource: ItemCounts([6]),
                                      containerSize: Size(width: 300, height: 800))
            let last = converge(engine).attributes.first { $0.indexPath == ItemPath(section: 0, item: 5) }!
            Self.expectMatchesBruteForce(engine, Rect(x: 0, y: last.frame.maxY, width: 300, height: 0))
        }

        /// Overlay header and footer of empty sections: a footer of an empty first section was placed above the
        /// content (y < 0) and a header of an empty last section below its end.
        @Test func overlaySupplementariesOfEmptySectionsStayInContent() {
            for (kind, alignment, counts) in [(ElementKind.sectionFooter, BoundaryAlignment.bottom, [0, 2]),
                                              (ElementKind.sectionHeader, BoundaryAlignment.top, [2, 0])] {
                var section = Self.rows(50)
                section.boundarySupplementaryItems = [BoundarySupplementaryItem(
                    elementKind: kind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
                    alignment: alignment, extendsBoundary: false)]
                let engine = LayoutEngine(layout: CompositionalLayout(section: section), dataSource: ItemCounts(counts),
                                          containerSize: Size(width: 300, height: 600))
                let all = converge(engine).attributes
                let content = engine.contentSize
                for attributes in all {
                    #expect(attributes.frame.minY >= 0 && attributes.frame.maxY <= content.height,
                            "\(attributes) outside content \(content) (counts \(counts))")
                }
            }
        }

        /// A background with insets on an empty section: `Rect.inset(by:)` clamps the size but still moves the
        /// origin, which put the decoration outside its section (and the content).
        @Test func insetBackgroundOfEmptySectionStaysInContent() {
            var section = Self.rows(50)
            section.decorationItems = [.background(contentInsets: EdgeInsets(all: 8))]
            let engine = LayoutEngine(layout: CompositionalLayout(section: section), dataSource: ItemCounts([2, 0]),
                                      containerSize: Size(width: 300, height: 600))
            let all = converge(engine).attributes
            let content = engine.contentSize
            for attributes in all {
                #expect(attributes.frame.minY >= 0 && attributes.frame.maxY <= content.height,
                        "\(attributes) outside content \(content)")
            }
            for attributes in all { Self.expectMatchesBruteForce(engine, attributes.frame) }
        }
    }
}
