// coordcheck-bench: speed of the drawing layer (make bench).
//
//   coordcheck-bench [--iterations N] [--repository DIR]
//
// Prints, per diagram, the median milliseconds of one layout and render: snapshots of
// coordinator trees with 10, 50 and 200 instances (a tab bar whose stacks hold the screens
// of a branching tree), and a film strip of a 10-event LionHeart trace.
import CoordCheckCore
import CoordCheckRendering
import Foundation

var iterations = 30
var repository = FileManager.default.currentDirectoryPath
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--iterations": iterations = arguments.next().flatMap(Int.init) ?? iterations
    case "--repository": repository = arguments.next() ?? repository
    default:
        FileHandle.standardError.write(Data("usage: coordcheck-bench [--iterations N] [--repository DIR]\n".utf8))
        exit(2)
    }
}

/// A scenario that only names things: five flows, five coordinator types, five screens.
let names = """
    flows home, feed, profile, detail, settings
    screen HomeScreen
    screen FeedScreen
    screen ProfileScreen
    screen DetailScreen
    screen SettingsScreen
    coordinator App root
      on start: setRoot tabs 4
    coordinator Home flow home
      on start: push HomeScreen
    coordinator Feed flow feed
      on start: push FeedScreen
    coordinator Profile flow profile parent strong
      on start: push ProfileScreen
    coordinator Detail flow detail
      on start: push DetailScreen
    coordinator Settings flow settings
      on start: push SettingsScreen

    """

/// A tree of `count` instances below the root, three children each, whose screens fill
/// four tab stacks (each instance owns one screen on the tab of its subtree).
func tree(of count: Int) -> Snapshot {
    var coordinators = [Snapshot.Coordinator(type: 0, serial: 1)]
    var stacks: [[Snapshot.Screen]] = [[], [], [], []]
    for index in 1...count {
        let parent = (index - 1) / 3
        let tab = index <= 4 ? index - 1 : coordinators[parent].stack ?? 0
        coordinators.append(Snapshot.Coordinator(type: 1 + index % 5, serial: index + 1, parent: parent, stack: tab))
        coordinators[parent].children.append(index)
        stacks[tab].append(Snapshot.Screen(type: index % 5, owner: index))
    }
    return Snapshot(coordinators: coordinators, stacks: stacks, root: .tabs([0, 1, 2, 3], selected: 0))
}

/// Results go to standard output.
func output(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func median(_ label: String, iterations: Int, _ body: () throws -> Void) rethrows {
    try body()  // warm-up: the context, fonts, plugins
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        let start = clock.now
        try body()
        let (seconds, attoseconds) = (clock.now - start).components
        samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    samples.sort()
    let value = samples[samples.count / 2]
    output(label.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", value))
}

do {
    let scenario = try ScenarioCompiler.compile(SourceFile(path: "bench.txt", text: names)).get()
    let snapshot = SnapshotDiagram(scenario: scenario)
    output("median of \(iterations) renders (layout + SVG), one process, one Graphviz context")
    for count in [10, 50, 200] {
        let state = tree(of: count)
        try median("snapshot, \(count) instances", iterations: iterations) { _ = try snapshot.svg(for: state, caption: "\(count)") }
    }
    let lionheart = try ScenarioCompiler.compile(ScenarioLoader.read("\(repository)/Scenarios/lionheart.txt")).get()
    let events = ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "back", "TodayScreen.articleTapped",
                  "ArticleDetailScreen.bookmarkTapped", "back", "selectTab(2)", "ArticleCategoryScreen.myPageTapped",
                  "back", "selectTab(3)"]
    let frames = try Replayer(scenario: lionheart).run(labels: events)
    let strip = FilmStrip(scenario: lionheart)
    let marking = SnapshotDiagram.Marking(invariant: "benchmark", message: "a 10-step trace", instances: [])
    try median("film strip, 10 steps (12 panels)", iterations: iterations) { _ = try strip.svg(frames: frames, marking: marking) }
} catch {
    FileHandle.standardError.write(Data("coordcheck-bench: \(error)\n".utf8))
    exit(1)
}
