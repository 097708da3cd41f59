import Foundation
import ListDocsPresentation
import ListDocsSite

/// Turns a walkthrough's animation into a GIF or an MP4: listdocs draws every frame into a
/// private folder (as SVG for ffmpeg's librsvg decoder, else as PNG through `rsvg-convert`),
/// then `ffmpeg` encodes them from there.
///
/// A GIF is made in two passes, each reading the frames as a stream: the first finds the
/// animation's palette (written to a file), the second maps every frame to it. One pass
/// through ffmpeg's `split` filter held every frame in memory until the palette was known,
/// about 13 MB a step.
struct AnimationEncoder {
    let pictures: WalkthroughPictures
    /// `.gif` or `.mp4`.
    let format: PictureExport.Format
    let tools: [ExternalTool: String]
    /// Whether ffmpeg reads the frames' SVG itself.
    let svgInput: Bool
    /// The run's private folder.
    let work: URL

    /// Encodes the animation; returns the encoded file, in the private folder.
    func encode() throws(ExportError) -> URL {
        let frames = work.appendingPathComponent("frames")
        try? FileManager.default.removeItem(at: frames)
        do {
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        } catch {
            throw .cannotWrite(frames.path, error.localizedDescription)
        }
        defer { try? FileManager.default.removeItem(at: frames) }
        try draw(into: frames)
        let encoded = work.appendingPathComponent("animation.\(format.rawValue)")
        let ffmpeg = tools[.ffmpeg]!
        if format == .gif {
            let palette = work.appendingPathComponent("palette.png")
            try ExternalTool.run(
                ffmpeg,
                input(frames) + exact + [
                    "-vf", "palettegen=max_colors=128", "-frames:v", "1", "-update", "1",
                    palette.path,
                ], input: nil)
            try ExternalTool.run(
                ffmpeg,
                input(frames) + ["-i", palette.path] + exact + [
                    "-lavfi", "[0:v][1:v]paletteuse", "-loop", "0", "-f", "gif", encoded.path,
                ], input: nil)
        } else {
            try ExternalTool.run(
                ffmpeg,
                input(frames) + exact + [
                    "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt",
                    "yuv420p", "-preset", "medium", "-crf", "20", "-movflags", "+faststart", "-f",
                    "mp4", encoded.path,
                ], input: nil)
        }
        return encoded
    }

    private var rate: Double {
        format == .gif ? PictureExport.gifFramesPerSecond : PictureExport.videoFramesPerSecond
    }

    /// A GIF at the picture's size; a video at twice it, for sharp text.
    private var width: Int { pictures.size.width * (format == .gif ? 1 : 2) }

    /// ffmpeg's arguments up to and including the frames as its first input.
    private func input(_ frames: URL) -> [String] {
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
        return arguments
    }

    /// What keeps the files the same from run to run.
    private let exact = [
        "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-threads", "1",
    ]

    /// Draws every frame into `frames`; frames are independent, so every core draws its
    /// share.
    private func draw(into frames: URL) throws(ExportError) {
        let count = Int((pictures.duration * rate).rounded())
        let failures = Slots<ExportError?>(repeating: nil, count: count)
        DispatchQueue.concurrentPerform(iterations: count) { frame in
            do throws(ExportError) {
                try drawFrame(frame, into: frames)
            } catch {
                failures.set(frame, error)
            }
        }
        if let failure = failures.values.compactMap({ $0 }).first { throw failure }
    }

    private func drawFrame(_ frame: Int, into frames: URL) throws(ExportError) {
        let svg = pictures.frameSVG(at: Double(frame) / rate)
        if svgInput {
            let file = frames.appendingPathComponent(String(format: "frame-%05d.svg", frame))
            do {
                try Data(svg).write(to: file)
            } catch {
                throw .cannotWrite(file.path, error.localizedDescription)
            }
        } else {
            let file = frames.appendingPathComponent(String(format: "frame-%05d.png", frame))
            try ExternalTool.run(
                tools[.rsvgConvert]!,
                [
                    "--width", String(width), "--keep-aspect-ratio", "--format", "png",
                    "--output", file.path,
                ],
                input: svg)
        }
    }
}
