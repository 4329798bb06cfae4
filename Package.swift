// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "coordcheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordcheck", targets: ["coordcheck"]),
        .library(name: "CoordCheckCore", targets: ["CoordCheckCore"]),
        .library(name: "CoordCheckRendering", targets: ["CoordCheckRendering"]),
        .library(name: "CoordCheckExtract", targets: ["CoordCheckExtract"]),
        // `swift package coordcheck` in a package that depends on this one.
        .plugin(name: "CoordCheckPlugin", targets: ["CoordCheckPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The model checker: scenario language, coordinator machine, explorer, invariants,
        // reports. It never prints and has no system dependency.
        .target(name: "CoordCheckCore", dependencies: ["CPrefetch"]),
        // The processor's prefetch hint (a compiler builtin), which Swift does not expose.
        .target(name: "CPrefetch"),
        // Graphviz's C API (libgvc), typed by Debian's libgraphviz-dev headers when they are
        // installed (make installs them) and loaded with dlopen on first use, so that only
        // drawing needs the library at run time (Debian's libgvc6, Homebrew's graphviz).
        .target(name: "CGraphviz", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Diagrams: DOT built in Swift, laid out and rendered to SVG in-process. Only
        // Graphviz.swift imports CGraphviz.
        .target(name: "CoordCheckRendering", dependencies: ["CoordCheckCore", "CGraphviz"]),
        // `coordcheck extract`: a draft scenario read from an app's Swift coordinator code.
        .target(
            name: "CoordCheckExtract",
            dependencies: [
                "CoordCheckCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        // `.coordcheck.yml`: what `coordcheck` with no arguments runs, read with Yams.
        .target(name: "CoordCheckConfig", dependencies: ["CoordCheckCore", .product(name: "Yams", package: "Yams")]),
        // A thin command line over the core.
        .executableTarget(
            name: "coordcheck",
            dependencies: [
                "CoordCheckCore",
                "CoordCheckRendering",
                "CoordCheckExtract",
                "CoordCheckConfig",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "CoordCheckPlugin",
            capability: .command(
                intent: .custom(verb: "coordcheck", description: "Check the package's coordinator scenarios with coordcheck."),
                permissions: [.writeToPackageDirectory(reason: "coordcheck writes diagrams and counterexamples into Output/ (--no-write writes nothing).")]
            ),
            dependencies: ["coordcheck"]
        ),
        // Speed of the drawing layer (make bench).
        .executableTarget(name: "coordcheck-bench", dependencies: ["CoordCheckCore", "CoordCheckRendering"]),
        .testTarget(name: "CoordCheckCoreTests", dependencies: ["CoordCheckCore"]),
        .testTarget(name: "CoordCheckRenderingTests", dependencies: ["CoordCheckRendering"]),
        .testTarget(name: "CoordCheckExtractTests", dependencies: [
            "CoordCheckExtract", "CoordCheckCore",
            // The renaming test parses and rewrites the apps it renames.
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "CoordCheckConfigTests", dependencies: ["CoordCheckConfig"]),
        // Runs the built `coordcheck` binary end to end.
        .testTarget(name: "CoordCheckCLITests", dependencies: ["coordcheck", .product(name: "Yams", package: "Yams")]),
    ]
)
