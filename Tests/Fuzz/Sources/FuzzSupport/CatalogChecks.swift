import Catalog

/// What every catalogue a fuzz input opens as must hold: each of its first `limit` items per section is found by
/// id where it is (`CatalogItemFinder`, where one is made), and no row is ruled out for a needle its title or
/// subtitle holds (`mayContain`, the search's prefilter).
public func checkItems(of catalog: Catalog, limit: Int = 500) {
    let sections = catalog.sections.map(\.items)
    let finder = CatalogItemFinder(sections)
    for (section, items) in sections.enumerated() {
        for index in items.indices.prefix(limit) {
            if let finder {
                let found = finder.position(ofID: items.id(at: index))
                precondition(
                    found?.section == section && found?.item == index, "item \(index) of section \(section) not found")
            }
            let texts = items.texts(at: index)
            for text in [texts.title, texts.subtitle ?? ""] {
                let lower = text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
                guard lower.count >= 2 else { continue }
                let needle = Array(lower[lower.count / 3..<min(lower.count, lower.count / 3 + 2)])
                guard needle.allSatisfy({ $0 < 0x80 }) else { continue }
                precondition(
                    items.mayContain(asciiLowercased: needle, at: index), "row \(index) ruled out for a needle it holds"
                )
            }
        }
    }
}
