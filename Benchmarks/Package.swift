// swift-tools-version: 6.1
// Package traits (the benchmark's `MallocInterposer`) need tools 6.1, so this package is
// separate from the root one: building or testing coordcheck never resolves or builds
// ordo-one/benchmark. Run it with `make bench-allocations` (Benchmarks/README.md).
import PackageDescription

let package = Package(
    name: "coordcheck-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named: a path package is otherwise named after its folder, which a clone may rename.
        .package(name: "coordcheck", path: ".."),
        // Only `MallocInterposer`: the default traits also name `RuntimeInterposer` (ARC
        // counts on Linux with Swift 6.3), which needs ordo-one/swift-runtime-interposer, a
        // package this project cannot resolve, for counts not measured here.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The interposer's counters, read in the benchmarks to divide by transitions.
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        // ordo-one/benchmark runs the executable targets in a folder named Benchmarks: this one.
        .executableTarget(
            name: "Allocations",
            dependencies: [
                .product(name: "CoordCheckCore", package: "coordcheck"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Allocations",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
