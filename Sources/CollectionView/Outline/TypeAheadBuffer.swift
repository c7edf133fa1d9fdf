/// What a type-ahead search has typed: characters typed within `timeout` of each other make one search, as in
/// GTK's tree views.
struct TypeAheadBuffer {
    /// How long after a character the next one still extends the search (seconds).
    static let timeout = 1.0

    /// The search so far, lowercased.
    private(set) var text = ""
    private var lastTime = -Double.infinity

    /// `character` was typed at `now`: whether it extends the search, and what to look for — the text typed,
    /// or, for the same letter typed again ("aaa"), that one letter, which steps through the items starting
    /// with it.
    mutating func type(_ character: String, at now: Double) -> (needle: String, extending: Bool, repeated: Bool) {
        let extending = now - lastTime <= Self.timeout
        lastTime = now
        text = extending ? text + character.lowercased() : character.lowercased()
        let repeated = text.count > 1 && Set(text).count == 1
        return (repeated ? String(text.prefix(1)) : text, extending, repeated)
    }
}
