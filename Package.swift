// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "coordcheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordcheck", targets: ["coordcheck"]),
        .library(name: "CoordCheckCore", targets: ["CoordCheckCore"]),
        .library(name: "CoordCheckRendering", targets: ["CoordCheckRendering"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The model checker: scenario language, coordinator machine, explorer, invariants,
        // reports. It never prints and has no system dependency.
        .target(name: "CoordCheckCore"),
        // Graphviz's C API (libgvc, libcgraph) from Debian's libgraphviz-dev.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Diagrams: DOT built in Swift, laid out and rendered to SVG in-process. Only
        // Graphviz.swift imports CGraphviz.
        .target(name: "CoordCheckRendering", dependencies: ["CoordCheckCore", "CGraphviz"]),
        // A thin command line over the core.
        .executableTarget(
            name: "coordcheck",
            dependencies: [
                "CoordCheckCore",
                "CoordCheckRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Speed of the drawing layer (make bench).
        .executableTarget(name: "coordcheck-bench", dependencies: ["CoordCheckCore", "CoordCheckRendering"]),
        .testTarget(name: "CoordCheckCoreTests", dependencies: ["CoordCheckCore"]),
        .testTarget(name: "CoordCheckRenderingTests", dependencies: ["CoordCheckRendering"]),
        // Runs the built `coordcheck` binary end to end.
        .testTarget(name: "CoordCheckCLITests", dependencies: ["coordcheck"]),
    ]
)
