// swift-tools-version: 6.1
import PackageDescription

import class Foundation.ProcessInfo

let package = Package(
    name: "listdocs",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "listdocs", targets: ["listdocs"]),
        .library(name: "ListDocsEngine", targets: ["ListDocsEngine"]),
        .library(name: "ListDocsScript", targets: ["ListDocsScript"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // A 0.x minor release may change the FlyingSocks API the preview uses.
        .package(url: "https://github.com/swhitty/FlyingFox", .upToNextMinor(from: "0.27.1")),
        // Its parser's token kinds are read through the `RawSyntax` SPI, which may change
        // between minor versions: hence the narrower range.
        .package(url: "https://github.com/swiftlang/swift-syntax", .upToNextMinor(from: "603.0.1")),
    ],
    targets: [
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "ListDocsMarkdown", dependencies: ["CMark"]),
        .target(name: "ListDocsEngine"),
        .target(name: "ListDocsHighlight"),
        .target(name: "ListDocsTemplate"),
        .target(name: "CListDocsSystem"),
        .target(name: "ListDocsDiagnostics"),
        .target(name: "ListDocsScript", dependencies: ["ListDocsEngine", "ListDocsDiagnostics"]),
        .target(
            name: "ListDocsExplain",
            dependencies: ["ListDocsEngine", "ListDocsScript", "ListDocsDiagnostics"]
        ),
        .target(
            name: "ListDocsPresentation",
            dependencies: [
                "ListDocsEngine", "ListDocsScript", "ListDocsTemplate", "ListDocsHighlight",
            ]
        ),
        .target(
            name: "ListDocsSite",
            dependencies: [
                "ListDocsMarkdown", "ListDocsScript", "ListDocsEngine", "ListDocsTemplate",
                "ListDocsPresentation", "ListDocsHighlight",
                "ListDocsDiagnostics", "CListDocsSystem",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `listdocs export`: pictures, videos, a Swift file and a DocC tutorial of a walkthrough.
        .target(
            name: "ListDocsExport",
            dependencies: [
                "ListDocsSite", "ListDocsScript", "ListDocsEngine", "ListDocsPresentation",
                "ListDocsDiagnostics", "CListDocsSystem",
            ]
        ),
        // `listdocs init`: a starter site and its GitHub Pages workflow.
        .target(
            name: "ListDocsStarter",
            dependencies: ["ListDocsSite", "ListDocsDiagnostics", "CListDocsSystem"]
        ),
        .target(
            name: "ListDocsServe",
            dependencies: [
                "ListDocsSite", "ListDocsDiagnostics", "CListDocsSystem", "ListDocsExplain",
                "ListDocsTemplate",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .executableTarget(
            name: "listdocs",
            dependencies: [
                "ListDocsSite", "ListDocsScript", "ListDocsEngine", "ListDocsPresentation",
                "ListDocsServe", "ListDocsExplain", "ListDocsExport", "ListDocsStarter",
                "ListDocsDiagnostics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "listdocs-bench",
            dependencies: [
                "ListDocsEngine", "ListDocsScript", "ListDocsPresentation", "ListDocsSite",
                "ListDocsMarkdown", "ListDocsHighlight", "ListDocsExport",
                "ListDocsServe", "ListDocsDiagnostics", "CMark", "ListDocsExplain",
                "ListDocsTestSupport",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Benchmarks/listdocs-bench"
        ),
        .target(name: "ListDocsTestSupport", path: "Tests/ListDocsTestSupport"),
        // Swift's colours as swift-syntax's parser reads them: the reference the shipped
        // lexer is held to, for tests only (the shipped binary does not compile swift-syntax).
        .target(
            name: "ListDocsParserColours",
            dependencies: [
                "ListDocsHighlight",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Tests/ListDocsParserColours"
        ),
        .testTarget(
            name: "ListDocsMarkdownTests",
            dependencies: ["ListDocsMarkdown"]
        ),
        .testTarget(
            name: "ListDocsExplainTests",
            dependencies: [
                "ListDocsExplain", "ListDocsScript", "ListDocsSite", "ListDocsTestSupport",
            ],
            exclude: ["Fuzz", "Goldens", "PublicTexts"]
        ),
        .testTarget(
            name: "ListDocsHighlightTests",
            dependencies: ["ListDocsHighlight", "ListDocsParserColours"]
        ),
        .testTarget(
            name: "ListDocsEngineTests",
            dependencies: ["ListDocsEngine", "ListDocsTestSupport"]
        ),
        .testTarget(
            name: "ListDocsPresentationTests",
            dependencies: [
                "ListDocsPresentation", "ListDocsScript", "ListDocsEngine", "ListDocsTemplate",
            ]
        ),
        .testTarget(
            name: "ListDocsTemplateTests",
            dependencies: ["ListDocsTemplate"]
        ),
        .testTarget(
            name: "ListDocsScriptTests",
            dependencies: [
                "ListDocsScript", "ListDocsEngine", "ListDocsTestSupport", "ListDocsMarkdown",
            ],
            exclude: ["Fuzz"]
        ),
        .testTarget(
            name: "ListDocsSiteTests",
            dependencies: [
                "ListDocsSite", "ListDocsEngine", "ListDocsPresentation", "ListDocsDiagnostics",
                "ListDocsTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                "ListDocsHighlight", "ListDocsParserColours",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "ListDocsServeTests",
            dependencies: [
                "ListDocsServe", "ListDocsSite", "ListDocsTestSupport",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .testTarget(
            name: "ListDocsCLITests",
            dependencies: [
                "listdocs", "ListDocsTestSupport", "ListDocsPresentation",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)

// The fuzz target links libFuzzer's driver, which exists only when the compiler is asked
// for `-sanitize=fuzzer`; declare it on request so a plain `swift build` stays clean.
if ProcessInfo.processInfo.environment["LISTDOCS_FUZZ"] != nil {
    package.targets += [
        .target(name: "CFuzzDriver", path: "Fuzz/CFuzzDriver"),
        .executableTarget(
            name: "ScriptFuzzer",
            dependencies: ["ListDocsScript", "CFuzzDriver"],
            path: "Fuzz/ScriptFuzzer"
        ),
        .executableTarget(
            name: "RecipeFuzzer",
            dependencies: ["ListDocsSite", "CFuzzDriver"],
            path: "Fuzz/RecipeFuzzer"
        ),
        .executableTarget(
            name: "FrontMatterFuzzer",
            dependencies: ["ListDocsSite", "CFuzzDriver"],
            path: "Fuzz/FrontMatterFuzzer"
        ),
        .executableTarget(
            name: "ExplainFuzzer",
            dependencies: ["ListDocsExplain", "CFuzzDriver"],
            path: "Fuzz/ExplainFuzzer"
        ),
    ]
}
