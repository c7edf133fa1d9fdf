import CollectionView
import Foundation
import LatticeLayout
import Testing

@testable import LatticeGTK

@Suite struct PNGRendererTests {
    @Test func writesAReadablePNG() throws {
        let path = temporaryPath("out.png")
        defer { unlink(path) }
        var list = DisplayList()
        list.append(.text("PNG", in: Rect(x: 4, y: 4, width: 60, height: 20), style: TextStyle()))
        try PNGRenderer.render(list, size: Size(width: 64, height: 32), scale: 2, theme: .adwaitaDark, to: path)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16..<24.
        let bytes = Array(data)
        func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 128)
        #expect(be32(20) == 64)
    }

    @Test func badPathThrowsWithThePath() {
        let path = "/nonexistent-directory/lattice/out.png"
        let error = #expect(throws: PNGRenderError.self) {
            try PNGRenderer.render(
                DisplayList(), size: Size(width: 10, height: 10), scale: 1, theme: .adwaitaLight,
                to: path)
        }
        #expect(error?.path == path)
        #expect(error?.description.contains(path) == true)
        #expect(error?.reason.isEmpty == false)
    }

    @Test func anUnwritableOutputSaysWhy() throws {
        func reason(_ path: String) -> String? {
            do {
                try PNGRenderer.render(
                    DisplayList(), size: Size(width: 4, height: 4), scale: 1, theme: .adwaitaLight, to: path)
                return nil
            } catch let error as PNGRenderError {
                return error.reason
            } catch {
                return "\(error)"
            }
        }
        // cairo's own message for all of these was "error while writing to output stream".
        #expect(reason("/nonexistent-directory/out.png") == "cannot create it: its folder does not exist")
        #expect(reason(FileManager.default.temporaryDirectory.path) == "it is a folder")
        #expect(reason("/dev/full") == "cannot write it: No space left on device")
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-out-\(getpid()).png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(reason(fifo) == "it is a FIFO nobody reads")  // at once, instead of waiting for a reader
    }

    @Test func badSizeThrowsWithThePath() {
        for size in [Size(width: 0, height: 10), Size(width: .nan, height: 10), Size(width: 1e9, height: 10)] {
            let error = #expect(throws: PNGRenderError.self) {
                try PNGRenderer.render(DisplayList(), size: size, scale: 1, theme: .adwaitaLight, to: "/tmp/never.png")
            }
            #expect(error?.description.contains("/tmp/never.png") == true)
        }
    }
}

@Suite struct LRUCacheTests {
    @Test func evictsTheLeastRecentlyUsedByCount() {
        var cache = LRUCache<Int, String>(countLimit: 2)
        cache.insert("a", for: 1)
        cache.insert("b", for: 2)
        #expect(cache.value(for: 1) == "a")  // 1 is now the most recent
        cache.insert("c", for: 3)
        #expect(cache.value(for: 2) == nil)
        #expect(cache.value(for: 1) == "a")
        #expect(cache.value(for: 3) == "c")
        #expect(cache.count == 2)
    }

    @Test func evictsByCostAndRejectsOversizedEntries() {
        var cache = LRUCache<Int, Int>(countLimit: 100, costLimit: 10)
        cache.insert(1, for: 1, cost: 4)
        cache.insert(2, for: 2, cost: 4)
        cache.insert(3, for: 3, cost: 4)
        #expect(cache.value(for: 1) == nil)
        #expect(cache.totalCost == 8)
        cache.insert(4, for: 4, cost: 11)
        #expect(cache.value(for: 4) == nil)
        #expect(cache.totalCost == 8)
        cache.insert(5, for: 2, cost: 1)  // replacing updates the cost
        #expect(cache.totalCost == 5)
        cache.removeAll { $0 == 3 }
        #expect(cache.count == 1 && cache.totalCost == 1)
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalCost == 0)
    }

    @Test func releasesEvictedValues() {
        final class Token {}
        weak var first: Token?
        var cache = LRUCache<Int, Token>(countLimit: 1)
        do {
            let token = Token()
            first = token
            cache.insert(token, for: 1)
        }
        #expect(first != nil)
        cache.insert(Token(), for: 2)
        #expect(first == nil)
    }

    @Test func staysConsistentUnderChurn() {
        var cache = LRUCache<Int, Int>(countLimit: 50, costLimit: 500)
        var reference: [Int] = []  // most recent last
        var state: UInt64 = 42
        for _ in 0..<5000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = Int(state >> 58)
            if state & 1 == 0 {
                cache.insert(key, for: key, cost: 10)
                reference.removeAll { $0 == key }
                reference.append(key)
                if reference.count > 50 { reference.removeFirst() }
            } else if cache.value(for: key) != nil {
                reference.removeAll { $0 == key }
                reference.append(key)
            }
            #expect(cache.count == reference.count)
        }
        for key in reference { #expect(cache.contains(key)) }
    }
}
