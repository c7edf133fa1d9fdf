import Catalog
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One directory entry, as `lstat` (and `stat` for links) saw it.
struct FolderEntry {
    enum Kind: Equatable {
        case folder, file, fifo, socket, device, brokenLink
        /// `lstat` failed for another reason than the entry vanishing (say, a folder without search
        /// permission).
        case unreadable
    }

    /// The device and inode of what the entry is (a link's target): one file, however many names lead to it.
    struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var name: [UInt8]
    /// What the entry is on disk (its target for a link).
    var fileID = FileID(device: 0, inode: 0)
    /// The name decoded, bad bytes replaced with U+FFFD.
    var title: String
    var isValidName: Bool
    var kind: Kind
    var isLink: Bool
    var isExecutable: Bool
    var size: Int64
    var modified: Int
    var linkTarget: String?
    /// The lowercased title's scalars, compared by `naturalCompare`.
    var sortKey: [Unicode.Scalar]

    /// The entry `name` in the open folder `directory`, or nil when it no longer exists.
    init?(name: [UInt8], in directory: Int32) {
        let cName = name + [0]
        func status(follow: Bool) -> (stat, Int32) {
            var info = stat()
            let result = cName.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    fstatat(directory, $0.baseAddress!, &info, follow ? 0 : AT_SYMLINK_NOFOLLOW)
                }
            }
            return result == 0 ? (info, 0) : (info, errno)
        }
        self.name = name
        if let valid = String(validating: name, as: UTF8.self) {
            title = valid
            isValidName = true
        } else {
            title = String(decoding: name, as: UTF8.self)
            isValidName = false
        }
        sortKey = Array(title.lowercased().unicodeScalars)
        isLink = false
        isExecutable = false
        size = 0
        modified = 0
        linkTarget = nil
        let (linkInfo, linkError) = status(follow: false)
        if linkError == ENOENT { return nil }
        guard linkError == 0 else {
            kind = .unreadable
            return
        }
        var info = linkInfo
        if linkInfo.st_mode & S_IFMT == S_IFLNK {
            isLink = true
            linkTarget = Self.readLink(cName, in: directory)
            let (target, targetError) = status(follow: true)
            guard targetError == 0 else {
                kind =
                    targetError == ENOENT || targetError == ELOOP || targetError == ENOTDIR ? .brokenLink : .unreadable
                modified = Int(linkInfo.st_mtim.tv_sec)
                return
            }
            info = target
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .folder
        case S_IFREG: kind = .file
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        default: kind = .device
        }
        fileID = FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        isExecutable = info.st_mode & (S_IXUSR | S_IXGRP | S_IXOTH) != 0
        size = Int64(info.st_size)
        modified = Int(info.st_mtim.tv_sec)
    }

    private static func readLink(_ cName: [UInt8], in directory: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = cName.withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) { name in
                buffer.withUnsafeMutableBufferPointer { out in
                    out.withMemoryRebound(to: CChar.self) {
                        readlinkat(directory, name.baseAddress!, $0.baseAddress!, $0.count)
                    }
                }
            }
        }
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Display order: natural order of the names, then the raw bytes (for names equal but for bad bytes).
    static func precedes(_ a: FolderEntry, _ b: FolderEntry) -> Bool {
        let order = naturalCompare(a.sortKey, b.sortKey, a.title, b.title)
        return order != 0 ? order < 0 : a.name.lexicographicallyPrecedes(b.name)
    }

    /// The catalogue item for this entry of the folder at the absolute path `folder`, its values written by
    /// `format`. `isCounted` false: a folder's entries were not counted yet (a partial listing) and it says
    /// "Folder".
    func item(folder: String, childCount: Int?, format: ListingFormat, isCounted: Bool = true) -> CatalogItem {
        let base = folder == "/" ? "/" : folder + "/"
        let id = FileName.identity(ofPath: Array(base.utf8) + name)
        let type = FileType(entry: self)
        let typeName = format.text(type.name)
        var item = CatalogItem(id: id, title: FileName.shown(title))
        if isValidName { item.filePath = base + title }
        var metadata: [CatalogMetadata] = []
        switch kind {
        case .folder:
            let count =
                !isCounted
                ? typeName
                : childCount.map { format.itemCount(ListingFormat.ItemCount(counted: $0)) } ?? format.text(.unreadable)
            item.subtitle = count
            metadata.append(CatalogMetadata(key: "Size", value: count))
        case .brokenLink:
            item.subtitle = typeName
        case .unreadable:
            item.subtitle = format.text(.unreadable)
        case .file:
            let size = format.size(size)
            // The date is the row's trailing value (Modified): the line under the name says what the file is.
            item.subtitle = "\(size) · \(typeName)"
            metadata.append(CatalogMetadata(key: "Size", value: size))
        case .fifo, .socket, .device:
            item.subtitle = typeName
        }
        if kind != .unreadable {
            metadata.append(CatalogMetadata(key: "Modified", value: format.dateAndTime(modified)))
        }
        metadata.append(CatalogMetadata(key: "Type", value: typeName))
        if let linkTarget { metadata.append(CatalogMetadata(key: "Link target", value: linkTarget)) }
        if !isValidName {
            item.subtitle = format.text(.invalidName)
            metadata.append(CatalogMetadata(key: "Name", value: FolderFormatter.escaped(name)))
        }
        if type.isThumbnailed && isValidName {
            item.imagePath = base + title
        } else {
            item.icon = type.icon
        }
        item.metadata = metadata
        if isLink && kind != .brokenLink { item.emblem = "emblem-symbolic-link" }  // a broken one is the emblem itself
        return item
    }
}

extension FolderListing {
    typealias Entry = FolderEntry
}
