/// Line endings as every part of listdocs counts them: LF, CRLF and a lone CR each end a
/// line (as CommonMark says), so text is normalised to LF once, where it is read, and
/// every later line number and quoted source line agrees.
public enum LineEndings {
    /// `text` with each CRLF and lone CR replaced by LF; the same string when it has no CR.
    public static func normalised(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == 0x0A && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            bytes.append(previousWasCR ? 0x0A : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
