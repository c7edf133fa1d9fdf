internal import CGtk
import Foundation

/// The user's language, through GNU gettext (glibc's, which GLib and GTK use): the process's locale from the
/// environment (`LANG`, `LC_ALL`, `LC_MESSAGES`, `LANGUAGE`), the app's message catalogue bound to a folder of
/// `<lang>/LC_MESSAGES/<domain>.mo` files, and the messages looked up in it (`tr`, `trn`, `trc`).
///
/// Messages are marked in Swift as GNOME apps mark them in C, and `xgettext --language=C --keyword=tr
/// --keyword=trn:1,2 --keyword=trc:1c,2` extracts them (po/POTFILES lists the files). A message with arguments
/// names them `%s` (in order) or `%1$s`, `%2$s` (a translation may reorder them); `msgfmt --check` keeps a
/// translation's arguments those of its message.
public enum Localization {
    /// The domain the app's messages are looked up in (`bind(domain:directory:)` sets it).
    public nonisolated(unsafe) private(set) static var domain = "lattice"

    /// The domain of this library's own messages (its dialogs' buttons, a tooltip's layout, a date's): a
    /// catalogue of its own, `lattice-gtk.mo`, installed beside the app's (po/gtk), so that any app built on the
    /// library shows them translated whatever its own catalogue holds.
    public static let libraryDomain = "lattice-gtk"

    /// Takes the locale from the environment (GTK does too, when it starts) and binds `domain`'s catalogue, and
    /// the library's own (`libraryDomain`), to `directory` (nil: the system's, `/usr/share/locale`). Call it
    /// once, first thing.
    public static func bind(domain: String, directory: String?) {
        setlocale(LC_ALL, "")
        self.domain = domain
        for bound in [domain, libraryDomain] {
            if let directory { bindtextdomain(bound, directory) }
            bind_textdomain_codeset(bound, "UTF-8")
        }
        textdomain(domain)
    }

    /// The folder of an app's catalogues: `$<variable>` when set, else the first of `candidates` holding a
    /// `<lang>/LC_MESSAGES/<domain>.mo` (a source tree's `.build/locale`, an installed `share/locale`), else nil.
    public static func catalogueDirectory(environment variable: String, candidates: [String], domain: String) -> String?
    {
        if let explicit = ProcessInfo.processInfo.environment[variable], !explicit.isEmpty { return explicit }
        let files = FileManager.default
        return candidates.first { folder in
            guard let languages = try? files.contentsOfDirectory(atPath: folder) else { return false }
            return languages.contains { files.fileExists(atPath: "\(folder)/\($0)/LC_MESSAGES/\(domain).mo") }
        }
    }

    /// The translation of `message`, a message the po template takes from where it is written rather than from
    /// this call — a module without gettext marks its English with a no-op (`trNoop`, as C marks with `N_`) and
    /// the window translates it when it shows it. Unlike `tr`, the message need not be a literal, and no
    /// arguments are put in; a message nothing marks is in no catalogue and comes back as it is.
    public static func translation(of message: String) -> String {
        message.withCString { message in String(cString: g_dgettext(domain, message)) }
    }

    /// Whether the user's language writes right to left (GTK's default direction for the locale: the
    /// translators' "default:RTL" in GTK's own catalogue, else the language code).
    public static var isRightToLeft: Bool { gtk_get_locale_direction() == GTK_TEXT_DIR_RTL }

    /// Replaces `%s` (in order) and `%1$s`, `%2$s` … (by position) in `format` with `arguments`; `%%` is a
    /// percent sign. A placeholder with no argument stays as it is.
    public static func substitute(_ format: String, _ arguments: [String]) -> String {
        guard hasPlaceholders(format) else { return format }
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                result += "%"
                rest = after.dropFirst()
            } else if after.hasPrefix("s") {
                result += next < arguments.count ? arguments[next] : "%s"
                next += 1
                rest = after.dropFirst()
            } else if let dollar = after.firstIndex(of: "$"), after[dollar...].dropFirst().hasPrefix("s"),
                let position = Int(after[..<dollar]), position >= 1
            {
                result += position <= arguments.count ? arguments[position - 1] : "%\(position)$s"
                rest = after[dollar...].dropFirst(2)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }

    /// Whether `format` holds anything `substitute` replaces — `%%`, `%s` or `%1$s`: a `%` before a `%`, an `s`
    /// or a digit — so one without (a plain message, a date layout's `%B`) comes back untouched, unwalked.
    private static func hasPlaceholders(_ format: String) -> Bool {
        var afterPercent = false
        for byte in format.utf8 {
            if afterPercent && (byte == UInt8(ascii: "%") || byte == UInt8(ascii: "s") || (0x30...0x39).contains(byte))
            {
                return true
            }
            afterPercent = byte == UInt8(ascii: "%")
        }
        return false
    }
}

/// `message` in the user's language (gettext), with `arguments` put in for its `%s` placeholders.
///
/// gettext answers an untranslated message with the very pointer it was given, so each lookup reads its answer
/// while the message's C string is still alive (a pointer to a temporary bridged string would dangle).
public func tr(_ message: String, _ arguments: String...) -> String {
    let translated = message.withCString { message in String(cString: g_dgettext(Localization.domain, message)) }
    return Localization.substitute(translated, arguments)
}

/// One of this library's own messages in the user's language (`Localization.libraryDomain`), with `arguments`
/// put in for its `%s` placeholders; po/update-pot.sh extracts them into po/gtk (`--keyword=trGtk`).
func trGtk(_ message: String, _ arguments: String...) -> String {
    let translated = message.withCString { message in
        String(cString: g_dgettext(Localization.libraryDomain, message))
    }
    return Localization.substitute(translated, arguments)
}

/// `message` in the user's language, in `context` (a short word that means different things in different
/// places: "Name" as a column's title, "Open" as a verb).
public func trc(_ context: String, _ message: String, _ arguments: String...) -> String {
    let translated = context.withCString { context in
        message.withCString { message in String(cString: g_dpgettext2(Localization.domain, context, message)) }
    }
    return Localization.substitute(translated, arguments)
}

/// The form of `singular`/`plural` the user's language uses for `count` (languages have from one to six), with
/// `%d` the count written as the locale writes numbers and `arguments` for `%s`.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
    let form = singular.withCString { singular in
        plural.withCString { plural in
            String(cString: g_dngettext(Localization.domain, singular, plural, UInt(max(0, count))))
        }
    }
    return Localization.substitute(form.replacingOccurrences(of: "%d", with: LocaleNumbers.integer(count)), arguments)
}
