/// What the lexers share: the classes of bytes they read names and numbers by, and how a
/// token joins the list.
extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// A byte of a name: a letter, `_`, `$`, or any byte of a multi-byte UTF-8 character.
    var isNameByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
    }

    var isCapital: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
}

extension [Token] {
    /// Appends a run, joined to the last one when it continues it with the same kind (a
    /// string's quotes and text make one span); plain and empty runs are left out. Public
    /// for a colourer written elsewhere (the tests' reference colours from the parser).
    public mutating func appendRun(_ kind: TokenKind, _ start: Int, _ end: Int) {
        guard kind != .plain, start < end else { return }
        if let last = self.last, last.kind == kind, last.end == start {
            self[count - 1].end = end
        } else {
            append(Token(kind: kind, start: start, end: end))
        }
    }
}
