/// Prefix sums over per-instance extents ("pitches") where most values are a default, in memory that grows
/// with the values set, not with the count.
///
/// Instances are grouped in blocks of `blockSize`. A block is implicit (every pitch is the default) until a
/// value in it is set; a Fenwick tree over block sums gives the offset of any instance and the instance at any
/// offset in O(log(count / blockSize) + blockSize) — a few hundred additions at worst.
struct SizeIndex {
    static let blockSize = 256

    /// The number of instances.
    let count: Int
    /// The pitch of every instance not set explicitly.
    let defaultPitch: Double
    private var blocks: [[Double]?]
    private var tree: [Double]

    init(count: Int, defaultPitch: Double) {
        precondition(count >= 0 && defaultPitch.isFinite && defaultPitch >= 0)
        self.count = count
        self.defaultPitch = defaultPitch
        let blockCount = (count + Self.blockSize - 1) / Self.blockSize
        blocks = Array(repeating: nil, count: blockCount)
        tree = Array(repeating: 0, count: blockCount + 1)
        // Linear Fenwick construction.
        for block in 0..<blockCount {
            let node = block + 1
            tree[node] += Double(blockLength(block)) * defaultPitch
            let parent = node + (node & -node)
            if parent <= blockCount { tree[parent] += tree[node] }
        }
    }

    /// The number of instances whose pitch was set.
    var storedBlockCount: Int { blocks.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    private func blockLength(_ block: Int) -> Int { min(Self.blockSize, count - block * Self.blockSize) }

    /// The pitch of instance `index`.
    func pitch(_ index: Int) -> Double {
        blocks[index / Self.blockSize]?[index % Self.blockSize] ?? defaultPitch
    }

    /// Sets the pitch of instance `index`.
    mutating func set(_ index: Int, _ value: Double) {
        precondition(index >= 0 && index < count && value.isFinite && value >= 0)
        let block = index / Self.blockSize
        if blocks[block] == nil {
            if value == defaultPitch { return }
            blocks[block] = Array(repeating: defaultPitch, count: blockLength(block))
        }
        let old = blocks[block]![index % Self.blockSize]
        guard old != value else { return }
        blocks[block]![index % Self.blockSize] = value
        var node = block + 1
        while node < tree.count {
            tree[node] += value - old
            node += node & -node
        }
    }

    /// The sum of the pitches of instances `0..<index`.
    func offset(of index: Int) -> Double {
        precondition(index >= 0 && index <= count)
        let block = index / Self.blockSize
        var sum = 0.0
        var node = block
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        let within = index - block * Self.blockSize
        if within > 0 {
            if let values = blocks[block] {
                for value in values[0..<within] { sum += value }
            } else {
                sum += Double(within) * defaultPitch
            }
        }
        return sum
    }

    /// The sum of all pitches.
    var total: Double { offset(of: count) }

    /// The instance whose span `[offset(i), offset(i+1))` holds `position`, clamped to `0..<count`: positions
    /// at or before 0 give 0 (even when leading instances have zero pitch), positions past the end the last.
    func index(at position: Double) -> Int {
        guard count > 0 else { return 0 }
        if position <= 0 { return 0 }
        // Fenwick descent to the last block whose start is <= position.
        var node = 0
        var remaining = position
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = node + step
            if next < tree.count && tree[next] <= remaining {
                node = next
                remaining -= tree[next]
            }
            step /= 2
        }
        let block = node
        guard block < blocks.count else { return count - 1 }
        var index = block * Self.blockSize
        let end = index + blockLength(block)
        if let values = blocks[block] {
            for value in values {
                if remaining < value || index == end - 1 { break }
                remaining -= value
                index += 1
            }
        } else if defaultPitch > 0 {
            index += min(blockLength(block) - 1, Int(remaining / defaultPitch))
        }
        return min(index, count - 1)
    }
}
