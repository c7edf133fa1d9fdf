extension SortKeys {
    /// Bits of `value` that order as it does when compared as unsigned integers (negative numbers first).
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value + 0).bitPattern  // -0 is 0
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// The number `bytes` write, as `ValueKind.number` reads it: plain decimals (`-12.75`) at once, others through it.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0, negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0, digits = 0, fraction = 0, point = false
        let leading = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                digits += 1
                if point { fraction += 1 }
            } else if byte == UInt8(ascii: "."), !point, digits > 0 {
                point = true
            } else {
                break
            }
            index += 1
        }
        // Plain: every byte read, 1 to 15 digits, none led by a zero (`007` is a code), not ending in a point.
        let ledByZero = bytes.count > leading + 1 && bytes[leading] == 0x30 && bytes[leading + 1] != UInt8(ascii: ".")
        if index == bytes.count, digits > 0, digits <= 15, !ledByZero, bytes[bytes.count - 1] != UInt8(ascii: ".") {
            let value = Double(mantissa) / powersOfTen[fraction]  // both exact: the quotient is rounded once
            return negative ? -value : value
        }
        return ValueKind.number(String(decoding: bytes, as: UTF8.self))
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// The seconds since 1970 an ISO 8601 date or time names (`2024-03-01`, `2024-03-01 12:30`,
    /// `2024-03-01T12:30:05.25Z`, `…+02:00`); a time without an offset is read as UTC, and text after what reads
    /// (`2024-03-01 noon`) is left aside. Nil for text that does not start with a date.
    static func instant(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        // The value of the `length` digits at `start`, or -1 where one is no digit (or the bytes end).
        @inline(__always) func digits(_ start: Int, _ length: Int) -> Int {
            guard start + length <= count else { return -1 }
            var value = 0
            for index in start..<start + length {
                let digit = Int(bytes[index]) - 0x30
                guard digit >= 0 && digit <= 9 else { return -1 }
                value = value * 10 + digit
            }
            return value
        }
        @inline(__always) func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }
        let year = digits(0, 4), month = digits(5, 2), day = digits(8, 2)
        guard year >= 0, byte(4) == UInt8(ascii: "-"), byte(7) == UInt8(ascii: "-"),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        var seconds = Double(era * 146_097 + dayOfEra - 719_468) * 86_400
        // A time, a fraction and an offset as far as they read; what follows them (" UTC", a note) is left aside.
        let separator = byte(10)
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: " ") || separator == UInt8(ascii: "t") else {
            return seconds
        }
        let hour = digits(11, 2), minute = digits(14, 2)
        guard hour >= 0, byte(13) == UInt8(ascii: ":"), minute >= 0 else { return seconds }
        seconds += Double(hour * 3600 + minute * 60)
        var index = 16
        if byte(16) == UInt8(ascii: ":"), case let second = digits(17, 2), second >= 0 {
            seconds += Double(second)
            index = 19
            if byte(19) == UInt8(ascii: ".") || byte(19) == UInt8(ascii: ",") {
                index = 20
                var scale = 0.1
                while index < count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
                    seconds += Double(bytes[index] - 0x30) * scale
                    scale /= 10
                    index += 1
                }
            }
        }
        let sign = byte(index)
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return seconds }
        let hours = digits(index + 1, 2)
        guard hours >= 0 else { return seconds }
        let minutesAt = byte(index + 3) == UInt8(ascii: ":") ? index + 4 : index + 3
        let minutes = max(digits(minutesAt, 2), 0)
        return seconds - (sign == UInt8(ascii: "-") ? -1.0 : 1.0) * Double(hours * 3600 + minutes * 60)
    }

    /// Seven bytes of a text's natural-order form from byte `level * 7`, then 1 when the form goes on past them (0
    /// when not): keys compare as `naturalCompare` compares the texts, but for texts told apart only by case or by a
    /// number's leading zeros, whose forms tie whole. The form is the lowercased text's UTF-8 (which orders as its
    /// scalars do) with each run of digits written as `0`, its significant length and its significant digits.
    static func naturalKey(_ bytes: UnsafeBufferPointer<UInt8>, level: Int) -> UInt64 {
        if bytes.contains(where: { $0 >= 0x80 }) {
            var lowered = String(decoding: bytes, as: UTF8.self).lowercased()
            return lowered.withUTF8 { naturalKeyOfFolded($0, level: level) }
        }
        return naturalKeyOfFolded(bytes, level: level)
    }

    /// `naturalKey` of a text whose letters beyond ASCII are lowercased already (ASCII ones are lowered here).
    private static func naturalKeyOfFolded(_ bytes: UnsafeBufferPointer<UInt8>, level: Int) -> UInt64 {
        var form = FormWindow(skipping: level * 7)
        var index = 0
        while index < bytes.count, !form.isFull {
            let byte = bytes[index]
            guard byte >= 0x30 && byte <= 0x39 else {
                form.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end] >= 0x30 && bytes[end] <= 0x39 { end += 1 }
            var significant = index
            while significant < end - 1, bytes[significant] == 0x30 { significant += 1 }
            form.append(0x30)
            form.append(UInt8(min(end - significant, 255)))
            for digit in bytes[significant..<end] where !form.isFull { form.append(digit) }
            index = end
        }
        return form.key
    }

    /// Collects the seven bytes of a form after `skipping` bytes, and whether an eighth follows.
    private struct FormWindow {
        var skipping: Int
        private(set) var key: UInt64 = 0
        private var taken = 0
        /// Whether the seven bytes and the byte after them are known.
        var isFull: Bool { taken == 8 }

        init(skipping: Int) { self.skipping = skipping }

        mutating func append(_ byte: UInt8) {
            if skipping > 0 { return skipping -= 1 }
            guard taken < 8 else { return }
            key |= UInt64(taken == 7 ? 1 : byte) << UInt64(56 - 8 * taken)
            taken += 1
        }
    }
}
