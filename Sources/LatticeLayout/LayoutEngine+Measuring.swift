extension LayoutEngine {
    /// A measuring function for the cells of `solution`: answers from the identity-keyed cache, asks the
    /// measurer only when `measuring` (elements a query touches), and keeps header rows at header height.
    func cellMeasure(_ solution: SectionSolution, measuring: Bool) -> (Int, Size, Bool, Bool) -> Size? {
        let headerHeight = headerRowHeight(solution)
        let section = solution.index
        return { [unowned self] item, proposed, widthFree, heightFree in
            var proposal = proposed
            if item == 0, heightFree, let headerHeight { proposal.height = headerHeight }
            let path = ItemPath(section: section, item: item)
            let key = MeasureKey(identity: dataSource.identity(ofItemAt: path), elementKind: ElementKind.cell)
            if let cached = measuredSizes[key],
                cached.holds(for: proposal, widthFree: widthFree, heightFree: heightFree)
            {
                return cached.size
            }
            guard measuring, let measurer else { return proposal == proposed ? nil : proposal }
            let request = MeasureRequest(
                category: .cell, elementKind: ElementKind.cell, indexPath: path,
                proposedSize: proposal, widthIsEstimated: widthFree,
                heightIsEstimated: heightFree)
            let size = sanitized(measurer.measure(request), fallback: proposal)
            measurementCount += 1
            remember(
                MeasuredSize(proposed: proposal, size: size, widthFree: widthFree, heightFree: heightFree), for: key)
            return size
        }
    }

    /// Keeps `size` for `key`; past `measuredSizeLimit` sizes, forgets the others first.
    ///
    /// The cache spares measuring an element again and brings sizes back after a re-solve; what the layout
    /// shows lives in the size indexes, which keep every measured pitch in 8 bytes. Unbounded, the cache would
    /// grow with every item ever shown, without end while the user jumps through a million rows. Forgotten
    /// elements are measured again when next shown; after a re-solve, the ones not shown since are back at
    /// their estimates.
    func remember(_ size: MeasuredSize, for key: MeasureKey) {
        if measuredSizes.count >= Self.measuredSizeLimit, measuredSizes[key] == nil {
            measuredSizes.removeAll(keepingCapacity: true)
        }
        measuredSizes[key] = size
    }

    /// A measured size with every non-finite or negative dimension replaced by the proposal's.
    func sanitized(_ size: Size, fallback: Size) -> Size {
        Size(
            width: size.width.isFinite && size.width >= 0 ? size.width : fallback.width,
            height: size.height.isFinite && size.height >= 0 ? size.height : fallback.height)
    }

    /// Solves instance `instance` of `solution` and records its extent; returns its elements relative to
    /// the instance's origin.
    func solveInstance(_ solution: SectionSolution, _ instance: Int, measuring: Bool) -> SolvedGroup {
        let first = solution.firstItem(ofInstance: instance)
        let count = solution.itemCount(ofInstance: instance)
        if solution.mode == .uniform && count == solution.itemsPerInstance {
            return solution.template
        }
        let key = InstanceKey(section: solution.index, instance: instance)
        if let cached = instanceCache[key], cached.isMeasured || !measuring {
            return cached.solved
        }
        var solver = GroupSolver(
            environment: environment, allowsFlow: solution.mode == .flow,
            measure: cellMeasure(solution, measuring: measuring))
        if solution.mode == .uniform { solver.measure = { _, _, _, _ in nil } }
        var cursor = first
        let limit = solution.mode == .flow ? solution.itemCount : first + count
        let solved = solver.solve(
            solution.section.group, container: solution.groupContainer, cursor: &cursor,
            limit: limit)
        let stack = solution.stackAxis
        let pitch = solved.size[stack] + solution.section.interGroupSpacing
        switch solution.mode {
        case .uniform:
            break
        case .measured:
            if solution.pitches.pitch(instance) != pitch {
                solution.pitches.set(instance, pitch)
                noteGeometryChange()
            }
        case .flow:
            if solved.leafCount != count || solution.pitches.pitch(instance) != pitch {
                reflow(solution, from: instance)
                noteGeometryChange()
            }
        }
        if solution.isOrthogonal && solved.size[scrollAxis] > solution.bandExtent {
            solution.bandExtent = solved.size[scrollAxis]
            noteGeometryChange()
        }
        noteOverhang(of: solved, in: solution)
        if solution.mode != .uniform {
            if instanceCache.count >= Self.instanceCacheLimit { instanceCache.removeAll(keepingCapacity: true) }
            // A flow reflow above may have moved this row's items; cache only what still describes the row.
            if solution.firstItem(ofInstance: instance) == first
                && solution.itemCount(ofInstance: instance) == solved.leafCount
            {
                instanceCache[key] = CachedInstance(solved: solved, isMeasured: measuring || measurer == nil)
            }
        }
        return solved
    }

    /// Widens `overhang` for elements of `solved` reaching outside their instance (along the stack) or the
    /// band (along the scroll axis of an orthogonal section).
    func noteOverhang(of solved: SolvedGroup, in solution: SectionSolution) {
        overhang = max(overhang, solved.overhang(along: solution.stackAxis))
        if solution.isOrthogonal {
            var band = solved
            band.size[scrollAxis] = solution.bandExtent
            overhang = max(overhang, band.overhang(along: scrollAxis))
        }
    }

    func noteGeometryChange() {
        generation += 1
        originsDirty = true
    }

    /// Re-derives the rows of a flow section from row `row` on, using cached measurements only.
    func reflow(_ solution: SectionSolution, from row: Int) {
        for key in instanceCache.keys where key.section == solution.index && key.instance >= row {
            instanceCache.removeValue(forKey: key)
        }
        var rows = Array(solution.flowRows.prefix(row))
        var pitches: [Double] = (0..<rows.count).map { solution.pitches.pitch($0) }
        var cursor = rows.last.map { $0.first + $0.count } ?? 0
        let solver = GroupSolver(
            environment: environment, allowsFlow: true,
            measure: cellMeasure(solution, measuring: false))
        while cursor < solution.itemCount {
            let first = cursor
            let solved = solver.solve(
                solution.section.group, container: solution.groupContainer, cursor: &cursor,
                limit: solution.itemCount)
            guard solved.leafCount > 0 else { break }
            rows.append(SectionSolution.FlowRow(first: first, count: solved.leafCount))
            pitches.append(solved.size[solution.stackAxis] + solution.section.interGroupSpacing)
        }
        solution.flowRows = rows
        var index = SizeIndex(count: rows.count, defaultPitch: solution.pitches.defaultPitch)
        for (row, pitch) in pitches.enumerated() { index.set(row, pitch) }
        solution.pitches = index
    }

    /// Measures the estimated boundary supplementaries of `solution` (once per identity and proposal).
    func measureSupplementaries(_ solution: SectionSolution) {
        for (index, item) in solution.section.boundarySupplementaryItems.enumerated()
        where item.size.hasEstimate && !solution.supplementaries.isMeasured[index] {
            solution.supplementaries.isMeasured[index] = true
            let proposal = solution.supplementaries.sizes[index]
            let key = MeasureKey(
                identity: dataSource.identity(ofSection: solution.index), elementKind: item.elementKind)
            let widthFree = item.size.width.isEstimated, heightFree = item.size.height.isEstimated
            var size: Size
            if let cached = measuredSizes[key],
                cached.holds(for: proposal, widthFree: widthFree, heightFree: heightFree)
            {
                size = cached.size
            } else if let measurer {
                let request = MeasureRequest(
                    category: .supplementary, elementKind: item.elementKind,
                    indexPath: ItemPath(section: solution.index, item: 0),
                    proposedSize: proposal, widthIsEstimated: widthFree,
                    heightIsEstimated: heightFree)
                size = sanitized(measurer.measure(request), fallback: proposal)
                measurementCount += 1
                remember(
                    MeasuredSize(proposed: proposal, size: size, widthFree: widthFree, heightFree: heightFree),
                    for: key)
            } else {
                continue
            }
            if !widthFree { size.width = proposal.width }
            if !heightFree { size.height = proposal.height }
            if size != proposal {
                solution.supplementaries.sizes[index] = size
                noteGeometryChange()
            }
        }
    }
}
