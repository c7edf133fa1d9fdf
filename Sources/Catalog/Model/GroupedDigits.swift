/// `count` (not negative) with a comma between groups of three digits ("12,345"): the plain English counts of
/// listings and status lines (a window writes counts in the user's language through `ListingFormat`).
package func groupedDigits(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
        text.append(digit)
    }
    return text
}
