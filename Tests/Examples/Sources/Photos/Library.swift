import CollectionView
import LatticeLayout

/// A photo of the library: its identity, title, month, album and whether it is a favourite. The picture is a
/// swatch of its colour (the example ships no photos).
struct Photo: Hashable, Sendable {
    let id: Int
    let title: String
    let month: String
    let day: Int
    let album: Album
    let isFavourite: Bool
    let colour: Color
}

/// An album of the sidebar.
enum Album: String, CaseIterable, Sendable {
    case holidays = "Holidays"
    case family = "Family"
    case pets = "Pets"
}

/// A row of the sidebar's outline: a group's header, or a place that filters the photos.
enum Place: Hashable, Sendable {
    case header(String)
    case all, favourites
    case album(Album)

    /// Its name in the sidebar.
    var title: String {
        switch self {
        case .header(let name): name
        case .all: "All Photos"
        case .favourites: "Favourites"
        case .album(let album): album.rawValue
        }
    }

    /// Whether `photo` belongs here.
    func holds(_ photo: Photo) -> Bool {
        switch self {
        case .header, .all: true
        case .favourites: photo.isFavourite
        case .album(let album): photo.album == album
        }
    }
}

/// The library: twelve photos in each of four months, deterministic.
enum Library {
    static let months = ["September 2026", "October 2026", "November 2026", "December 2026"]
    private static let subjects = [
        "Beach", "Harbour", "Birthday", "Garden", "Kitten", "Mountain", "Picnic", "Puppy",
        "Sunset", "Market", "Lake", "Dinner"
    ]

    static let photos: [Photo] = months.enumerated().flatMap { monthIndex, month in
        (0..<12).map { index in
            let id = monthIndex * 12 + index
            let subject = subjects[(index * 5 + monthIndex) % subjects.count]
            let album: Album =
                ["Kitten", "Puppy"].contains(subject)
                ? .pets
                : ["Birthday", "Dinner", "Picnic", "Garden"].contains(subject) ? .family : .holidays
            let hue = Double((id * 37) % 360) / 360
            return Photo(
                id: id, title: "\(subject) \(index + 1)", month: month, day: 1 + (index * 7) % 28,
                album: album, isFavourite: id % 5 == 0, colour: Color(hue: hue, saturation: 0.55, value: 0.85))
        }
    }

    /// The photos of `place` whose title contains `search`, by month.
    static func sections(of place: Place, matching search: String) -> [(month: String, photos: [Photo])] {
        let query = search.lowercased()
        return months.compactMap { month in
            let photos = photos.filter {
                $0.month == month && place.holds($0) && (query.isEmpty || $0.title.lowercased().contains(query))
            }
            return photos.isEmpty ? nil : (month, photos)
        }
    }
}

extension Color {
    /// A colour from hue, saturation and value, each 0…1.
    init(hue: Double, saturation: Double, value: Double) {
        let sector = (hue * 6).truncatingRemainder(dividingBy: 6), f = sector - sector.rounded(.down)
        let p = value * (1 - saturation), q = value * (1 - saturation * f), t = value * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (value, t, p)
            case 1: (q, value, p)
            case 2: (p, value, t)
            case 3: (p, q, value)
            case 4: (t, p, value)
            default: (value, p, q)
            }
        self.init(red: r, green: g, blue: b)
    }
}
