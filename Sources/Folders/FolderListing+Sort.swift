import Catalog

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

    /// `entries` in this order. Names, and a sort by type's names as `format` writes them (the Type column's
    /// words), compare in `format`'s collation (`ListingFormat.collationKey`) when it has one, else in natural
    /// order; each key is made once.
    func sorted(_ entries: [FolderEntry], format: ListingFormat) -> [FolderEntry] {
        var types: [ListingFormat.Text: (name: String, key: [UInt8])] = [:]
        func type(of entry: FolderEntry) -> (name: String, key: [UInt8]) {
            let type = FileType(entry: entry).name
            if let known = types[type] { return known }
            let name = format.text(type)
            let written = (name: name, key: format.collationKey?(name) ?? [])
            types[type] = written
            return written
        }
        let keyed = entries.map { entry in
            Keyed(
                entry: entry, name: format.collationKey?(entry.title) ?? [],
                type: key == .type ? type(of: entry) : (name: "", key: []))
        }
        return keyed.sorted(by: precedes).map(\.entry)
    }

    /// An entry with what it sorts by: its name's collation key (empty without one) and its type as written.
    private struct Keyed {
        var entry: FolderEntry
        var name: [UInt8]
        var type: (name: String, key: [UInt8])
    }

    /// Whether `a` comes before `b`: the key (`type`: the entry's type as written), then the name order as a
    /// tie-break, the whole reversed when asked.
    private func precedes(_ a: Keyed, _ b: Keyed) -> Bool {
        let (entryA, entryB) = (a.entry, b.entry)
        // Names in the collation, equal keys (and no collation) in natural order.
        func byName() -> Bool {
            a.name != b.name ? a.name.lexicographicallyPrecedes(b.name) : FolderEntry.precedes(entryA, entryB)
        }
        let ordered: Bool
        switch key {
        case .name:
            ordered = byName()
        case .size:
            ordered = entryA.size != entryB.size && entryA.kind != .folder ? entryA.size < entryB.size : byName()
        case .modified:
            ordered = entryA.modified != entryB.modified ? entryA.modified < entryB.modified : byName()
        case .type:
            if a.type.name == b.type.name {
                ordered = byName()
            } else {
                ordered =
                    a.type.key != b.type.key
                    ? a.type.key.lexicographicallyPrecedes(b.type.key)
                    : FolderListing.naturalOrder(a.type.name, b.type.name)
            }
        }
        return isReversed ? !ordered && !FolderEntry.same(entryA, entryB) : ordered
    }
}

extension FolderEntry {
    /// Whether two entries are the same entry (same bytes of name): neither precedes the other.
    static func same(_ a: FolderEntry, _ b: FolderEntry) -> Bool { a.name == b.name }
}
