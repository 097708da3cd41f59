import Foundation
import ListDocsPresentation
import ListDocsScript
import ListDocsSite

/// What `listdocs export` writes for one walkthrough of a recipe, by format: SVGs written
/// by listdocs itself, and PNG, GIF and MP4 made from them by `rsvg-convert` and `ffmpeg`.
/// Every file is written under a name of its own beside its final name and renamed into
/// place when whole (`ExportWorkspace`), so a failed export leaves no half-written file and
/// nothing is written through a link; a missing tool is named before anything is written.
public struct PictureExport {
    /// A kind of file.
    public enum Format: String, CaseIterable, Sendable {
        /// One SVG per step: `<id>-step-<n>.svg`.
        case svg
        /// One animated SVG of the whole walkthrough: `<id>.svg`.
        case animatedSVG = "animated-svg"
        /// Every step's SVG in one file, one under another, each the target of a view:
        /// `<id>.steps.svg` (`#step-3` shows step 3).
        case stepsSVG = "steps-svg"
        /// One PNG per step, at twice the SVG's size: `<id>-step-<n>.png`.
        case png
        /// The animation as a looping GIF: `<id>.gif`.
        case gif
        /// The animation as an H.264 video: `<id>.mp4`.
        case mp4
        /// The recipe as a DocC tutorial: the folder is its catalog (`DocCTutorial`).
        case docc

        /// The programs the format needs.
        var tools: [ExternalTool] {
            switch self {
            case .svg, .animatedSVG, .stepsSVG, .docc: []
            case .png: [.rsvgConvert]
            // ffmpeg reads the frames' SVG itself when it has librsvg's decoder (Debian's
            // and Homebrew's do); otherwise rsvg-convert draws them first.
            case .gif, .mp4: [.ffmpeg]
            }
        }
    }

    /// A walkthrough to export and the name its files take.
    public struct Item: Sendable {
        public var id: String
        public var walkthrough: Walkthrough

        public init(id: String, walkthrough: Walkthrough) {
            self.id = id
            self.walkthrough = walkthrough
        }
    }

    /// The frame rates of the animation's raster forms: a GIF counts its delays in
    /// hundredths of a second, so 12.5 frames a second (8/100 each) is exact; a video
    /// plays smoothly at 25.
    static let gifFramesPerSecond = 12.5
    static let videoFramesPerSecond = 25.0

    public var output: URL
    public var formats: [Format]
    /// Where the programs are looked for (the `PATH`'s folders).
    public var searchPath: [String]
    /// How the animated forms (animated SVG, GIF, MP4) time a step's changes: staged, as
    /// the page plays them by default, or at UIKit's real speed.
    public var pace: AnimationPace
    /// The recipe's tutorial, which the `docc` format writes.
    public var tutorial: DocCTutorial?

    public init(
        output: URL, formats: [Format], searchPath: [String], pace: AnimationPace = .staged
    ) {
        self.pace = pace
        self.output = output
        self.formats = formats
        self.searchPath = searchPath
    }

    /// The files that exporting `items` writes, by name, in order.
    public func fileNames(_ items: [Item]) -> [String] {
        var names: [String] = []
        for item in items {
            let steps = item.walkthrough.steps.count + 1
            for format in formats {
                switch format {
                case .svg: names += (0..<steps).map { "\(item.id)-step-\($0).svg" }
                case .animatedSVG: names.append("\(item.id).svg")
                case .stepsSVG: names.append("\(item.id).steps.svg")
                case .png: names += (0..<steps).map { "\(item.id)-step-\($0).png" }
                case .gif: names.append("\(item.id).gif")
                case .mp4: names.append("\(item.id).mp4")
                case .docc: break
                }
            }
        }
        return names
    }

    /// Writes every format of every item into `output` (created if missing). Throws before
    /// writing anything when a program a format needs is missing.
    public func run(_ items: [Item]) throws(ExportError) -> [String] {
        var tools: [ExternalTool: String] = [:]
        for tool in Set(formats.flatMap(\.tools)).sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let path = tool.find(in: searchPath) else {
                throw .missingTool(tool, formats: formats.filter { $0.tools.contains(tool) })
            }
            tools[tool] = path
        }
        // An ffmpeg without librsvg needs rsvg-convert for the frames.
        let ffmpegReadsSVG = tools[.ffmpeg].map(ExternalTool.readsSVG) ?? false
        if tools[.ffmpeg] != nil, !ffmpegReadsSVG, tools[.rsvgConvert] == nil {
            guard let path = ExternalTool.rsvgConvert.find(in: searchPath) else {
                throw .missingTool(
                    .rsvgConvert, formats: formats.filter { $0 == .gif || $0 == .mp4 })
            }
            tools[.rsvgConvert] = path
        }
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(output.path, error.localizedDescription)
        }
        let workspace = try ExportWorkspace(output: output)
        defer { workspace.close() }
        var written: [String] = []
        for item in items {
            let pictures = WalkthroughPictures(item.walkthrough).paced(pace)
            for format in formats {
                written += try export(
                    item.id, pictures, as: format, tools: tools, svgInput: ffmpegReadsSVG,
                    in: workspace)
            }
        }
        if formats.contains(.docc), let tutorial {
            for file in tutorial.files() {
                try workspace.write(file.bytes, as: file.name)
                written.append(file.name)
            }
        }
        return written
    }

    /// Writes one walkthrough's files of one format; returns their names.
    private func export(
        _ id: String, _ pictures: WalkthroughPictures, as format: Format,
        tools: [ExternalTool: String], svgInput: Bool, in workspace: ExportWorkspace
    ) throws(ExportError) -> [String] {
        switch format {
        case .docc:
            // The recipe's catalog is written whole, after its walkthroughs (`run`).
            return []
        case .svg:
            return try (0..<pictures.stepCount).map { step throws(ExportError) in
                let name = "\(id)-step-\(step).svg"
                try workspace.write(pictures.stepSVG(step), as: name)
                return name
            }
        case .animatedSVG:
            try workspace.write(pictures.animatedSVG(), as: "\(id).svg")
            return ["\(id).svg"]
        case .stepsSVG:
            try workspace.write(pictures.filmstripSVG(), as: "\(id).steps.svg")
            return ["\(id).steps.svg"]
        case .png:
            return try (0..<pictures.stepCount).map { step throws(ExportError) in
                let name = "\(id)-step-\(step).png"
                let drawn = workspace.work.appendingPathComponent("step.png")
                try ExternalTool.run(
                    tools[.rsvgConvert]!,
                    ["--zoom", "2", "--format", "png", "--output", drawn.path],
                    input: pictures.stepSVG(step))
                try workspace.publish(file: drawn, as: name)
                return name
            }
        case .gif, .mp4:
            let name = "\(id).\(format.rawValue)"
            let encoded = try AnimationEncoder(
                pictures: pictures, format: format, tools: tools, svgInput: svgInput,
                work: workspace.work
            ).encode()
            try workspace.publish(file: encoded, as: name)
            return [name]
        }
    }
}

/// Why an export failed.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    /// A program a format needs is not on the `PATH`.
    case missingTool(ExternalTool, formats: [PictureExport.Format])
    /// A program failed.
    case toolFailed(String, status: Int32, message: String)
    /// A file or folder could not be written.
    case cannotWrite(String, String)

    public var description: String {
        switch self {
        case .missingTool(let tool, let formats):
            let names = formats.map(\.rawValue).joined(separator: ", ")
            return
                "\(names) needs \(tool.rawValue), which is not on the PATH; install it "
                + "(\(tool.installHint)) or leave \(names) out. Nothing was written."
        case .toolFailed(let tool, let status, let message):
            let detail = message.isEmpty ? "" : ": \(message)"
            return "\(tool) failed (exit status \(status))\(detail)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
