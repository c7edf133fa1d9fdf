// The screens' data, written for this gallery (the sample's own data files are not copied): real mountains
// with their heights, talks and news of a made-up desktop conference, Wi-Fi networks, emoji by category.

/// Mountains and their heights in metres.
enum Mountains {
    static let all: [(name: String, height: Int)] = [
        ("Everest", 8849), ("K2", 8611), ("Kangchenjunga", 8586), ("Lhotse", 8516), ("Makalu", 8485),
        ("Cho Oyu", 8188), ("Dhaulagiri", 8167), ("Manaslu", 8163), ("Nanga Parbat", 8126), ("Annapurna", 8091),
        ("Gasherbrum I", 8080), ("Broad Peak", 8051), ("Gasherbrum II", 8035), ("Shishapangma", 8027),
        ("Aconcagua", 6961), ("Ojos del Salado", 6893), ("Huascarán", 6768), ("Chimborazo", 6263),
        ("Denali", 6190), ("Kilimanjaro", 5895), ("Pico de Orizaba", 5636), ("Elbrus", 5642), ("Mount Kenya", 5199),
        ("Vinson", 4892), ("Puncak Jaya", 4884), ("Mont Blanc", 4808), ("Dufourspitze", 4634), ("Matterhorn", 4478),
        ("Mount Whitney", 4421), ("Mount Rainier", 4392), ("Mount Elbert", 4401), ("Pikes Peak", 4302),
        ("Eiger", 3967), ("Grossglockner", 3798), ("Mount Fuji", 3776), ("Aoraki / Mount Cook", 3724),
        ("Teide", 3715), ("Mount Olympus", 2917), ("Zugspitze", 2962), ("Mount Kosciuszko", 2228),
        ("Ben Nevis", 1345), ("Mount Washington", 1917), ("Mount Etna", 3357), ("Mount Erebus", 3794),
        ("Mount Hood", 3429), ("Mount Shasta", 4322), ("Mauna Kea", 4207), ("Mount Ararat", 5137),
        ("Damavand", 5610), ("Mount Logan", 5959), ("Mount Saint Elias", 5489), ("Popocatépetl", 5393),
        ("Cotopaxi", 5897), ("Illimani", 6438), ("Nevado Sajama", 6542), ("Mount Stanley", 5109),
        ("Ras Dashen", 4550), ("Mount Cameroon", 4040), ("Toubkal", 4167), ("Triglav", 2864), ("Musala", 2925),
        ("Gerlachovský štít", 2655), ("Rysy", 2499), ("Snowdon", 1085), ("Galdhøpiggen", 2469), ("Kebnekaise", 2097)
    ]
}

/// A talk of the conference, by track.
struct Talk: Hashable, Sendable {
    let title: String
    let track: String
    let hue: Double

    static let tracks: [(name: String, talks: [String])] = [
        (
            "The Desktop",
            [
                "Designing for small screens", "A year of new icons", "Accessible by default", "Typography on Linux",
                "What users told us"
            ]
        ),
        (
            "Toolkits",
            [
                "GTK 4 in practice", "Lists with a million rows", "Render nodes explained", "Input methods and you",
                "Writing a custom widget"
            ]
        ),
        ("Languages", ["Swift on Linux", "Rust bindings, two years on", "Python for app prototypes", "Vala today"])
    ]

    static let all: [Talk] = tracks.enumerated().flatMap { track, entry in
        entry.talks.enumerated().map { index, title in
            Talk(title: title, track: entry.name, hue: Double(track * 5 + index) / 15)
        }
    }
}

/// A news story of the conference.
struct NewsStory: Hashable, Sendable {
    let title: String
    let date: String
    let body: String

    static let all: [NewsStory] = [
        NewsStory(
            title: "Registration is open", date: "Mar 2",
            body:
                "Sign up for the three days of talks and the workshops that follow them. Places at the workshops are limited."
        ),
        NewsStory(
            title: "Call for talks", date: "Mar 14",
            body: "Send us what you have built, what you learned and what went wrong."),
        NewsStory(
            title: "The schedule is out", date: "Apr 20",
            body: "Forty talks over three tracks, with lightning talks at the end of every day."),
        NewsStory(
            title: "Travel grants", date: "May 3",
            body:
                "The foundation pays travel for speakers and for newcomers who could not come otherwise. Apply before the end of the month."
        ),
        NewsStory(
            title: "Workshop rooms change", date: "Jun 1",
            body: "Workshops move to the second floor of the library, next to the main hall."),
        NewsStory(
            title: "Recordings online", date: "Jul 12", body: "Every talk is online, with captions in four languages.")
    ]
}

/// A Wi-Fi network.
struct Network: Hashable, Sendable {
    let name: String
    let isSecure: Bool
    let strength: Int

    static let nearby: [Network] = [
        Network(name: "Library", isSecure: false, strength: 3),
        Network(name: "Conference Hall", isSecure: true, strength: 3),
        Network(name: "Café Corner", isSecure: false, strength: 2),
        Network(name: "eduroam", isSecure: true, strength: 2),
        Network(name: "Printer-5F2A", isSecure: true, strength: 1),
        Network(name: "Home Office", isSecure: true, strength: 1)
    ]
}

/// Emoji by category.
struct Emoji: Hashable, Sendable {
    let text: String
    let name: String
    let category: String

    static let categories: [(name: String, emoji: [(String, String)])] = [
        (
            "Smileys",
            [
                ("😀", "Grinning face"), ("😂", "Tears of joy"), ("🥰", "Smiling with hearts"), ("😎", "Sunglasses"),
                ("🤔", "Thinking face"), ("😴", "Sleeping face")
            ]
        ),
        ("Animals", [("🐶", "Dog"), ("🐱", "Cat"), ("🦊", "Fox"), ("🐼", "Panda"), ("🐧", "Penguin"), ("🦉", "Owl")]),
        ("Food", [("🍎", "Red apple"), ("🍕", "Pizza"), ("🥐", "Croissant"), ("🍣", "Sushi"), ("🍩", "Doughnut")]),
        (
            "Travel",
            [("🚲", "Bicycle"), ("🚂", "Locomotive"), ("✈️", "Airplane"), ("⛵", "Sailboat"), ("🏔️", "Snow-capped mountain")]
        ),
        ("Objects", [("💡", "Light bulb"), ("📚", "Books"), ("🔭", "Telescope"), ("🎸", "Guitar"), ("⌨️", "Keyboard")])
    ]

    static let all: [Emoji] = categories.flatMap { category in
        category.emoji.map { Emoji(text: $0.0, name: $0.1, category: category.name) }
    }
}
