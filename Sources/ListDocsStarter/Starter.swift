import ListDocsSite

/// What `listdocs init` and `listdocs new` write: a small working site, and a recipe with
/// a walkthrough that passes `listdocs check`. Pure: the files as text, written by the
/// command line, which never overwrites one.
public enum Starter {
    /// A site's files, by path relative to its folder.
    public static func site(title: String) -> [(path: String, text: String)] {
        [
            ("listdocs.yml", config(title: title)),
            (
                "Content/first-walkthrough.md",
                recipe(title: "Your first walkthrough", date: nil)
            ),
            (
                ".gitignore",
                "# Built by `listdocs build`, and its note of what it read and wrote.\n_site/\n._site.listdocs-stamp\n"
            ),
        ]
    }

    /// The file name for a new recipe called `title`, or why there is none (a title
    /// without letters or digits).
    /// The file a recipe with the address `slug` takes, if `slug` can be an address.
    public static func fileName(slug: String) -> Result<String, SlugProblem> {
        Slug.make(fileName: slug + ".md").map { $0 + ".md" }
    }

    public static func fileName(for title: String) -> Result<String, SlugProblem> {
        let slug = Slug.suggested(for: title) ?? ""
        return Slug.make(fileName: slug + ".md").map { $0 + ".md" }
    }

    /// A recipe with front matter and a starter walkthrough; `date` is `YYYY-MM-DD`. With
    /// `draft` it is a draft; `tags` (default `start`) and `group` go into its front matter.
    public static func recipe(
        title: String, date: String?, draft: Bool = false, tags: [String] = ["start"],
        group: String? = nil
    ) -> String {
        var front = "---\ntitle: \(yamlString(title))\nsummary: One sentence for the index page.\n"
        if let date { front += "date: \(date)\n" }
        if !tags.isEmpty { front += "tags: [\(tags.map(yamlString).joined(separator: ", "))]\n" }
        if let group { front += "group: \(yamlString(group))\n" }
        if draft { front += "draft: true\n" }
        front += "---\n"
        return front + """

            ## Problem

            Say what the reader's app does and what goes wrong.

            ## Solution

            Show the fix. A fenced block whose info string starts with `listdocs` is a walkthrough:
            the list, then what happens to it, step by step.

            ```listdocs title="Delete a row"
            state
              Fruit: Apple, Banana, Cherry

            delete row [0, 1] with fade
            expect
              Fruit: Apple, Cherry
            ```

            Run `listdocs run` on this file to see every step in the terminal, or
            `listdocs serve` to watch it animate.

            """
    }

    static func config(title: String) -> String {
        """
        # The site's settings (see Configuration in listdocs' documentation).
        title: \(yamlString(title))
        description: Animated walkthroughs of list updates.
        # base_url: https://example.org/docs/
        # language: de        # en (default), de, ja: the words the site writes itself
        # catalog: true       # adds listdocs' crash catalog, which crash steps link to

        """
    }

    /// A YAML double-quoted string.
    static func yamlString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
