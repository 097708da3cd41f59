/// Comparing exception texts the way a reader does: UIKit prints addresses and whole object
/// descriptions (`<UITableView: 0x7f9e…; frame = (0 0; 390 844); …>`) that no run can
/// reproduce, while the engine prints `0x…`.
public enum ReasonText {
    /// The text with every address written `0x…` and every object description cut after
    /// its address (`<UITableView: 0x…>`).
    public static func comparable(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            guard isAddressStart(bytes, at: i) else {
                out.append(bytes[i])
                i += 1
                continue
            }
            out.append(contentsOf: Array("0x…".utf8))
            i += 2
            while i < bytes.count, isHexDigit(bytes[i]) { i += 1 }
            if i + 2 < bytes.count, bytes[i...].starts(with: Array("…".utf8)) { i += 3 }
            // `; frame = …; layer = <CALayer: 0x…>>`: skip to the description's own `>`.
            if i < bytes.count, bytes[i] == UInt8(ascii: ";") {
                var depth = 0
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[i] == UInt8(ascii: ">") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if bytes[i] == UInt8(ascii: "\n") { break }
                    i += 1
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `0x` after a space, followed by a hex digit or `…`.
    private static func isAddressStart(_ bytes: [UInt8], at i: Int) -> Bool {
        guard i > 0, bytes[i - 1] == UInt8(ascii: " "), i + 2 < bytes.count,
            bytes[i] == UInt8(ascii: "0"), bytes[i + 1] == UInt8(ascii: "x")
        else { return false }
        return isHexDigit(bytes[i + 2]) || bytes[(i + 2)...].starts(with: Array("…".utf8))
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}
