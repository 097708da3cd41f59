/// A language listdocs colours: the first word of a fenced block's info string names it.
public enum CodeLanguage: String, Sendable, CaseIterable {
    case swift
    case objectiveC = "objc"

    /// The language a fenced block's info string names (`swift`, `objc`, `objective-c`,
    /// `objectivec`, `obj-c`), case-insensitively; nil for every other language, which is
    /// shown as plain text.
    public init?(infoString: String) {
        let word = infoString.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            .map { $0.lowercased() }
        switch word {
        case "swift": self = .swift
        case "objc", "objective-c", "objectivec", "obj-c", "objective_c": self = .objectiveC
        default: return nil
        }
    }

    /// The class a highlighted `<code>` element carries, as CommonMark writes it for a fenced
    /// block: `language-swift`, `language-objc`.
    public var cssClass: String { "language-\(rawValue)" }
}
