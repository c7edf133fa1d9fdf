import SeededRandom
import Testing

@testable import LatticeLayout

// MARK: - Determinism and order independence

/// The same calls on an engine, recorded, for determinism checks.
private func transcript(_ recipe: Recipe, seed: UInt64) -> [[LayoutAttributes]] {
    var rng = SplitMix64(seed: seed)
    let engine = recipe.makeScrolledEngine()
    var results: [[LayoutAttributes]] = []
    let content = engine.contentSize
    for _ in 0..<4 {  // partial queries first, so measuring happens in pieces
        let y = rng.double(in: 0...max(1, content.height)), x = rng.double(in: 0...max(1, content.width))
        results.append(
            engine.attributes(
                in: Rect(x: x, y: y, width: recipe.containerSize.width, height: recipe.containerSize.height)))
    }
    results.append(converge(engine).attributes)
    results.append([
        LayoutAttributes(
            category: .cell, elementKind: "contentSize", indexPath: ItemPath(section: 0, item: 0),
            frame: Rect(origin: .zero, size: engine.contentSize), zIndex: 0)
    ])
    return results
}

extension RandomizedLayoutTests {
    /// Two engines built the same way and asked the same things give identical answers; an engine measured in
    /// pieces ends with the same layout as one measured in one pass.
    @Test(arguments: 0..<RandomizedLayoutTests.batches)
    func deterministicAndOrderIndependent(batch: Int) {
        for caseIndex in Self.cases(batch: batch)
        where caseIndex % 2 == 0 || Environment.value("RANDOMIZED_LAYOUT_CASE") != nil {
            let seed = SplitMix64.derive(baseSeed, caseIndex)
            let recipe = RecipeBuilder.recipe(seed: seed)
            let context = "base seed \(baseSeed) case \(caseIndex) (RANDOMIZED_LAYOUT_CASE=\(caseIndex))"
            let first = transcript(recipe, seed: seed), second = transcript(recipe, seed: seed)
            #expect(
                first == second,
                "\(context): two identical engines disagree\nlayout: \(recipe.notes.joined(separator: "\n  "))")
            let onePass = converge(recipe.makeScrolledEngine()).attributes
            if let difference = multisetDifference(actual: first[4], expected: onePass) {
                Issue.record(
                    """
                    \(context): measuring in pieces gives another layout than measuring in one pass: \(difference)
                    layout: \(recipe.notes.joined(separator: "\n  "))
                    """)
            }

            // Resizing a measured engine ends where an engine made at the new size ends; so does invalidating.
            var rng = SplitMix64(seed: seed ^ 0x51E)
            var resized = recipe
            resized.containerSize = Size(
                width: rng.steps(of: 1, in: 200...1200), height: rng.steps(of: 1, in: 200...1200))
            let engine = recipe.makeEngine()
            _ = converge(engine)
            engine.setContainerSize(resized.containerSize)
            let afterResize = converge(engine).attributes
            let fresh = resized.makeEngine()
            if let difference = multisetDifference(actual: afterResize, expected: converge(fresh).attributes) {
                Issue.record(
                    """
                    \(context): after setContainerSize(\(resized.containerSize)) the layout differs from a new engine's: \(difference)
                    layout: \(recipe.notes.joined(separator: "\n  "))
                    """)
            } else if engine.contentSize != fresh.contentSize {
                let sizes = "\(engine.contentSize) vs a new engine's \(fresh.contentSize)"
                Issue.record("\(context): after setContainerSize the content size differs: \(sizes)")
            }
            engine.invalidateLayout()
            if let difference = multisetDifference(actual: converge(engine).attributes, expected: afterResize) {
                Issue.record(
                    """
                    \(context): invalidateLayout() changed the converged layout: \(difference)
                    layout: \(recipe.notes.joined(separator: "\n  "))
                    """)
            }
        }
    }
}
