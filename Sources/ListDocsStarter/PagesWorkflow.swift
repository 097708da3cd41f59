import ListDocsSite

/// The GitHub Actions workflow `listdocs init --github-pages` writes: it builds listdocs,
/// checks every recipe, builds the site with the Pages address as its base URL, and deploys
/// it with GitHub Pages on every push to a branch.
///
/// What it runs is pinned: each action by the commit of its release (the tag beside it in a
/// comment), listdocs by the ref given (a commit pins it; a branch moves). Only the deploy
/// job may write to Pages or ask for an identity token; the build job, which runs the
/// cloned listdocs' `make install`, reads the repository and nothing else. The values given
/// on the command line are checked before they are written, so none can carry an Actions
/// expression (`${{ … }}`) or a shell word into the file.
public struct PagesWorkflow: Sendable {
    /// Where the workflow goes in a site's repository.
    public static let path = ".github/workflows/listdocs-pages.yml"

    /// The actions it uses, each at the commit of the release named after it.
    static let actions = [
        "checkout": "actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2",
        "configure": "actions/configure-pages@983d7736d9b0ae728b81ab479565c72886d7745b # v5.0.0",
        "upload":
            "actions/upload-pages-artifact@56afc609e74202658d3ffba0e8f6dda462b719fa # v3.0.1",
        "deploy": "actions/deploy-pages@d6db90164ac5ed86f2b6aed7e0febac5b3c0c03e # v4.0.5",
    ]

    /// listdocs' git URL; nil reads the repository variable `LISTDOCS_REPOSITORY`.
    public var repository: String?
    /// The branch, tag or commit of listdocs to build.
    public var ref: String
    /// The branch whose pushes publish the site.
    public var branch: String
    /// The container the build runs in.
    public var container: String

    /// A workflow of checked values; throws the first value that cannot go into it.
    public init(repository: String?, ref: String, branch: String, container: String)
        throws(WorkflowValueProblem)
    {
        if let repository { try Self.checkRepository(repository) }
        try Self.checkRef(ref, option: "--listdocs-ref")
        try Self.checkRef(branch, option: "--branch")
        try Self.checkContainer(container)
        self.repository = repository
        self.ref = ref
        self.branch = branch
        self.container = container
    }

    /// Whether `ref` is a commit (40 hexadecimal digits), which pins listdocs.
    public static func refIsCommit(_ ref: String) -> Bool {
        ref.count == 40 && ref.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// The workflow's text.
    public var text: String {
        """
        # Builds this listdocs site and publishes it with GitHub Pages.
        # Written by `listdocs init --github-pages`. In the repository's Settings > Pages,
        # choose "GitHub Actions" as the source. Each action is pinned to the commit of the
        # release named beside it.
        name: Publish the site

        on:
          push:
            branches: [\(Starter.yamlString(branch))]
          workflow_dispatch:

        # No job may do more than it asks for below.
        permissions: {}

        concurrency:
          group: pages
          cancel-in-progress: false

        jobs:
        \(buildJob)
          deploy:
            needs: build
            runs-on: ubuntu-24.04
            permissions:
              pages: write
              id-token: write
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: \(Self.actions["deploy"]!)

        """
    }

    /// The build job: clones listdocs at its ref, installs it, checks and builds the site.
    private var buildJob: String {
        let source = repository.map(Starter.yamlString) ?? "${{ vars.LISTDOCS_REPOSITORY }}"
        return """
              build:
                runs-on: ubuntu-24.04
                container: \(Starter.yamlString(container))
                permissions:
                  contents: read
                  pages: read
                env:
                  LISTDOCS_REPOSITORY: \(source)
                  LISTDOCS_REF: \(Starter.yamlString(ref))
                steps:
                  - uses: \(Self.actions["checkout"]!)
                    with:
                      persist-credentials: false
                  - name: Install libcmark
                    run: apt-get update -qq && apt-get install -y -qq libcmark-dev pkg-config git make
                  - name: Build listdocs
                    run: |
                      if [ -z "$LISTDOCS_REPOSITORY" ]; then
                        echo "::error::Set the repository variable LISTDOCS_REPOSITORY (Settings > Secrets and variables > Actions > Variables) to listdocs' git URL, or write the URL after LISTDOCS_REPOSITORY: in \(Self.path)"
                        exit 1
                      fi
                      git init -q "$RUNNER_TEMP/listdocs"
                      git -C "$RUNNER_TEMP/listdocs" fetch -q --depth 1 -- "$LISTDOCS_REPOSITORY" "$LISTDOCS_REF"
                      git -C "$RUNNER_TEMP/listdocs" checkout -q FETCH_HEAD
                      make -C "$RUNNER_TEMP/listdocs" install PREFIX="$RUNNER_TEMP/tools"
                      echo "$RUNNER_TEMP/tools/bin" >> "$GITHUB_PATH"
                  - id: pages
                    uses: \(Self.actions["configure"]!)
                  - name: Check every recipe
                    run: listdocs check --strict
                  - name: Build the site
                    run: listdocs build --base-url "${{ steps.pages.outputs.base_url }}/"
                  - uses: \(Self.actions["upload"]!)
                    with:
                      path: _site
            """
    }
}
