import Foundation

/// Chooses the date printed in reports: `--date`, else `SOURCE_DATE_EPOCH`, else today (UTC).
///
/// Reproducible builds set `SOURCE_DATE_EPOCH`; a fixed `--date` makes two runs byte-identical.
public enum ReportDate {
    /// The report date as `YYYY-MM-DD`.
    public static func resolve(
        option: String?, environment: [String: String], now: Date = Date()
    ) throws(CommandError) -> String {
        if let option {
            guard isValid(option) else { throw .invalidDate(option) }
            return option
        }
        if let raw = environment["SOURCE_DATE_EPOCH"]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty {
            // Up to the last second of 9999-12-31: a report dated in the year 506713 is not reproducible, it is wrong.
            guard let seconds = Int64(raw), seconds >= 0, seconds <= maxSourceDateEpoch else { throw .invalidSourceDateEpoch(raw) }
            return format(Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        return format(now)
    }

    /// 9999-12-31T23:59:59Z, the last moment a `YYYY-MM-DD` date can name.
    public static let maxSourceDateEpoch: Int64 = 253_402_300_799

    /// `YYYY-MM-DD` of `date` in UTC.
    public static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        func pad(_ v: Int?, _ width: Int) -> String {
            let s = String(v ?? 0)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))"
    }

    /// True for a real calendar date written `YYYY-MM-DD`.
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            (1...12).contains(m), d >= 1
        else { return false }
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return d <= days[m - 1]
    }
}
