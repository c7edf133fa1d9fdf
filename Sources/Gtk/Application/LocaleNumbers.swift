internal import CGtk

/// Numbers as the user's locale writes them (its `LC_NUMERIC`: the digit grouping and the decimal mark), read
/// from the C library's locale, which `Localization.bind` and GTK set from the environment — the calling thread's
/// own where `uselocale` gave it one.
public enum LocaleNumbers {
    /// `value` with the locale's thousands separator and grouping: 1,020 in English, 1.020 in German, 1 020
    /// in French (a narrow no-break space). The C locale does not group.
    ///
    /// Read with `nl_langinfo`, which answers from the locale's own data, not with `localeconv`, whose answer is
    /// one buffer for the whole process: a thread in another locale calling it at the same time would change the
    /// separator under this one.
    public static func integer(_ value: Int) -> String {
        let separator = String(cString: nl_langinfo(nl_item(THOUSEP)))
        let grouping = Array(String(cString: nl_langinfo(nl_item(__GROUPING))).utf8).map(Int.init)
        return grouped(value, separator: separator, grouping: grouping)
    }

    /// `value` grouped by `grouping` (as C's `lconv.grouping`: the sizes from the right, the last repeating, 127
    /// or 0 ending the grouping) with `separator` between groups.
    public static func grouped(_ value: Int, separator: String, grouping: [Int]) -> String {
        let digits = String(value.magnitude)
        guard !separator.isEmpty, let first = grouping.first, first > 0, first < 127 else {
            return value < 0 ? "-" + digits : digits
        }
        var groups: [Substring] = []
        var end = digits.endIndex
        var index = 0
        while end > digits.startIndex {
            let size = index < grouping.count ? grouping[index] : grouping.last!
            guard size > 0, size < 127 else {
                groups.append(digits[..<end])
                break
            }
            let start = digits.index(end, offsetBy: -size, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
            index += 1
        }
        return (value < 0 ? "-" : "") + groups.reversed().joined(separator: separator)
    }
}
