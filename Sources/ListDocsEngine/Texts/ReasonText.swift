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
                let start = i
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
                describeAsBaseClass(bytes[start..<i], in: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The comparable text with the class of each object named as the data source
    /// (`dataSource: <ListViewController: 0x…>`, `dataSource (<…: 0x…>)`) or as the view
    /// dequeued and not returned (`Dequeued view: <UICollectionViewCell: 0x…>`) written `…`:
    /// the app names its own class there, and a walkthrough stands for it with its own.
    public static func withAppClassesElided(_ text: String) -> String {
        withClassElided(after: "Dequeued view", in: withClassElided(after: "dataSource", in: text))
    }

    private static func withClassElided(after name: String, in text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let marker = rest.firstRange(of: name) {
            let after = rest[marker.upperBound...]
            let opening = after.hasPrefix(": <") ? 3 : after.hasPrefix(" (<") ? 3 : 0
            let start = after.index(after.startIndex, offsetBy: opening)
            guard opening > 0, let colon = after[start...].firstRange(of: ": 0x…"),
                !after[start..<colon.lowerBound].contains(" ")
            else {
                out += rest[..<marker.upperBound]
                rest = after
                continue
            }
            out += rest[..<start] + "…"
            rest = after[colon.lowerBound...]
        }
        return out + rest
    }

    /// A subclass of a UIKit view describes itself with its base class
    /// (`<Shop.FruitCell: 0x…; baseClass = UICollectionViewCell; …>`): the comparable text
    /// names the base class, as the engine's texts do. `fields` are the description's fields
    /// after its address; `out` ends with `<Name: 0x…`.
    private static func describeAsBaseClass(_ fields: ArraySlice<UInt8>, in out: inout [UInt8]) {
        let key = Array("; baseClass = ".utf8)
        guard let at = fields.indices.first(where: { fields[$0...].starts(with: key) }),
            let open = out.lastIndex(of: UInt8(ascii: "<"))
        else { return }
        let name = fields[(at + key.count)...].prefix {
            $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ">")
        }
        let colon = Array(": 0x…".utf8)
        guard !name.isEmpty, out.count >= colon.count, out.suffix(colon.count).elementsEqual(colon)
        else { return }
        out.replaceSubrange((open + 1)..<(out.count - colon.count), with: name)
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
