internal import CGtk

/// Sizes and times as the user's locale writes them, through GLib, as GNOME Files writes them: "31.5 kB" and
/// "12 March 2026, 10:42" in English, "31,5 KB" and "12. März 2026, 10:42" in German.
///
/// Each follows the calling thread's locale — the process's (`Localization.bind` sets it from the environment),
/// or a thread's own where `uselocale` gave it one: its `LC_NUMERIC` for the decimal mark, `LC_TIME` for the
/// names of months, `LC_MESSAGES` for the words. GLib translates a size's units itself (its own catalogue, the
/// `glib20` domain, which Debian's `libglib2.0-data` installs); the date's layout is a message of this app's
/// catalogue (`dateAndTimeFormat`).
public enum LocaleFormats {
    /// How a date with its time is laid out, in `g_date_time_format`'s conversions, in the user's language:
    /// `%-e %B %Y, %H:%M` ("12 March 2026, 10:42") in English.
    public static var dateAndTimeFormat: String {
        // TRANSLATORS: how a file's modification time is written ("12 March 2026, 10:42"), in the conversions of
        // GLib's g_date_time_format (https://docs.gtk.org/glib/method.DateTime.format.html): %-e the day without
        // padding, %B the month's name, %b its abbreviation, %Y the year, %H:%M the time on a 24-hour clock (%l:%M %p
        // on a 12-hour one). Write it as GNOME Files writes a full date in your language.
        trGtk("%-e %B %Y, %H:%M")
    }

    /// What `name` sorts by among file names in the user's language, as GNOME Files sorts them
    /// (`g_utf8_collate_key_for_filename`): the locale's collation (`LC_COLLATE`: "Äpfel" next to "Apfel" in
    /// German), runs of digits by value ("file2" before "file10"); compare keys byte by byte. In the C locale the
    /// collation is the code points', case first (`isCollated` says whether the locale has its own).
    public static func collationKey(_ name: String) -> [UInt8] {
        guard let key = g_utf8_collate_key_for_filename(name, -1) else { return [] }
        defer { g_free(key) }
        return Array(UnsafeRawBufferPointer(start: key, count: strlen(key)))
    }

    /// Whether the calling thread's locale collates text its own way — a language's order, in which "a" comes
    /// before "B" — rather than by code point, as the C and POSIX locales (and C.UTF-8) do, putting every capital
    /// before every small letter.
    public static var isCollated: Bool { strcoll("a", "B") < 0 }

    /// `bytes` as GLib writes a file's size (`g_format_size`): "1 byte", "999 bytes", then SI units with one
    /// decimal ("31.5 kB", "3.0 GB"; a kilobyte is 1,000 bytes), the units in the user's language and the
    /// decimal mark the locale's. A negative count is written as 0 bytes.
    public static func size(_ bytes: Int64) -> String {
        guard let text = g_format_size(guint64(max(bytes, 0))) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The time `secondsSince1970` laid out by `dateAndTimeFormat` (`g_date_time_format`), the month's name in
    /// the user's language, in the local time zone — or in `timeZone`, an identifier GLib knows ("UTC",
    /// "Europe/Berlin"; one it does not know is UTC). Nil when GLib cannot represent the time (outside the
    /// years 1 to 9999). A translation GLib cannot use gives way to the English layout.
    public static func dateAndTime(_ secondsSince1970: Int, timeZone: String? = nil) -> String? {
        let time: OpaquePointer?
        if let timeZone {
            let zone = g_time_zone_new_identifier(timeZone) ?? g_time_zone_new_utc()
            defer { g_time_zone_unref(zone) }
            let utc = g_date_time_new_from_unix_utc(gint64(secondsSince1970))
            defer { if let utc { g_date_time_unref(utc) } }
            time = utc.flatMap { g_date_time_to_timezone($0, zone) }
        } else {
            time = g_date_time_new_from_unix_local(gint64(secondsSince1970))
        }
        guard let time else { return nil }
        defer { g_date_time_unref(time) }
        guard
            let text = g_date_time_format(time, dateAndTimeFormat) ?? g_date_time_format(time, englishDateAndTimeFormat)
        else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The layout `dateAndTimeFormat` translates.
    private static let englishDateAndTimeFormat = "%-e %B %Y, %H:%M"
}
