/// Where the parts of a picture go: the device's frame (the page's 18.5 rem device with its
/// 10 pt border), its screen, and under it the step's caption and, for a walkthrough that
/// crashes, the exception. Every picture of one walkthrough has the same size, so an
/// animation never jumps.
struct PictureGeometry {
    static let margin = 12.0
    static let deviceWidth = 296.0
    static let border = 10.0
    static let paddingTop = 26.0
    static let paddingBottom = 19.0
    static let paddingSide = 12.0
    static let captionLines = 2
    static let captionCharacters = 44
    static let crashLines = 9
    static let crashCharacters = 46

    let screenWidth: Double
    let screenHeight: Double
    let crashes: Bool
    let columns: Int

    init(_ scene: DeviceScene) {
        screenWidth = scene.width
        screenHeight = scene.height
        crashes = scene.crash != nil
        columns = scene.columns
    }

    /// The geometry of a picture whose screen is `screenHeight` tall (the tallest step's).
    init(screenHeight: Int, crashes: Bool) {
        screenWidth = DeviceScene.screenWidth
        self.screenHeight = DeviceScene.screenHeight(tallest: screenHeight)
        self.crashes = crashes
        columns = 1
    }

    var screenX: Double { Self.margin + Self.border + Self.paddingSide }
    var screenY: Double { Self.margin + Self.border + Self.paddingTop }
    var deviceHeight: Double {
        2 * Self.border + Self.paddingTop + screenHeight + Self.paddingBottom
    }
    var captionTop: Double { Self.margin + deviceHeight + 20 }
    var crashTop: Double { captionTop + Double(Self.captionLines) * 17 }
    var crashHeight: Double { Double(Self.crashLines) * 13 + 12 }
    var width: Double { 2 * Self.margin + Self.deviceWidth }
    var height: Double {
        crashTop + (crashes ? crashHeight + 4 : 0) + Self.margin
    }

    /// The `<svg>` element, its title and description, and the clip paths of the screen,
    /// a row's label and a tile's.
    /// `height` is the whole file's (several pictures one under another, which has no size
    /// of its own: it takes the place it is given, so a view of one picture fills it), by
    /// default one picture's.
    func open(_ out: inout SVGWriter, title: String, description: String, height: Double? = nil) {
        out.raw("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        if height == nil {
            out.raw(" width=\"")
            out.decimal(width)
            out.raw("\" height=\"")
            out.decimal(self.height)
            out.raw("\"")
        }
        let height = height ?? self.height
        out.raw(" viewBox=\"0 0 ")
        out.decimal(width)
        out.raw(" ")
        out.decimal(height)
        out.raw("\" role=\"img\" aria-labelledby=\"ld-title ld-desc\">\n<title id=\"ld-title\">")
        out.escaped(title)
        out.raw("</title>\n<desc id=\"ld-desc\">")
        out.escaped(description)
        out.raw("</desc>\n<defs><clipPath id=\"ld-screen\"><rect width=\"")
        out.decimal(screenWidth)
        out.raw("\" height=\"")
        out.decimal(screenHeight)
        out.raw("\"/></clipPath><clipPath id=\"ld-row\"><rect width=\"")
        out.decimal(screenWidth - 30)
        out.raw("\" height=\"44\"/></clipPath><clipPath id=\"ld-tile\"><rect x=\"4\" width=\"")
        out.decimal(tileWidth - 8)
        out.raw("\" height=\"64\"/></clipPath>")
        // A row's background and separator, drawn by reference in every row.
        out.raw("<rect id=\"ld-card\" class=\"card\" width=\"")
        out.decimal(screenWidth)
        out.raw("\" height=\"44\"/><rect id=\"ld-sep\" class=\"sep\" y=\"43\" width=\"")
        out.decimal(screenWidth)
        out.raw("\" height=\"1\"/></defs>\n")
    }

    var tileWidth: Double { screenWidth / Double(columns) }

    /// The page behind the device, the frame (red over it at a crash; `animated` names the
    /// class that shows the red one over time), and the screen's background.
    func frame(_ out: inout SVGWriter, crashed: Bool, animated: String?) {
        out.raw("<rect class=\"page\" width=\"")
        out.decimal(width)
        out.raw("\" height=\"")
        out.decimal(height)
        out.raw("\"/>\n")
        func outer(_ className: StaticString, extra: String?, opacity: Bool) {
            out.raw("<rect class=\"")
            out.raw(className)
            if let extra {
                out.raw(" ")
                out.raw(extra)
            }
            out.raw("\" x=\"")
            out.decimal(Self.margin)
            out.raw("\" y=\"")
            out.decimal(Self.margin)
            out.raw("\" width=\"")
            out.decimal(Self.deviceWidth)
            out.raw("\" height=\"")
            out.decimal(deviceHeight)
            out.raw("\" rx=\"38\"")
            if !opacity { out.raw(" opacity=\"0\"") }
            out.raw("/>\n")
        }
        outer("frame", extra: nil, opacity: true)
        if let animated {
            outer("crashframe", extra: animated, opacity: crashed)
        } else if crashed {
            outer("crashframe", extra: nil, opacity: true)
        }
        out.raw("<rect class=\"bg\" x=\"")
        out.decimal(Self.margin + Self.border)
        out.raw("\" y=\"")
        out.decimal(Self.margin + Self.border)
        out.raw("\" width=\"")
        out.decimal(Self.deviceWidth - 2 * Self.border)
        out.raw("\" height=\"")
        out.decimal(deviceHeight - 2 * Self.border)
        out.raw("\" rx=\"28\"/>\n")
    }

    /// Opens the screen's group: its origin at the screen's top left, clipped to it.
    func openScreen(_ out: inout SVGWriter) {
        out.raw("<g class=\"screen\" clip-path=\"url(#ld-screen)\" transform=\"translate(")
        out.decimal(screenX)
        out.raw(" ")
        out.decimal(screenY)
        out.raw(")\">\n")
    }

    /// The lines of step `step`'s caption (of `count`, step 0 included), with its number.
    static func captionLines(step: Int, of count: Int, text: String) -> [String] {
        DeviceText.lines(
            "Step \(step)/\(count - 1) · " + text, characters: captionCharacters,
            limit: captionLines)
    }

    /// The lines of the exception's text.
    static func crashLines(_ crash: String) -> [String] {
        DeviceText.lines("✗ " + crash, characters: crashCharacters, limit: crashLines)
    }

    /// The step's caption under the device (its lines from `captionLines`), and the
    /// exception's lines when the app dies at it. `className` (if any) is given to the
    /// group, for an animation to show it at its step.
    func caption(
        _ out: inout SVGWriter, step: Int, lines: [String], crash: [String]?,
        className: String? = nil, shown: Bool = true
    ) {
        out.raw("<g class=\"caption")
        if let className {
            out.raw(" ")
            out.raw(className)
        }
        out.raw("\"")
        if !shown { out.raw(" opacity=\"0\"") }
        out.raw(">")
        let lead = "Step \(step)/"
        for (index, line) in lines.enumerated() {
            out.raw("<text class=\"cap\" x=\"")
            out.decimal(Self.margin + 4)
            out.raw("\" y=\"")
            out.decimal(captionTop + Double(index) * 17)
            out.raw("\">")
            if index == 0, line.hasPrefix(lead), let dot = line.firstRange(of: " · ") {
                out.raw("<tspan class=\"capstep\">")
                out.escaped(String(line[..<dot.lowerBound]))
                out.raw("</tspan> · ")
                out.escaped(String(line[dot.upperBound...]))
            } else {
                out.escaped(line)
            }
            out.raw("</text>")
        }
        if let crash {
            out.raw("<rect class=\"crashbox\" x=\"")
            out.decimal(Self.margin)
            out.raw("\" y=\"")
            out.decimal(crashTop)
            out.raw("\" width=\"")
            out.decimal(Self.deviceWidth)
            out.raw("\" height=\"")
            out.decimal(crashHeight)
            out.raw("\" rx=\"6\"/>")
            for (index, line) in crash.enumerated() {
                out.raw("<text class=\"crashtext\" x=\"")
                out.decimal(Self.margin + 8)
                out.raw("\" y=\"")
                out.decimal(crashTop + 16 + Double(index) * 13)
                out.raw("\">")
                out.escaped(line)
                out.raw("</text>")
            }
        }
        out.raw("</g>\n")
    }
}
