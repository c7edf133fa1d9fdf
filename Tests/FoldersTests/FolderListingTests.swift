import Foundation
import InputFiles
import JSONInput
import Testing

@testable import Catalog
@testable import Folders

#if canImport(Glibc)
    import Glibc
#endif

/// 3 March 2026, 12:00 UTC.
let march3: TimeInterval = 1_772_539_200

/// A scratch folder the test fills; removed (permissions restored first) by `remove()`.
struct Scratch {
    let url: URL
    var path: String { url.path }

    init() throws { url = try scratchDirectory() }

    /// Creates `name` (folders for names ending in "/") with `contents`, modified on 3 March 2026 at noon UTC.
    func make(_ name: String, contents: String = "") throws {
        let target = url.appendingPathComponent(name)
        if name.hasSuffix("/") {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        } else {
            try Data(contents.utf8).write(to: target)
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: march3)],
            ofItemAtPath: target.path)
    }

    /// Creates a file whose name is the raw bytes `name` (which need not be UTF-8).
    func makeRaw(_ name: [UInt8]) throws {
        let bytes = Array(path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = bytes.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644) }
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        close(descriptor)
    }

    func link(_ name: String, to target: String) throws {
        guard symlink(target, url.appendingPathComponent(name).path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    func list(showHidden: Bool = false, limit: Int = 100_000) throws -> Catalog {
        try FolderListing.catalog(forFolder: path, showHidden: showHidden, limit: limit, timeZone: .gmt)
    }

    func remove() {
        if let walker = FileManager.default.enumerator(atPath: path) {
            while let name = walker.nextObject() as? String { chmod(path + "/" + name, 0o755) }
        }
        try? FileManager.default.removeItem(at: url)
    }
}

/// The items of the section `section` of `catalog` (none when it has no such section).
func items(_ catalog: Catalog, _ section: String) -> [CatalogItem] {
    Array(catalog.section(id: section)?.items ?? [])
}

/// The message listing `path` fails with, or nil when it lists.
private func listingError(_ path: String) -> InputError? {
    do {
        _ = try FolderListing.catalog(forFolder: path)
        return nil
    } catch {
        return error
    }
}

@Suite struct FolderListingTests {
    @Test func foldersAndFilesInSectionsWithIconsAndDetails() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for folder in [
            "beta/", "alpha/", "Documents/", "Downloads/", "Music/", "Pictures/", "Videos/", "Templates/",
            "Public/", "Desktop/"
        ] { try scratch.make(folder) }
        try scratch.make("alpha/one.txt")
        try scratch.make("alpha/two.txt")
        try scratch.make("alpha/.secret")
        let files = [
            "notes.txt": "hello", "photo.PNG": "", "song.mp3": "", "clip.mkv": "", "report.pdf": "",
            "sheet.ods": "", "slides.odp": "", "README": "", "data.xyz": "", "page.html": "",
            "run.sh": "", "bundle.tar.gz": "", "font.ttf": "", "big.bin": String(repeating: "x", count: 1234)
        ]
        for (name, contents) in files { try scratch.make(name, contents: contents) }

        let catalog = try scratch.list()
        #expect(catalog.title == scratch.url.lastPathComponent)
        #expect(catalog.subtitle == scratch.path)
        #expect(catalog.sourcePath == scratch.path)
        #expect(catalog.sections.map(\.id) == ["folders", "files"])
        #expect(catalog.sections.map(\.title) == ["Folders", "Files"])
        #expect(Set(catalog.allItems.map(\.id)).count == catalog.allItems.count)

        let folders = items(catalog, "folders")
        #expect(
            folders.map(\.title) == [
                "alpha", "beta", "Desktop", "Documents", "Downloads", "Music", "Pictures",
                "Public", "Templates", "Videos"
            ])
        #expect(
            folders.map { $0.icon ?? "" } == [
                "folder", "folder", "user-desktop", "folder-documents",
                "folder-download", "folder-music", "folder-pictures",
                "folder-publicshare", "folder-templates", "folder-videos"
            ])
        let alpha = folders[0]
        #expect(alpha.id == scratch.path + "/alpha")
        #expect(alpha.subtitle == "2 items")  // .secret is hidden
        #expect(alpha.metadata.map(\.key) == ["Size", "Modified", "Type"])
        #expect(alpha.metadata("Type") == "Folder")
        #expect(folders[1].subtitle == "0 items")

        let byName = Dictionary(uniqueKeysWithValues: items(catalog, "files").map { ($0.title, $0) })
        #expect(items(catalog, "files").count == files.count)
        let notes = try #require(byName["notes.txt"])
        #expect(notes.id == scratch.path + "/notes.txt")
        #expect(notes.subtitle == "5 bytes · Plain text")
        #expect(
            notes.metadata == [
                CatalogMetadata(key: "Size", value: "5 bytes"),
                CatalogMetadata(key: "Modified", value: "3 March 2026, 12:00"),
                CatalogMetadata(key: "Type", value: "Plain text")
            ])
        #expect(notes.icon == "text-x-generic" && notes.imagePath == nil)
        #expect(byName["big.bin"]?.subtitle == "1.2 kB · BIN file")
        #expect(byName["big.bin"]?.metadata("Type") == "BIN file")

        let photo = try #require(byName["photo.PNG"])
        #expect(photo.imagePath == scratch.path + "/photo.PNG")
        #expect(photo.icon == nil)
        #expect(photo.metadata("Type") == "PNG image")
        let icons = [
            "song.mp3": "audio-x-generic", "clip.mkv": "video-x-generic", "report.pdf": "x-office-document",
            "sheet.ods": "x-office-spreadsheet", "slides.odp": "x-office-presentation", "README": "text-x-generic",
            "data.xyz": "application-x-generic", "page.html": "text-html", "run.sh": "text-x-script",
            "bundle.tar.gz": "package-x-generic", "font.ttf": "font-x-generic"
        ]
        for (name, icon) in icons {
            #expect(byName[name]?.icon == icon, "\(name)")
            #expect(byName[name]?.imagePath == nil, "\(name)")
        }
    }

    @Test func hiddenEntriesOnlyWhenAsked() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.make(".hidden")
        try scratch.make(".config/")
        try scratch.make("visible.txt")
        try scratch.make("sub/")
        try scratch.make("sub/.dot")

        let plain = try scratch.list()
        #expect(plain.allItems.map(\.title) == ["sub", "visible.txt"])
        #expect(plain.item(id: scratch.path + "/sub")?.subtitle == "0 items")

        let all = try scratch.list(showHidden: true)
        #expect(items(all, "folders").map(\.title) == [".config", "sub"])
        #expect(items(all, "files").map(\.title) == [".hidden", "visible.txt"])
        #expect(all.item(id: scratch.path + "/sub")?.subtitle == "1 item")
    }

    @Test func naturalCaseInsensitiveOrder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for name in ["file10.txt", "file2.txt", "File3.txt", "file1.txt", "file02.txt", "apple", "Banana"] {
            try scratch.make(name)
        }
        let names = try scratch.list().allItems.map(\.title)
        #expect(names == ["apple", "Banana", "file1.txt", "file2.txt", "file02.txt", "File3.txt", "file10.txt"])

        let shuffled = ["a10", "b", "a2", "a01", "A1", "a", "a1", "x9y10", "x9y9", "x10y1"]
        #expect(
            shuffled.sorted(by: FolderListing.naturalOrder)
                == ["a", "A1", "a1", "a01", "a2", "a10", "b", "x9y9", "x9y10", "x10y1"])
        #expect(FolderListing.naturalOrder("file2", "file10"))
        #expect(!FolderListing.naturalOrder("file10", "file2"))
        #expect(!FolderListing.naturalOrder("same", "same"))
        // Long digit runs are compared by length, not converted to integers that could overflow.
        #expect(FolderListing.naturalOrder("n99999999999999999999999", "n100000000000000000000000"))
    }

    @Test func linksToOneFolderShareItsCountAndOtherFoldersKeepTheirOwn() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.make("big/")
        for index in 0..<3 { try scratch.make("big/f\(index)") }
        try scratch.make("small/")
        try scratch.make("small/only")
        for index in 0..<4 { try scratch.link("link\(index)", to: scratch.path + "/big") }
        try scratch.link("to-small", to: scratch.path + "/small")
        let folders = items(try scratch.list(), "folders")
        #expect(
            Dictionary(uniqueKeysWithValues: folders.map { ($0.title, $0.subtitle ?? "") }) == [
                "big": "3 items", "link0": "3 items", "link1": "3 items", "link2": "3 items", "link3": "3 items",
                "small": "1 item", "to-small": "1 item"
            ])
    }

    @Test func symbolicLinks() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.make("target/")
        try scratch.make("target/inside.txt")
        try scratch.make("real.txt", contents: "abc")
        try scratch.link("dangling", to: "nowhere")
        try scratch.link("loop", to: "loop")
        try scratch.link("to-folder", to: "target")
        try scratch.link("to-file.txt", to: "real.txt")

        let catalog = try scratch.list()
        #expect(items(catalog, "folders").map(\.title) == ["target", "to-folder"])
        let toFolder = try #require(catalog.item(id: scratch.path + "/to-folder"))
        #expect(toFolder.subtitle == "1 item")
        #expect(toFolder.icon == "folder")
        #expect(toFolder.metadata("Link target") == "target")
        #expect(toFolder.emblem == "emblem-symbolic-link")  // marked on its folder icon, as Files does
        #expect(catalog.item(id: scratch.path + "/target")?.emblem == nil)

        for name in ["dangling", "loop"] {
            let broken = try #require(catalog.item(id: scratch.path + "/" + name))
            #expect(broken.icon == "emblem-symbolic-link")
            #expect(broken.emblem == nil)  // the icon is the emblem already
            #expect(broken.subtitle == "Broken link")
            #expect(broken.metadata("Type") == "Broken link")
        }
        #expect(catalog.item(id: scratch.path + "/dangling")?.metadata("Link target") == "nowhere")
        let toFile = try #require(catalog.item(id: scratch.path + "/to-file.txt"))
        #expect(toFile.subtitle?.hasPrefix("3 bytes · ") == true)
        #expect(toFile.metadata("Type") == "Plain text")
        #expect(toFile.emblem == "emblem-symbolic-link")
        #expect(catalog.item(id: scratch.path + "/real.txt")?.emblem == nil)
    }

    /// chmod 000 stops other users listing a folder, but root (these tests run as root here) has
    /// CAP_DAC_OVERRIDE and lists it anyway; either way the listing succeeds and never traps.
    @Test func unreadableSubFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.make("locked/")
        try scratch.make("locked/file.txt")
        try scratch.make("open/")
        #expect(chmod(scratch.path + "/locked", 0) == 0)

        let catalog = try scratch.list()
        let locked = try #require(catalog.item(id: scratch.path + "/locked"))
        #expect(locked.subtitle == (geteuid() == 0 ? "1 item" : "Unreadable"))
        #expect(locked.icon == "folder")
        #expect(catalog.item(id: scratch.path + "/open")?.subtitle == "0 items")
        // Listing the locked folder itself: root can; anyone else gets "permission denied".
        if geteuid() == 0 {
            #expect(try FolderListing.catalog(forFolder: scratch.path + "/locked").allItems.count == 1)
        } else {
            #expect(listingError(scratch.path + "/locked")?.message == "permission denied")
        }
        #expect(FolderListing.openFailure(EACCES) == "permission denied")
    }

    @Test func badPathsAreErrors() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.make("plain.txt")
        try scratch.link("a", to: "b")
        try scratch.link("b", to: "a")
        try scratch.link("self", to: "self")
        #expect(mkfifo(scratch.path + "/pipe", 0o644) == 0)

        let missing = scratch.path + "/missing"
        #expect(listingError(missing) == InputError(source: missing, path: "", message: "no such file or folder"))
        #expect(listingError(missing)?.description == missing + ": no such file or folder")
        #expect(listingError(scratch.path + "/plain.txt")?.message == "is a file, not a folder")
        #expect(
            listingError(scratch.path + "/plain.txt/sub")?.message
                == "no such folder (a component of the path is not a folder)")
        let loop = "too many levels of symbolic links (a symbolic link loop)"
        #expect(listingError(scratch.path + "/a")?.message == loop)
        #expect(listingError(scratch.path + "/self")?.message == loop)
        #expect(listingError(scratch.path + "/pipe")?.message == "is a FIFO, not a folder")
        #expect(listingError("/dev/null")?.message == "is a device, not a folder")
        #expect(listingError("")?.message == "no such file or folder")
        #expect(listingError(scratch.path + "\u{0}/etc")?.message == "the path contains a NUL character")
    }

    @Test func limitAddsAMoreItem() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for name in ["d1/", "d2/", "f1", "f2", "f3"] { try scratch.make(name) }

        let three = try scratch.list(limit: 3)
        #expect(items(three, "folders").map(\.title) == ["d1", "d2"])
        #expect(items(three, "files").map(\.title) == ["f1", "2 more not shown"])
        let more = try #require(three.item(id: FolderListing.moreItemID))
        #expect(more.subtitle == "Showing 3 of 5 entries")
        #expect(more.icon == "view-more-symbolic")

        let two = try scratch.list(limit: 2)
        #expect(two.sections.map(\.id) == ["folders"])
        #expect(items(two, "folders").map(\.title) == ["d1", "d2", "3 more not shown"])

        let none = try scratch.list(limit: 0)
        #expect(none.allItems.map(\.id) == [FolderListing.moreItemID])
        #expect(try scratch.list(limit: 5).item(id: FolderListing.moreItemID) == nil)
    }

    @Test func emptyFolderAndRoot() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let empty = try scratch.list()
        #expect(empty.sections.isEmpty)
        #expect(empty.title == scratch.url.lastPathComponent)

        let root = try FolderListing.catalog(forFolder: "/", limit: 50)
        #expect(root.title == "/" && root.subtitle == "/")
        #expect(
            root.allItems.allSatisfy {
                $0.id == FolderListing.moreItemID || $0.id.hasPrefix("/") && !$0.id.hasPrefix("//")
            })
    }

    @Test func pathsAreShownAbsoluteAndClean() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.make("sub/")
        #expect(FolderListing.displayPath("/tmp//x/./y/") == "/tmp/x/y")
        #expect(FolderListing.displayPath("/") == "/")
        #expect(FolderListing.displayPath("rel") == FileManager.default.currentDirectoryPath + "/rel")
        let up = try FolderListing.catalog(forFolder: scratch.path + "/sub/..")
        #expect(up.subtitle == scratch.path)
        #expect(up.sourcePath == scratch.path + "/sub/..")
        #expect(up.allItems.map(\.id) == [scratch.path + "/sub"])
        #expect(FolderListing.folderName("/a/b") == "b")
        #expect(FolderListing.folderName("/") == "/")
    }

    @Test func vanishedEntriesAreSkipped() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let descriptor = open(scratch.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(FolderEntry(name: Array("gone".utf8), in: descriptor) == nil)
        try scratch.make("here")
        #expect(FolderEntry(name: Array("here".utf8), in: descriptor)?.kind == .file)
    }

    @Test func formats() {
        #expect(FolderFormatter.size(0) == "0 bytes")
        #expect(FolderFormatter.size(1) == "1 byte")
        #expect(FolderFormatter.size(999) == "999 bytes")
        #expect(FolderFormatter.size(1000) == "1.0 kB")
        #expect(FolderFormatter.size(1234) == "1.2 kB")
        #expect(FolderFormatter.size(1_500_000) == "1.5 MB")
        #expect(FolderFormatter.size(3_000_000_000) == "3.0 GB")
        #expect(FolderFormatter.size(Int64.max) == "9.2 EB")
        #expect(FolderFormatter.itemCount(0) == "0 items")
        #expect(FolderFormatter.itemCount(1) == "1 item")
        #expect(FolderFormatter.itemCount(1234) == "1,234 items")
        #expect(FolderFormatter.itemCount(FolderListing.childCountLimit + 1) == "More than 10,000 items")
        #expect(groupedDigits(1_000_000) == "1,000,000")
        #expect(groupedDigits(100) == "100")
        let utc = FolderFormatter(timeZone: .gmt)
        #expect(utc.date(Int(march3)) == "3 March 2026")
        #expect(utc.dateAndTime(Int(march3) + 5 * 60) == "3 March 2026, 12:05")
        #expect(utc.date(0) == "1 January 1970")
        #expect(FolderFormatter(timeZone: TimeZone(secondsFromGMT: -13 * 3600)!).date(Int(march3)) == "2 March 2026")
        #expect(FolderFormatter.escaped(Array("a\\b".utf8) + [0xE9] + Array("é".utf8)) == "a\\\\b\\xE9é")
    }

    /// Every icon a listing names exists in the installed Adwaita theme, which has no fallback for missing
    /// names in the renderer (`make test` installs adwaita-icon-theme).
    @Test func iconsExistInAdwaita() throws {
        try #require(
            FileManager.default.fileExists(atPath: "/usr/share/icons/Adwaita"),
            "the Adwaita icon theme is not installed")
        var found: Set<String> = []
        let root = "/usr/share/icons/Adwaita"
        for size in try FileManager.default.contentsOfDirectory(atPath: root) {
            guard let contexts = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + size) else {
                continue
            }
            for context in contexts {
                guard let files = try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(size)/\(context)")
                else { continue }
                for file in files {
                    for suffix in [".symbolic.png", ".png", ".svg"] where file.hasSuffix(suffix) {
                        found.insert(String(file.dropLast(suffix.count)))
                    }
                }
            }
        }
        let missing = FileType.allIcons.subtracting(found)
        #expect(missing.isEmpty, "not in Adwaita: \(missing.sorted())")
    }
}
