// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "coordcheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordcheck", targets: ["coordcheck"]),
        .library(name: "CoordCheckCore", targets: ["CoordCheckCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The model checker: scenario language, coordinator machine, explorer, invariants,
        // reports. It never prints and has no system dependency.
        .target(name: "CoordCheckCore"),
        // A thin command line over the core.
        .executableTarget(
            name: "coordcheck",
            dependencies: [
                "CoordCheckCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CoordCheckCoreTests", dependencies: ["CoordCheckCore"]),
        // Runs the built `coordcheck` binary end to end.
        .testTarget(name: "CoordCheckCLITests", dependencies: ["coordcheck"]),
    ]
)
