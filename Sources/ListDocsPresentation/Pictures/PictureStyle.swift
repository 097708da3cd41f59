/// The stylesheet inside every picture: the page's device colours, light and dark (a
/// picture follows the reader's colour scheme wherever it is shown), the change colours
/// of the legend, and the type.
enum PictureStyle {
    static let rules: StaticString = """
        text{font-family:-apple-system,"Helvetica Neue","Segoe UI","DejaVu Sans",sans-serif}\
        .page{fill:#fff}.frame{fill:#1c1c1e}.crashframe{fill:#b00020}.bg{fill:#f2f2f7}\
        .card{fill:#fff}.sep{fill:#c6c6c8}.edge{fill:none;stroke:#c6c6c8}\
        .lbl{font-size:16px;fill:#1c1c1e}.hdr{font-size:12px;fill:#5b5b60}\
        .mark{font-size:16px;font-weight:700;fill:#1c1c1e;fill-opacity:.75}\
        .k-inserted>rect{fill:#34c759;fill-opacity:.3}.k-deleted>rect{fill:#ff3b30;fill-opacity:.3}\
        .k-moved>rect{fill:#0a84ff;fill-opacity:.26}.k-reloaded>rect{fill:#af52de;fill-opacity:.28}\
        .k-reconfigured>rect{fill:#ff9f0a;fill-opacity:.34}.k-stale>rect{fill:#ff3b30;fill-opacity:.14}\
        .sel{fill:#d1d1d6}.stalebar{fill:#d70015}.staleedge{fill:none;stroke:#d70015;stroke-width:3}\
        .barbg{fill:#0a5fd6;fill-opacity:.18;stroke:#0a5fd6;stroke-width:2}\
        .bartext{font-size:14px;font-weight:600;fill:#0a5fd6}\
        .swipebg{fill:#d70015}.swipetext{font-size:15px;font-weight:600;fill:#fff}\
        .dim{fill:#000;fill-opacity:.28}.sheetbox{fill:#fff}.pressedbox{fill:#f6f6f8}\
        .sheettitle{font-size:13px;font-weight:600;fill:#1c1c1e}.sheetmsg{font-size:12px;fill:#5b5b60}\
        .sheetaction{font-size:14px;font-weight:600;fill:#d70015}\
        .sheetcancel{font-size:14px;font-weight:600;fill:#0a5fd6}\
        .cap{font-size:13px;fill:#1c1c1e}.capstep{font-weight:700}\
        .crashbox{fill:#2b0b0b}\
        .crashtext{font-family:ui-monospace,Menlo,"DejaVu Sans Mono",monospace;font-size:10px;fill:#ffd7d7}\
        @media (prefers-color-scheme:dark){.page{fill:#000}.frame{fill:#48484a}.bg{fill:#000}\
        .card,.sheetbox{fill:#1c1c1e}.sep{fill:#3a3a3c}.edge{stroke:#3a3a3c}\
        .lbl,.mark,.cap,.sheettitle{fill:#f2f2f7}.hdr,.sheetmsg{fill:#a1a1a8}.sel{fill:#3a3a3c}\
        .pressedbox{fill:#111114}.bartext,.sheetcancel{fill:#5aa2ff}\
        .barbg{fill:#5aa2ff;stroke:#5aa2ff}}
        """

    /// The outline's disclosure control, written only into a picture that draws one.
    static let disclosureRules: StaticString = """
        .disc{fill:none;stroke:#3c3c43;stroke-opacity:.6;stroke-width:2;stroke-linecap:round;\
        stroke-linejoin:round}@media (prefers-color-scheme:dark){.disc{stroke:#ebebf5}}
        """

    /// The dashed line inside a row off a `visible=` screen, written only into a picture
    /// that draws one.
    static let offScreenRules: StaticString =
        ".offedge{fill:none;stroke:#8e8e93;stroke-width:1.5;stroke-dasharray:5 4}"

    /// The parts only some pictures draw, whose rules go in only where they are drawn.
    struct Extras: OptionSet {
        let rawValue: Int
        static let disclosures = Extras(rawValue: 1)
        static let offScreen = Extras(rawValue: 2)

        /// The extras `scene` draws at any step.
        init(_ scene: DeviceScene) {
            let states = scene.elements.lazy.flatMap(\.states)
            self = []
            if states.contains(where: { $0.disclosure != nil }) { insert(.disclosures) }
            if states.contains(where: \.offScreen) { insert(.offScreen) }
        }

        init(rawValue: Int) { self.rawValue = rawValue }
    }

    /// The rules a picture needs: those of an extra only where it is drawn.
    static func rules(_ extras: Extras, to out: inout SVGWriter) {
        out.raw(rules)
        if extras.contains(.disclosures) { out.raw(disclosureRules) }
        if extras.contains(.offScreen) { out.raw(offScreenRules) }
    }
}
