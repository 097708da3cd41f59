import Foundation
import ListDocsPresentation
import ListDocsScript

/// What `listdocs export` writes for one walkthrough of a recipe, by format: SVGs written
/// by listdocs itself, and PNG, GIF and MP4 made from them by `rsvg-convert` and `ffmpeg`.
/// Every file is written beside its final name and renamed into place when whole, so a
/// failed export leaves no half-written file; a missing tool is named before anything is
/// written.
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

        /// The programs the format needs.
        var tools: [ExternalTool] {
            switch self {
            case .svg, .animatedSVG, .stepsSVG: []
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

    public init(output: URL, formats: [Format], searchPath: [String]) {
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
        var written: [String] = []
        for item in items {
            let pictures = WalkthroughPictures(item.walkthrough)
            for format in formats {
                switch format {
                case .svg:
                    for step in 0..<pictures.stepCount {
                        let name = "\(item.id)-step-\(step).svg"
                        try write(pictures.stepSVG(step), to: name)
                        written.append(name)
                    }
                case .animatedSVG:
                    try write(pictures.animatedSVG(), to: "\(item.id).svg")
                    written.append("\(item.id).svg")
                case .stepsSVG:
                    try write(pictures.filmstripSVG(), to: "\(item.id).steps.svg")
                    written.append("\(item.id).steps.svg")
                case .png:
                    for step in 0..<pictures.stepCount {
                        let name = "\(item.id)-step-\(step).png"
                        try rasterise(
                            pictures.stepSVG(step), zoom: 2, tool: tools[.rsvgConvert]!, to: name)
                        written.append(name)
                    }
                case .gif, .mp4:
                    let name = "\(item.id).\(format.rawValue)"
                    try encode(
                        pictures, format: format, tools: tools, svgInput: ffmpegReadsSVG, to: name)
                    written.append(name)
                }
            }
        }
        return written
    }

    private func partialURL(_ name: String) -> URL {
        output.appendingPathComponent(".\(name).partial")
    }

    private func finish(_ name: String) throws(ExportError) {
        let final = output.appendingPathComponent(name)
        if rename(partialURL(name).path, final.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: partialURL(name))
            throw .cannotWrite(final.path, reason)
        }
    }

    private func write(_ bytes: [UInt8], to name: String) throws(ExportError) {
        do {
            try Data(bytes).write(to: partialURL(name))
        } catch {
            try? FileManager.default.removeItem(at: partialURL(name))
            throw .cannotWrite(output.appendingPathComponent(name).path, error.localizedDescription)
        }
        try finish(name)
    }

    private func rasterise(_ svg: [UInt8], zoom: Int, tool: String, to name: String)
        throws(ExportError)
    {
        let partial = partialURL(name)
        do {
            try ExternalTool.run(
                tool, ["--zoom", String(zoom), "--format", "png", "--output", partial.path],
                input: svg)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
        try finish(name)
    }

    /// Draws the animation frame by frame into a temporary folder (as SVG when `svgInput`,
    /// for ffmpeg's librsvg decoder, else as PNG through rsvg-convert), then has `ffmpeg`
    /// make the GIF (with a palette of its own colours) or the video.
    private func encode(
        _ pictures: WalkthroughPictures, format: Format, tools: [ExternalTool: String],
        svgInput: Bool, to name: String
    ) throws(ExportError) {
        let frames = FileManager.default.temporaryDirectory.appendingPathComponent(
            "listdocs-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: frames) }
        do {
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(frames.path, error.localizedDescription)
        }
        let rate = format == .gif ? Self.gifFramesPerSecond : Self.videoFramesPerSecond
        let count = Int((pictures.duration * rate).rounded())
        // A GIF at the picture's size; a video at twice it, for sharp text.
        let width = pictures.size.width * (format == .gif ? 1 : 2)
        let ffmpeg = tools[.ffmpeg]!
        // Frames are independent: every core draws its share.
        let failures = Slots<ExportError?>(repeating: nil, count: count)
        let converter = tools[.rsvgConvert]
        DispatchQueue.concurrentPerform(iterations: count) { frame in
            let svg = pictures.frameSVG(at: Double(frame) / rate)
            do throws(ExportError) {
                if svgInput {
                    let file = frames.appendingPathComponent(
                        String(format: "frame-%05d.svg", frame))
                    do {
                        try Data(svg).write(to: file)
                    } catch {
                        throw .cannotWrite(file.path, error.localizedDescription)
                    }
                } else {
                    let file = frames.appendingPathComponent(
                        String(format: "frame-%05d.png", frame))
                    try ExternalTool.run(
                        converter!,
                        [
                            "--width", String(width), "--keep-aspect-ratio", "--format", "png",
                            "--output", file.path,
                        ],
                        input: svg)
                }
            } catch {
                failures.set(frame, error)
            }
        }
        if let failure = failures.values.compactMap({ $0 }).first { throw failure }
        let partial = partialURL(name)
        var arguments = [
            "-nostdin", "-loglevel", "error", "-y", "-framerate", format == .gif ? "25/2" : "25",
        ]
        if svgInput {
            arguments += [
                "-c:v", "librsvg", "-width", String(width), "-keep_ar", "1", "-i",
                frames.appendingPathComponent("frame-%05d.svg").path,
            ]
        } else {
            arguments += ["-i", frames.appendingPathComponent("frame-%05d.png").path]
        }
        arguments += [
            "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-threads", "1",
        ]
        switch format {
        case .gif:
            arguments += [
                "-filter_complex", "split[a][b];[a]palettegen=max_colors=128[p];[b][p]paletteuse",
                "-loop", "0", "-f", "gif",
            ]
        default:
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                "-preset", "medium", "-crf", "20", "-movflags", "+faststart", "-f", "mp4",
            ]
        }
        arguments.append(partial.path)
        do {
            try ExternalTool.run(ffmpeg, arguments, input: nil)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
        try finish(name)
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
