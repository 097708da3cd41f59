/// What the last successful build of a site read and wrote, kept next to its output as
/// `.<output name>.listdocs-stamp` (beside the staging folders, never inside the published
/// site). A build whose inputs read the same and whose output files are all still the ones
/// it wrote has nothing to do, and writes nothing.
///
/// The format is text: a first line that names it, the counts the build reported, then one
/// `input` line per thing the build read (its options, the program, each source file's
/// status) and one `output` line per file it wrote (the file's status, then its path).
struct BuildStamp: Equatable {
    /// The first line of every stamp.
    static let header =
        "# listdocs build stamp 1: what the last build read and wrote; a build that finds all of it unchanged writes nothing"

    /// The counts the build reported: pages, embed pages, pictures, Swift files, drafts
    /// left out, and 1 when it wrote the feed and sitemap.
    var counts: [Int]
    /// What the build read, one line each, in the order it read them.
    var inputs: [String]
    /// Each file the build wrote (relative to the output) and its status once published.
    var outputs: [String: String]

    /// The stamp's bytes.
    func encoded() -> [UInt8] {
        var text = Self.header + "\n"
        text += "counts " + counts.map(String.init).joined(separator: " ") + "\n"
        for input in inputs { text += "input " + input + "\n" }
        for path in outputs.keys.sorted() { text += "output \(outputs[path]!) \(path)\n" }
        return Array(text.utf8)
    }

    /// Reads `text` as a stamp; nil when it is not one.
    static func decode(_ text: String) -> BuildStamp? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        guard let countLine = lines.first, countLine.hasPrefix("counts ") else { return nil }
        let counts = countLine.dropFirst(7).split(separator: " ").compactMap { Int($0) }
        guard counts.count == 6 else { return nil }
        var stamp = BuildStamp(counts: counts, inputs: [], outputs: [:])
        for line in lines.dropFirst() {
            if line.hasPrefix("input ") {
                stamp.inputs.append(String(line.dropFirst(6)))
            } else if line.hasPrefix("output ") {
                // Six numbers, then the path (which may hold spaces).
                let fields = line.dropFirst(7).split(separator: " ", maxSplits: 6)
                guard fields.count == 7, SiteManifest.isContained(String(fields[6])) else {
                    return nil
                }
                stamp.outputs[String(fields[6])] = fields[..<6].joined(separator: " ")
            } else {
                return nil
            }
        }
        return stamp
    }

    /// `name` with `%`, spaces and control characters written as `%XX`, so that every name
    /// takes one field of one line.
    static func escaped(_ name: String) -> String {
        var bytes: [UInt8] = []
        for byte in name.utf8 {
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                let hex = Array("0123456789ABCDEF".utf8)
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
