import SeededRandom

@testable import DiffableDataSource

/// Random snapshots and random edits of them.
struct DiffScenario {
    var random: SplitMix64
    /// Identifiers not used yet by this scenario (old snapshots draw from 0..<300 and sections from 0..<12).
    var nextItem = 1_000
    var nextSection = 100

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// 0–5 sections of 0–40 items, identifiers unique and drawn from pools.
    mutating func oldSnapshot() -> RSnapshot {
        var snapshot = RSnapshot()
        let sections = random.shuffled(Array(0..<12)).prefix(random.int(in: 0...5))
        var pool = random.shuffled(Array(0..<300))[...]
        for section in sections {
            snapshot.appendSections([section])
            let count = random.int(in: 0...40)
            snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
            pool = pool.dropFirst(count)
        }
        if random.chance(0.2) { markRandomly(&snapshot) }
        return snapshot
    }

    /// A new item identifier: usually fresh, sometimes one from the old pool (possibly deleted earlier in the
    /// same derivation, so it survives as the same identity).
    mutating func itemIdentifiers(count: Int, avoiding snapshot: RSnapshot) -> [Int] {
        var result: [Int] = []
        for _ in 0..<count {
            if random.chance(0.3) {
                let candidate = random.int(in: 0...299)
                if !snapshot.contains(item: candidate) && !result.contains(candidate) {
                    result.append(candidate)
                    continue
                }
            }
            result.append(nextItem)
            nextItem += 1
        }
        // Rarely, repeat one (the snapshot keeps the first and records a diagnostic).
        if !result.isEmpty && random.chance(0.05) { result.append(random.pick(result)) }
        return result
    }

    mutating func sectionIdentifier(avoiding snapshot: RSnapshot) -> Int {
        let candidate = random.int(in: 0...11)
        if !snapshot.contains(section: candidate) && random.chance(0.5) { return candidate }
        nextSection += 1
        return nextSection
    }

    mutating func markRandomly(_ snapshot: inout RSnapshot) {
        let items = snapshot.itemIdentifiers
        if !items.isEmpty {
            snapshot.reloadItems((0..<random.int(in: 0...3)).map { _ in random.pick(items) })
            snapshot.reconfigureItems((0..<random.int(in: 0...3)).map { _ in random.pick(items) })
        }
        let sections = snapshot.sectionIdentifiers
        if !sections.isEmpty {
            if random.chance(0.5) { snapshot.reloadSections([random.pick(sections)]) }
            if random.chance(0.5) { snapshot.reconfigureSections([random.pick(sections)]) }
        }
    }

    /// `old` after 0–12 random edits.
    mutating func derive(from old: RSnapshot) -> RSnapshot {
        var new = old
        for _ in 0..<random.int(in: 0...12) { edit(&new) }
        if random.chance(0.5) { markRandomly(&new) }
        return new
    }

    mutating func edit(_ snapshot: inout RSnapshot) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        switch random.int(in: 0...13) {
        case 0, 1:  // delete items, anywhere
            guard !items.isEmpty else { return }
            snapshot.deleteItems(Array(Set((0..<random.int(in: 1...4)).map { _ in random.pick(items) })))
        case 2:  // insert items before or after an item
            guard !items.isEmpty else { return }
            let anchor = random.pick(items)
            let new = itemIdentifiers(count: random.int(in: 1...3), avoiding: snapshot)
            if random.chance(0.5) {
                snapshot.insertItems(new, beforeItem: anchor)
            } else {
                snapshot.insertItems(new, afterItem: anchor)
            }
        case 3:  // append items to a section
            guard !sections.isEmpty else { return }
            let new = itemIdentifiers(count: random.int(in: 1...4), avoiding: snapshot)
            snapshot.appendItems(new, toSection: random.pick(sections))
        case 4, 5:  // move an item within its section (if it has company)
            guard items.count >= 2 else { return }
            let item = random.pick(items)
            let section = snapshot.sectionIdentifier(containingItem: item)!
            let others = snapshot.itemIdentifiers(inSection: section).filter { $0 != item }
            guard !others.isEmpty else { return }
            let target = random.pick(others)
            if random.chance(0.5) {
                snapshot.moveItem(item, beforeItem: target)
            } else {
                snapshot.moveItem(item, afterItem: target)
            }
        case 6:  // move an item anywhere, often into another section
            guard items.count >= 2 else { return }
            let item = random.pick(items)
            let target = random.pick(items)
            guard item != target else { return }
            if random.chance(0.5) {
                snapshot.moveItem(item, beforeItem: target)
            } else {
                snapshot.moveItem(item, afterItem: target)
            }
        case 7:  // insert or append a section, sometimes with items
            let section = sectionIdentifier(avoiding: snapshot)
            if sections.isEmpty || random.chance(0.3) {
                snapshot.appendSections([section])
            } else if random.chance(0.5) {
                snapshot.insertSections([section], beforeSection: random.pick(sections))
            } else {
                snapshot.insertSections([section], afterSection: random.pick(sections))
            }
            if random.chance(0.5) {
                snapshot.appendItems(
                    itemIdentifiers(count: random.int(in: 1...5), avoiding: snapshot), toSection: section)
            }
        case 8:  // delete a section and its items
            guard !sections.isEmpty && random.chance(0.5) else { return }
            snapshot.deleteSections([random.pick(sections)])
        case 9, 10:  // move a section
            guard sections.count >= 2 else { return }
            let section = random.pick(sections)
            let target = random.pick(sections)
            guard section != target else { return }
            if random.chance(0.5) {
                snapshot.moveSection(section, beforeSection: target)
            } else {
                snapshot.moveSection(section, afterSection: target)
            }
        case 11:  // replace a section's items: a shuffled subset plus a few new
            guard !sections.isEmpty else { return }
            let section = random.pick(sections)
            var replacement = random.shuffled(
                snapshot.itemIdentifiers(inSection: section).filter { _ in random.chance(0.8) })
            let extra = itemIdentifiers(count: random.int(in: 0...3), avoiding: snapshot)
            for item in extra { replacement.insert(item, at: random.int(in: 0...replacement.count)) }
            snapshot.replaceItems(inSection: section, with: replacement)
        case 12:
            markRandomly(&snapshot)
        case 13:  // start over, rarely
            guard random.chance(0.05) else { return }
            snapshot.deleteAllItems()
            snapshot.appendSections([sectionIdentifier(avoiding: snapshot)])
            snapshot.appendItems(itemIdentifiers(count: random.int(in: 0...5), avoiding: snapshot))
        default:
            break
        }
    }
}
