import ListDocsTemplate

/// The sidebar every recipe page carries: the site's groups in index order, each with its
/// recipes, the current one marked. A group opens where the current page is; the others are
/// folded. To keep pages small on large sites, a group lists at most `window` recipes: the
/// current group those around the current page, another its first ones, each followed by a
/// link to the index for the rest.
struct SiteNavigation {
    struct Group {
        /// nil for the recipes without a group.
        var name: String?
        /// Positions in the recipes array, in index order.
        var positions: [Int]
    }

    /// The most recipes a group lists.
    static let window = 30

    let groups: [Group]
    private let titles: [String]
    private let slugs: [String]
    /// The group of each listed position.
    private let groupOf: [Int: Int]

    init(_ recipes: [Recipe], includeDrafts: Bool) {
        var groups: [Group] = []
        var index: [String?: Int] = [:]
        for position in SiteRenderer.indexOrderPositions(recipes, includeDrafts: includeDrafts) {
            let name = recipes[position].frontMatter.group
            if let at = index[name] {
                groups[at].positions.append(position)
            } else {
                index[name] = groups.count
                groups.append(Group(name: name, positions: [position]))
            }
        }
        self.groups = groups
        titles = recipes.map(\.frontMatter.title)
        slugs = recipes.map(\.slug)
        var groupOf: [Int: Int] = [:]
        for (g, group) in groups.enumerated() {
            for position in group.positions { groupOf[position] = g }
        }
        self.groupOf = groupOf
    }

    /// The positions a group lists on the page of `current`, and how many it leaves out.
    func listed(_ group: Group, current: Int) -> (positions: ArraySlice<Int>, omitted: Int) {
        let all = group.positions
        guard all.count > Self.window else { return (all[...], 0) }
        let start: Int
        if let here = all.firstIndex(of: current) {
            start = min(max(here - Self.window / 2, 0), all.count - Self.window)
        } else {
            start = 0
        }
        return (all[start..<(start + Self.window)], all.count - Self.window)
    }

    /// The sidebar of the page of the recipe at `current`, with links relative to `root`.
    func html(current: Int, root: String, strings: SiteStrings) -> [UInt8] {
        var html = HTMLWriter(capacity: 2_048)
        let title = strings.text("recipesNavigation")
        html.raw("<nav class=\"site-nav\" aria-label=\"")
        html.escaped(title)
        html.raw("\">\n<details class=\"site-nav-all\" open>\n<summary>")
        html.escaped(title)
        html.raw("</summary>\n")
        let named = groups.contains { $0.name != nil }
        let here = groupOf[current]
        for (g, group) in groups.enumerated() {
            if named {
                html.raw(
                    g == here
                        ? "<details class=\"site-nav-group\" open>\n<summary>"
                        : "<details class=\"site-nav-group\">\n<summary>")
                html.escaped(group.name ?? strings.text("otherRecipes"))
                html.raw("</summary>\n")
            }
            html.raw("<ul>\n")
            let (positions, omitted) = listed(group, current: current)
            for position in positions {
                html.raw("<li><a href=\"")
                html.escaped(root + slugs[position] + "/")
                html.raw(position == current ? "\" aria-current=\"page\">" : "\">")
                html.escaped(titles[position])
                html.raw("</a></li>\n")
            }
            if omitted > 0 {
                html.raw("<li class=\"site-nav-more\"><a href=\"")
                html.escaped(root)
                html.raw("\">")
                let count = String(group.positions.count)
                html.escaped(
                    group.name.map {
                        strings.text("allCountRecipesIn", ["count": count, "group": $0])
                    } ?? strings.text("allCountRecipes", ["count": count]))
                html.raw("</a></li>\n")
            }
            html.raw("</ul>\n")
            if named { html.raw("</details>\n") }
        }
        html.raw("</details>\n")
        // Below the width where it stands beside the text, the list folds before the page
        // is first drawn (listdocs.js folding it later moved the page by a screen's third);
        // without the script it stays open.
        html.raw(
            "<script>(function(d){if(window.matchMedia&&!matchMedia(\"(min-width: 90rem)\").matches)d.open=false})(document.currentScript.previousElementSibling)</script>\n"
        )
        html.raw("</nav>\n")
        return html.bytes
    }
}
