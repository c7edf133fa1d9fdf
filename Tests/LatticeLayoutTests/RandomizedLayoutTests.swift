import SeededRandom
import Testing

@testable import LatticeLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Randomized property tests of `LayoutEngine`: random layouts (seeded) checked against a brute-force
// reference built from the engine's own full-content query, plus large-data arithmetic checks.
// The random layouts come from `RandomLayoutRecipe.swift`; the determinism, large-data and reproduction tests are in
// the `RandomizedLayoutTests+…` files.
//
// To replay one case, run with `RANDOMIZED_LAYOUT_CASE=<case index>` (and `RANDOMIZED_LAYOUT_SEED=<seed>` if the
// failure names another base seed): only that case runs.

// MARK: - Comparison helpers

/// What identifies an element in a query result (pinning and separators aside).
struct ElementKey: Hashable, CustomStringConvertible {
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
func multisetDifference(actual: [LayoutAttributes], expected: [LayoutAttributes]) -> String? {
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
func converge(_ engine: LayoutEngine) -> (attributes: [LayoutAttributes], converged: Bool) {
    var previous: [LayoutAttributes]? = nil
    for _ in 0..<12 {
        let before = engine.contentSize
        let all = engine.attributes(
            in: Rect(
                x: -hugeMargin, y: -hugeMargin, width: before.width + 2 * hugeMargin,
                height: before.height + 2 * hugeMargin))
        if engine.contentSize == before, let previous, previous == all { return (all, true) }
        previous = all
    }
    return (previous ?? [], false)
}

/// Random query rects in content coordinates: free rects, zero-height and zero-width lines, rects on element
/// edges, viewport-sized rects and rects partly outside the content.
private func queryRects(
    content: Size, container: Size, reference: [LayoutAttributes], count: Int,
    rng: inout SplitMix64
) -> [Rect] {
    let w = max(content.width, 1), h = max(content.height, 1)
    var rects: [Rect] = [Rect(origin: .zero, size: content)]
    for _ in 0..<count {
        let element = reference.isEmpty ? Rect(x: 0, y: 0, width: 10, height: 10) : rng.pick(reference).frame
        let x = rng.double(in: (-0.2 * w)...(1.1 * w)), y = rng.double(in: (-0.2 * h)...(1.1 * h))
        let rect: Rect
        switch rng.int(in: 0...13) {
        case 0, 1:
            rect = Rect(
                x: x, y: y, width: rng.double(in: 0...(0.6 * w)),
                height: rng.double(in: 0...min(h, 1.5 * container.height)))
        case 2:
            rect = Rect(x: rng.chance(0.5) ? 0 : x, y: y, width: rng.chance(0.5) ? w : rng.double(in: 0...w), height: 0)
        case 3:
            rect = Rect(x: x, y: rng.chance(0.5) ? 0 : y, width: 0, height: rng.chance(0.5) ? h : rng.double(in: 0...h))
        // starts where it ends
        case 4: rect = Rect(x: -5, y: element.maxY, width: w + 10, height: rng.double(in: 1...300))
        case 5: rect = Rect(x: -5, y: element.minY - 100, width: w + 10, height: 100)  // ends where it starts
        case 6: rect = Rect(x: element.maxX, y: -5, width: rng.double(in: 1...300), height: h + 10)
        case 7: rect = Rect(x: element.minX - 50, y: -5, width: 50, height: h + 10)
        // line on an edge
        case 8: rect = Rect(x: -5, y: rng.chance(0.5) ? element.minY : element.maxY, width: w + 10, height: 0)
        case 9: rect = Rect(x: rng.chance(0.5) ? element.minX : element.maxX, y: -5, width: 0, height: h + 10)
        case 10: rect = element
        case 11:
            rect = Rect(
                x: rng.chance(0.5) ? element.minX : element.maxX, y: rng.chance(0.5) ? element.minY : element.maxY,
                width: 0, height: 0)  // a corner point
        case 12: rect = Rect(x: 0, y: rng.double(in: 0...h), width: container.width, height: container.height)
        default:  // partly outside the content, across an end
            rect =
                rng.chance(0.5)
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
            problems.append("non-finite frame: \(attributes)")
            continue
        }
        if f.width < 0 || f.height < 0 {
            problems.append("negative size: \(attributes)")
            continue
        }
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
private func checkCase(seed: UInt64, rng: inout SplitMix64) -> (problems: [String], recipe: Recipe) {
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
            problems.append(
                "section \(section): cells \(items.count) for \(count) items (first difference at "
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
    for rect in queryRects(
        content: content, container: recipe.containerSize, reference: reference, count: 28, rng: &rng)
    {
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
        problems.append(
            "queries after convergence measured \(engine.measurementCount - measurementsAfterConvergence) more elements"
        )
    }

    // layoutAttributesForSupplementary(ofKind:inSection:) agrees with the full query for section headers and footers.
    for attributes in reference
    where attributes.category == .supplementary && attributes.indexPath.section >= 0
        && [ElementKind.sectionHeader, ElementKind.sectionFooter].contains(attributes.elementKind)
    {
        let single = engine.layoutAttributesForSupplementary(
            ofKind: attributes.elementKind, inSection: attributes.indexPath.section)
        if single?.frame != attributes.frame {
            problems.append(
                "layoutAttributesForSupplementary(\(attributes.elementKind), \(attributes.indexPath.section)) = "
                    + "\(single.map { "\($0.frame)" } ?? "nil"), full query \(attributes.frame)")
        }
    }

    // layoutAttributesForItem(at:) agrees with the full query.
    let cellFrames = Dictionary(
        reference.filter { $0.category == .cell }.map { ($0.indexPath, $0.frame) },
        uniquingKeysWith: { a, _ in a })
    for (section, count) in recipe.counts.enumerated() where count > 0 {
        for item in Set([0, count - 1] + (0..<4).map { _ in rng.int(in: 0...(count - 1)) }) {
            let path = ItemPath(section: section, item: item)
            let frame = engine.layoutAttributesForItem(at: path)?.frame
            if frame != cellFrames[path] {
                problems.append(
                    "layoutAttributesForItem(at: \(path)) = \(frame.map { "\($0)" } ?? "nil"), "
                        + "full query \(cellFrames[path].map { "\($0)" } ?? "nil")")
            }
        }
        if engine.layoutAttributesForItem(at: ItemPath(section: section, item: count)) != nil {
            problems.append("layoutAttributesForItem past the end of section \(section) is not nil")
        }
    }
    return (problems, recipe)
}

let baseSeed: UInt64 = {
    if let text = Environment.value("RANDOMIZED_LAYOUT_SEED"), let value = UInt64(text) { return value }
    return 0x1A77_1CE5_EED5
}()

enum Environment {
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
            let seed = SplitMix64.derive(baseSeed, caseIndex)
            var rng = SplitMix64(seed: seed ^ 0x5EED)
            let (problems, recipe) = checkCase(seed: seed, rng: &rng)
            #expect(
                problems.isEmpty,
                """
                base seed \(baseSeed) case \(caseIndex) (RANDOMIZED_LAYOUT_CASE=\(caseIndex) RANDOMIZED_LAYOUT_SEED=\(baseSeed)):
                \(problems.prefix(6).joined(separator: "\n"))
                layout: \(recipe.notes.joined(separator: "\n  "))
                """)
        }
    }
}
