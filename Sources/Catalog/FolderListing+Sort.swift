/// How a folder's entries are ordered (folders always come first, in their own section).
public struct FolderSort: Hashable, Sendable {
    /// What entries are compared by.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        /// Natural order of names ("file2" before "file10").
        case name
        /// Size in bytes (folders: by name).
        case size
        /// Modification time, oldest first.
        case modified
        /// Type name as the listing writes it ("Folder", "PNG image", …: its `ListingFormat`'s words), then name.
        case type
    }

    /// The key.
    public var key: Key
    /// Reversed (largest, newest or last first).
    public var isReversed: Bool

    /// Creates an order.
    public init(_ key: Key = .name, reversed: Bool = false) {
        self.key = key
        isReversed = reversed
    }

    /// Names in natural order.
    public static let name = FolderSort(.name)

    /// `entries` in this order. A sort by type compares the names `format` writes (the Type column's words, in
    /// natural order), each type's looked up once.
    func sorted(_ entries: [FolderEntry], format: ListingFormat) -> [FolderEntry] {
        var names: [ListingFormat.Text: String] = [:]
        func typeName(_ entry: FolderEntry) -> String {
            let type = FileType(entry: entry).name
            if let name = names[type] { return name }
            let name = format.text(type)
            names[type] = name
            return name
        }
        let keyed = entries.map { (entry: $0, type: key == .type ? typeName($0) : "") }
        return keyed.sorted(by: precedes).map(\.entry)
    }

    /// Whether `a` comes before `b`: the key (`type`: the entry's type as written), then the name order as a
    /// tie-break, the whole reversed when asked.
    private func precedes(_ a: (entry: FolderEntry, type: String), _ b: (entry: FolderEntry, type: String)) -> Bool {
        let (entryA, entryB) = (a.entry, b.entry)
        let ordered: Bool
        switch key {
        case .name:
            ordered = FolderEntry.precedes(entryA, entryB)
        case .size:
            ordered = entryA.size != entryB.size && entryA.kind != .folder ? entryA.size < entryB.size
                : FolderEntry.precedes(entryA, entryB)
        case .modified:
            ordered = entryA.modified != entryB.modified ? entryA.modified < entryB.modified
                : FolderEntry.precedes(entryA, entryB)
        case .type:
            ordered = a.type != b.type ? FolderListing.naturalOrder(a.type, b.type) : FolderEntry.precedes(entryA, entryB)
        }
        return isReversed ? !ordered && !FolderEntry.same(entryA, entryB) : ordered
    }
}

extension FolderEntry {
    /// Whether two entries are the same entry (same bytes of name): neither precedes the other.
    static func same(_ a: FolderEntry, _ b: FolderEntry) -> Bool { a.name == b.name }
}
