// Natural order: what file managers sort names by and what a text column's sort keys follow ("file2" before
// "file10"), shared by folder listings (the Folders target) and the data files' sorting and grouping.

/// Compares lowercased names `a` and `b` in natural order (-1, 0, 1): digit runs by value, other scalars by
/// value. Names that tie (differing only in leading zeros, then in case) are ordered by fewer zeros first, then
/// by the scalars of the original names `rawA` and `rawB`.
package func naturalCompare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], _ rawA: String, _ rawB: String) -> Int {
    func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
    var i = 0, j = 0, zeroTie = 0
    while i < a.count && j < b.count {
        guard isDigit(a[i]) && isDigit(b[j]) else {
            if a[i] != b[j] { return a[i].value < b[j].value ? -1 : 1 }
            i += 1
            j += 1
            continue
        }
        let startA = i, startB = j
        while i < a.count && isDigit(a[i]) { i += 1 }
        while j < b.count && isDigit(b[j]) { j += 1 }
        // The significant digits (a run of zeros keeps its last one).
        var significantA = startA, significantB = startB
        while significantA < i - 1 && a[significantA] == "0" { significantA += 1 }
        while significantB < j - 1 && b[significantB] == "0" { significantB += 1 }
        let lengthA = i - significantA, lengthB = j - significantB
        if lengthA != lengthB { return lengthA < lengthB ? -1 : 1 }
        for k in 0..<lengthA where a[significantA + k] != b[significantB + k] {
            return a[significantA + k].value < b[significantB + k].value ? -1 : 1
        }
        if zeroTie == 0 && i - startA != j - startB { zeroTie = i - startA < j - startB ? -1 : 1 }
    }
    if i < a.count || j < b.count { return i < a.count ? 1 : -1 }
    if zeroTie != 0 { return zeroTie }
    if rawA.unicodeScalars.elementsEqual(rawB.unicodeScalars) { return 0 }
    return rawA.unicodeScalars.lexicographicallyPrecedes(rawB.unicodeScalars) ? -1 : 1
}
