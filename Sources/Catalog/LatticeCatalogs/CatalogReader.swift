import Foundation
import InputFiles
import JSONInput

/// Reads a catalogue document: validates every value, resolves image paths, checks id uniqueness and the
/// limits, and builds the values.
///
/// Sections are read depth first in the order `Catalog.allItems` lists items: a section's `id`, `title` and
/// `icon`, its `items`, then its `sections`. "First" and "second" occurrences of an id follow that order.
struct CatalogReader {
    static let topLevelKeys = ["$schema", "title", "subtitle", "sections"]
    static let sectionKeys = ["id", "title", "icon", "items", "sections"]
    static let itemKeys = ["id", "title", "subtitle", "icon", "image", "color", "metadata"]

    /// The absolute folder relative image paths resolve against.
    let baseDirectory: String
    /// The most items the catalogue may hold (`Catalog.itemLimit`).
    let itemLimit: Int
    /// The JSON path of every section read so far, by ordinal.
    private var sectionPaths: [String] = []
    /// Section id → ordinal.
    private var sectionIDs: [String: Int] = [:]
    /// Item id → (section ordinal, index in the section) packed as `ordinal << 32 | index`.
    private var itemIDs: [String: Int] = [:]
    private var itemCount = 0

    init(baseDirectory: String, itemLimit: Int = Catalog.itemLimit) {
        self.baseDirectory = baseDirectory
        self.itemLimit = itemLimit
    }

    mutating func catalog(_ root: JSONNode, source: String) throws(InputError) -> Catalog {
        let top = try topLevel(root)
        var sections: [CatalogSection] = []
        for node in top.sections {
            sections.append(try section(node, depth: 1))
        }
        return Catalog(title: top.title, subtitle: top.subtitle, sections: sections, sourcePath: source)
    }

    /// The document `root`'s title and subtitle and its sections' nodes, its top level checked (the sections are
    /// left to the caller).
    func topLevel(_ root: JSONNode) throws(InputError) -> (title: String, subtitle: String?, sections: [JSONNode]) {
        let object = try root.object(allowing: Self.topLevelKeys).rejectingDuplicateKeys()
        _ = try object.optional("$schema")?.string()
        let title = try object.required("title").nonEmptyString()
        let subtitle = try optionalText(object.optional("subtitle"))
        return (title, subtitle, try object.required("sections").array())
    }

    private mutating func section(_ node: JSONNode, depth: Int) throws(InputError) -> CatalogSection {
        try checkDepth(depth, at: node)
        let ordinal = beginSection(at: node.path)
        let fields = try sectionFields(node, ordinal: ordinal)
        var items: [CatalogItem] = []
        if let itemsNode = fields.object.optional("items") {
            let nodes = try itemsNode.array()
            items.reserveCapacity(nodes.count)
            for (index, itemNode) in nodes.enumerated() {
                items.append(try item(itemNode, section: ordinal, index: index))
            }
        }
        var sections: [CatalogSection] = []
        if let sectionsNode = fields.object.optional("sections") {
            for child in try sectionsNode.array() {
                sections.append(try section(child, depth: depth + 1))
            }
        }
        return CatalogSection(
            id: fields.id, title: fields.title, icon: fields.icon, items: CatalogItems(items), sections: sections)
    }

    /// Refuses a section nested deeper than `Catalog.depthLimit` (`depth` 1: a top-level one).
    func checkDepth(_ depth: Int, at node: JSONNode) throws(InputError) {
        guard depth <= Catalog.depthLimit else {
            throw node.error("sections nest more than \(Catalog.depthLimit) levels deep")
        }
    }

    /// Numbers the section at `path` (its ordinal: where its items' ids are said to be first).
    mutating func beginSection(at path: String) -> Int {
        sectionPaths.append(path)
        return sectionPaths.count - 1
    }

    /// The section `node`'s id (claimed for section `ordinal` unless `idClaimed`: `claimSectionID`), title and
    /// icon, and its members, checked; its `items` and `sections`, when present, are left to the caller.
    mutating func sectionFields(
        _ node: JSONNode, ordinal: Int, idClaimed: Bool = false
    ) throws(InputError)
        -> (id: String, title: String, icon: String?, object: JSONObjectReader)
    {
        let object = try node.object(allowing: Self.sectionKeys).rejectingDuplicateKeys()
        let idNode = try object.required("id")
        let id = idClaimed ? try idNode.nonEmptyString() : try claimSectionID(idNode, ordinal: ordinal)
        let title = try object.required("title").nonEmptyString()
        let icon = try object.optional("icon").map { node throws(InputError) in try iconName(node) }
        return (id, title, icon, object)
    }

    /// The section id `idNode`, claimed for section `ordinal`: an error when an earlier section has it.
    @discardableResult
    mutating func claimSectionID(_ idNode: JSONNode, ordinal: Int) throws(InputError) -> String {
        let id = try idNode.nonEmptyString()
        if let index = sectionIDs.index(forKey: id) {
            let (earlier, first) = sectionIDs[index]
            throw idNode.error(
                "duplicate section id \(JSONText.quoted(id)) (first at \(sectionPaths[first]).id)"
                    + Self.normalisationNote(id, earlier))
        }
        sectionIDs[id] = ordinal
        return id
    }

    /// The item `node`, the `index`th of section `ordinal`: counted against the item limit, its id claimed.
    mutating func item(_ node: JSONNode, section: Int, index: Int) throws(InputError) -> CatalogItem {
        let (object, idNode, id) = try itemID(node)
        if let found = itemIDs.index(forKey: id) {
            let (earlier, first) = itemIDs[found]
            throw duplicateItemID(id, at: idNode, earlier: earlier, place: (first >> 32, first & 0xFFFF_FFFF))
        }
        itemIDs[id] = section << 32 | index
        return try item(object, id: id)
    }

    /// The item `node`'s object and its id, read: counted against the item limit, checked up to its id (what
    /// `item(_:section:index:)` does before claiming the id; a caller claiming ids its own way goes on with
    /// `item(_:id:)`).
    mutating func itemID(
        _ node: JSONNode
    ) throws(InputError) -> (object: JSONObjectReader, idNode: JSONNode, id: String) {
        itemCount += 1
        guard itemCount <= itemLimit else {
            throw node.error("the catalogue holds more than \(itemLimit) items")
        }
        let object = try node.object(allowing: Self.itemKeys).rejectingDuplicateKeys()
        let idNode = try object.required("id")
        return (object, idNode, try idNode.nonEmptyString())
    }

    /// The error of item id `id` at `idNode`, given first as `earlier` (the same, perhaps written otherwise) by
    /// the `index`th item of section `section` (`place`; nil: not known, and not said).
    func duplicateItemID(
        _ id: String, at idNode: JSONNode, earlier: String, place: (section: Int, index: Int)?
    ) -> InputError {
        let first = place.flatMap { place in
            sectionPaths.indices.contains(place.section)
                ? " (first at \(sectionPaths[place.section]).items[\(place.index)].id)" : nil
        }
        return idNode.error(
            "duplicate item id \(JSONText.quoted(id))\(first ?? "")" + Self.normalisationNote(id, earlier))
    }

    /// The item of `object`, whose id is `id` (checked: neither counted nor claimed).
    func item(_ object: JSONObjectReader, id: String) throws(InputError) -> CatalogItem {
        let title = try object.required("title").nonEmptyString()
        let subtitle = try optionalText(object.optional("subtitle"))
        let iconNode = object.optional("icon"), imageNode = object.optional("image")
        if iconNode != nil, let imageNode {
            throw imageNode.error("give either \"icon\" or \"image\", not both")
        }
        let icon = try iconNode.map { node throws(InputError) in try iconName(node) }
        let imagePath = try imageNode.map { node throws(InputError) in try self.imagePath(node) }
        let color = try object.optional("color").map { node throws(InputError) in try self.color(node) }
        let metadata = try object.optional("metadata").map { node throws(InputError) in try CatalogValues.metadata(node)
        }
        return CatalogItem(
            id: id, title: title, subtitle: subtitle, icon: icon, imagePath: imagePath, color: color,
            metadata: metadata ?? [])
    }

    // MARK: Values

    /// A string where an empty one means none.
    private func optionalText(_ node: JSONNode?) throws(InputError) -> String? {
        guard let node else { return nil }
        let text = try node.string()
        return text.isEmpty ? nil : text
    }

    /// An icon theme name (see `CatalogValues.iconNameProblem`).
    private func iconName(_ node: JSONNode) throws(InputError) -> String {
        guard case .string(let name) = node.value else { throw node.expected(CatalogValues.iconExpectation) }
        if let problem = CatalogValues.iconNameProblem(name, got: node.value.summary) { throw node.error(problem) }
        return name
    }

    /// An image file path, relative to the catalogue's folder or absolute; returned absolute and normalised.
    private func imagePath(_ node: JSONNode) throws(InputError) -> String {
        let path = try node.nonEmptyString()
        if let problem = CatalogValues.imagePathProblem(path) { throw node.error(problem) }
        return CatalogPath.resolve(path, against: baseDirectory)
    }

    private func color(_ node: JSONNode) throws(InputError) -> CatalogColor {
        guard case .string(let text) = node.value, let color = CatalogColor(hex: text) else {
            throw node.expected(CatalogValues.colorExpectation)
        }
        return color
    }
}

/// Lexical path handling (no file system access): absolute paths and `.`/`..` folding.
enum CatalogPath {
    /// `path` made absolute against the current directory, normalised.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return resolve(path, against: currentDirectory())
    }

    /// `path` (absolute, or relative to the absolute folder `base`) normalised.
    static func resolve(_ path: String, against base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// The folder holding `path` (an absolute, normalised path).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "/" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Folds `.`, `..` and repeated slashes of an absolute path (`..` above the root stays at the root).
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func currentDirectory() -> String {
        FileManager.default.currentDirectoryPath
    }
}

extension CatalogReader {
    /// For two ids Swift's string comparison takes for one: a note when their characters differ, which is
    /// canonical equivalence ("café" composed and decomposed) — else nothing.
    static func normalisationNote(_ id: String, _ earlier: String) -> String {
        id.unicodeScalars.elementsEqual(earlier.unicodeScalars)
            ? ""
            : "; the two are spelled differently but are the same text in Unicode (canonically equivalent), and ids are compared as text"
    }
}
