extension LayoutEngine {
    /// How far an orthogonal section's band is scrolled across the scroll direction.
    public func orthogonalOffset(ofSection section: Int) -> Double { orthogonalOffsets[section] ?? 0 }

    /// The length of an orthogonal section's band content (groups, spacing and insets) across the scroll axis.
    public func orthogonalContentExtent(ofSection section: Int) -> Double {
        ensureSolved()
        return solutions[section].orthogonalContentExtent
    }

    /// Scrolls an orthogonal section's band, clamped to its content; ignored for other sections.
    public func setOrthogonalOffset(_ offset: Double, ofSection section: Int) {
        ensureSolved()
        guard solutions.indices.contains(section), solutions[section].isOrthogonal, offset.isFinite else { return }
        orthogonalOffsets[section] = clampOrthogonal(offset, section: section)
    }

    /// Where a scroll of an orthogonal band should come to rest after a gesture that would end at
    /// `proposedOffset` with `velocity` (points per second, positive towards the trailing end), following the
    /// section's behaviour; paging behaviours move at most one page or group from the current offset.
    public func orthogonalTargetOffset(ofSection section: Int, proposedOffset: Double, velocity: Double) -> Double {
        ensureSolved()
        guard solutions.indices.contains(section), proposedOffset.isFinite else { return 0 }
        let solution = solutions[section]
        let current = orthogonalOffset(ofSection: section)
        let visible = solution.crossExtent
        let leading = solution.section.contentInsets.start(scrollAxis.cross)
        let direction = velocity > 0 ? 1 : velocity < 0 ? -1 : 0
        func groupStart(_ instance: Int) -> Double { leading + solution.stackOffset(ofInstance: instance) }
        func groupExtent(_ instance: Int) -> Double {
            solution.pitches.pitch(instance) - solution.section.interGroupSpacing
        }
        let count = solution.instanceCount
        var target: Double
        switch solution.section.orthogonalScrollingBehavior {
        case .none:
            return 0
        case .continuous:
            target = proposedOffset
        case .continuousGroupLeadingBoundary:
            guard count > 0 else { return 0 }
            let rest = { (instance: Int) in groupStart(instance) - leading }
            target = rest(nearestInstance(solution, to: proposedOffset, probe: proposedOffset, rest: rest))
        case .paging:
            guard visible > 0 else { return 0 }
            let currentPage = (current / visible).rounded()
            var page = (proposedOffset / visible).rounded()
            if direction != 0 { page = currentPage + Double(direction) }
            page = min(max(page, currentPage - 1), currentPage + 1)
            target = page * visible
        case .groupPaging, .groupPagingCentered:
            guard count > 0 else { return 0 }
            let centered = solution.section.orthogonalScrollingBehavior == .groupPagingCentered
            // Groups are compared by the offset at which each would rest.
            let rest = { (instance: Int) in
                centered
                    ? groupStart(instance) + groupExtent(instance) / 2 - visible / 2 : groupStart(instance) - leading
            }
            let probe = { (offset: Double) in centered ? offset + visible / 2 - leading : offset }
            let currentGroup = nearestInstance(solution, to: current, probe: probe(current), rest: rest)
            var group = nearestInstance(solution, to: proposedOffset, probe: probe(proposedOffset), rest: rest)
            if direction != 0 { group = currentGroup + direction }
            group = min(max(group, currentGroup - 1, 0), min(currentGroup + 1, count - 1))
            target = rest(group)
        }
        return clampOrthogonal(target, section: section)
    }

    /// The instance whose resting offset is nearest `offset`, searched around the instance at `probe` (a
    /// position along the band's stack).
    private func nearestInstance(
        _ solution: SectionSolution, to offset: Double, probe: Double,
        rest: (Int) -> Double
    ) -> Int {
        let candidate = solution.instance(atStackPosition: probe)
        var best = candidate
        for instance in [candidate - 1, candidate + 1] where instance >= 0 && instance < solution.instanceCount {
            if abs(rest(instance) - offset) < abs(rest(best) - offset) { best = instance }
        }
        return best
    }

    private func clampOrthogonal(_ offset: Double, section: Int) -> Double {
        let solution = solutions[section]
        let maximum = max(0, solution.orthogonalContentExtent - solution.crossExtent)
        return min(max(0, offset), maximum)
    }
}
