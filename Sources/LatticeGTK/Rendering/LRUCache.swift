/// A least-recently-used cache bounded by entry count and by a total cost (bytes of pixels, say).
///
/// Lookups and insertions are O(1): a dictionary maps keys to slots of an intrusive doubly linked list kept in
/// arrays. Evicted values are simply released, so values that own C objects free them in their `deinit`.
struct LRUCache<Key: Hashable, Value> {
    /// The most entries kept.
    let countLimit: Int
    /// The largest total cost kept (an entry costlier than this on its own is not stored).
    let costLimit: Int
    /// The sum of the costs of the entries held.
    private(set) var totalCost = 0

    private var index: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var costs: [Int] = []
    private var previous: [Int] = []
    private var next: [Int] = []
    private var freeSlots: [Int] = []
    private var head = -1  // most recently used
    private var tail = -1  // least recently used

    init(countLimit: Int, costLimit: Int = .max) {
        self.countLimit = max(1, countLimit)
        self.costLimit = max(1, costLimit)
    }

    /// How many entries are held.
    var count: Int { index.count }

    /// The value for `key`, marking it most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Whether `key` is held (does not change the order).
    func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` for `key` (replacing any previous value), then evicts least recently used entries until
    /// both limits hold.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        let cost = max(0, cost)
        removeValue(for: key)
        guard cost <= costLimit else { return }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            keys[slot] = key
            values[slot] = value
            costs[slot] = cost
        } else {
            slot = keys.count
            keys.append(key)
            values.append(value)
            costs.append(cost)
            previous.append(-1)
            next.append(-1)
        }
        index[key] = slot
        totalCost += cost
        linkAtFront(slot)
        while index.count > countLimit || totalCost > costLimit, tail != -1 {
            removeSlot(tail)
        }
    }

    /// Removes the entry for `key`, if any.
    mutating func removeValue(for key: Key) {
        if let slot = index[key] { removeSlot(slot) }
    }

    /// Removes the entries whose keys satisfy `predicate`.
    mutating func removeAll(where predicate: (Key) -> Bool) {
        for (key, slot) in index where predicate(key) { removeSlot(slot) }
    }

    /// Removes every entry.
    mutating func removeAll() {
        self = LRUCache(countLimit: countLimit, costLimit: costLimit)
    }

    private mutating func removeSlot(_ slot: Int) {
        unlink(slot)
        if let key = keys[slot] { index[key] = nil }
        totalCost -= costs[slot]
        keys[slot] = nil
        values[slot] = nil
        costs[slot] = 0
        freeSlots.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard head != slot else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func linkAtFront(_ slot: Int) {
        previous[slot] = -1
        next[slot] = head
        if head != -1 { previous[head] = slot }
        head = slot
        if tail == -1 { tail = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let before = previous[slot], after = next[slot]
        if before != -1 { next[before] = after } else if head == slot { head = after }
        if after != -1 { previous[after] = before } else if tail == slot { tail = before }
        previous[slot] = -1
        next[slot] = -1
    }
}
