@testable import CoordCheckCore
import Foundation
import Synchronization
@testable import CoordCheckExtract

/// The real-app corpus beside the project (`../shared/realapps`, the nine apps extraction was
/// built on, and `../shared/realapps-new`, eleven more; see their READMEs): apps with
/// coordinator trees, their known bugs and the maintainers' fixes. Each app is extracted and
/// checked once per test run; the tests and the table of docs/extract.md read these measures.
/// Outside CI the corpus may be missing: the tests that need it are skipped and say so.
enum RealAppCorpus {
    static let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// The corpus folders beside the project that are there, the first one first.
    static let folders: [String] = ["realapps", "realapps-new"]
        .map { (projectRoot as NSString).deletingLastPathComponent + "/shared/\($0)" }
        .filter { FileManager.default.fileExists(atPath: $0 + "/KNOWN-BUGS.tsv") }
    static let isPresent = !folders.isEmpty
    /// The depth every draft is checked to.
    static let depth = 6

    /// The apps, each with its corpus folder: every folder with Swift sources, sorted by name.
    static let folderOfApp: [String: String] = {
        var result: [String: String] = [:]
        for folder in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for entry in entries where !["fixes", "reference"].contains(entry) && !entry.hasPrefix(".") {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: "\(folder)/\(entry)", isDirectory: &isFolder), isFolder.boolValue { result[entry] = folder }
            }
        }
        return result
    }()

    static let apps: [String] = folderOfApp.keys.sorted()

    /// Whether an app is of the first corpus, the one extraction was built on.
    static func isTrainingApp(_ app: String) -> Bool { folderOfApp[app] == folders.first && folders.first?.hasSuffix("/realapps") == true }

    static let knownBugs: [KnownBug] = folders.flatMap { folder -> [KnownBug] in
        guard let text = try? String(contentsOfFile: folder + "/KNOWN-BUGS.tsv", encoding: .utf8) else { return [] }
        return KnownBug.parse(text)
    }

    /// The known bugs extraction does not find yet: the drafts of these apps do not reach them
    /// (issue 37).
    static let notFoundYet: Set<String> = []

    /// Apps whose draft has no event enabled at launch yet, in one of its launch cases at
    /// least (issue 37's target is none): a case whose screen is code the draft cannot follow.
    static let notPastLaunchYet: Set<String> = []

    /// Apps whose draft shows no screen at launch yet, in one of its launch cases at least
    /// (issue 37's target is none).
    static let noScreenAtLaunchYet: Set<String> = []

    /// Apps with a maintainer's fix (`fixes/<app>.patch`).
    static let fixedApps: [String] = apps.filter { FileManager.default.fileExists(atPath: "\(folderOfApp[$0]!)/fixes/\($0).patch") }

    /// What one app's draft is and does.
    struct Measure: Sendable {
        var app: String
        var draft: Extractor.Draft
        var scenario: Scenario?
        var compileError: String?
        /// Coordinator classes in the draft, and those with a handler that changes the tree or a stack.
        var classes = 0
        var changing = 0
        var screens = 0
        var notes = 0
        /// The states the launch ends in (one per launch case), those showing a screen, and
        /// those with an event other than a global one enabled.
        var launchEnds = 0
        var launchesShowingScreen = 0
        var launchesPast = 0
        /// Whether the launch shows a screen: in each of its launch cases, when it has some.
        var launchShowsScreen: Bool { launchEnds > 0 && launchesShowingScreen == launchEnds }
        /// Whether the user can do something at launch (after each launch case).
        var pastLaunch: Bool { launchEnds > 0 && launchesPast == launchEnds }
        /// The coordinator types whose handlers ran in the check.
        var reach: DraftReach?
        var states = 0
        var result: CheckResult?
        /// The violated invariants, each with its message.
        var violations: [(invariant: String, message: String)] = []
        var bugsFound: [KnownBug] = []
    }

    static var measures: [String: Measure] { everyMeasure.drafts }

    /// The apps with a fix, extracted from a copy with the fix applied.
    static var fixedMeasures: [String: Measure] { everyMeasure.fixed }

    /// Every app's measure and every fixed app's, taken side by side on every core, the
    /// largest apps first (one debug-built extraction of the largest takes minutes: started
    /// last, it alone would hold every test that reads a measure).
    private static let everyMeasure: (drafts: [String: Measure], fixed: [String: Measure]) = {
        let jobs = (apps.map { (app: $0, fixed: false) } + fixedApps.map { (app: $0, fixed: true) })
            .map { (job: $0, size: swiftBytes(in: "\(folderOfApp[$0.app]!)/\($0.app)")) }
            .sorted { ($0.size, $1.job.app) > ($1.size, $0.job.app) }
            .map(\.job)
        let taken = Mutex<(drafts: [String: Measure], fixed: [String: Measure])>(([:], [:]))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            let measure = job.fixed ? fixedMeasure(job.app) : try? measure(paths: ["\(folderOfApp[job.app]!)/\(job.app)"], app: job.app)
            taken.withLock { if job.fixed { $0.fixed[job.app] = measure } else { $0.drafts[job.app] = measure } }
        }
        return taken.withLock { $0 }
    }()

    /// The measure of the app extracted from a copy with its fix applied; nil when the fix
    /// does not apply.
    static func fixedMeasure(_ app: String) -> Measure? {
        let copy = NSTemporaryDirectory() + "coordcheck-fixed-\(app)-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let folder = folderOfApp[app]!
        guard (try? FileManager.default.copyItem(atPath: "\(folder)/\(app)", toPath: copy)) != nil,
              run("/usr/bin/env", ["git", "apply", "\(folder)/fixes/\(app).patch"], in: copy) else { return nil }
        return try? measure(paths: [copy], app: app)
    }

    /// The bytes of the Swift files under `folder`: what an extraction's time grows with.
    static func swiftBytes(in folder: String) -> Int {
        let entries = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return entries.filter { $0.hasSuffix(".swift") }.reduce(0) { total, entry in
            total + ((try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(entry)")[.size] as? Int) ?? 0)
        }
    }

    static func measure(paths: [String], app: String) throws -> Measure {
        let draft = try Extractor.extract(paths: paths, name: app)
        var measure = Measure(app: app, draft: draft)
        measure.notes = draft.notes.count
        let scenario: Scenario
        switch ScenarioCompiler.compile(SourceFile(path: "\(app).txt", text: draft.scenario)) {
        case .success(let compiled): scenario = compiled
        case .failure(let error): measure.compileError = "\(error)"; return measure
        }
        measure.scenario = scenario
        measure.classes = scenario.coordinators.count
        measure.changing = scenario.coordinators.filter { changesTreeOrStack($0, blocks: scenario.blocks) }.count
        // (Declared screens: a tab bar that is a screen, `tabs N`, is none of the app's.)
        measure.screens = scenario.screens.filter { !$0.isTabBar }.count
        let machine = Machine(scenario: scenario)
        // The states the launch ends in: one per launch case.
        var launched: [State] = []
        if let state = try? machine.launch() {
            launched = state.choosingLaunch ? machine.enabledEvents(in: state).compactMap { try? machine.apply($0, to: state).state } : [state]
        }
        measure.launchEnds = launched.count
        measure.launchesShowingScreen = launched.filter { $0.visibleScreen != nil }.count
        measure.launchesPast = launched.filter { machine.enabledEvents(in: $0).contains { !$0.isGlobal } }.count
        let result = try Explorer(scenario: scenario).check(CheckOptions(depth: depth, maxStates: 2_000_000, jobs: 2))
        measure.result = result
        measure.states = result.stats.states
        measure.reach = DraftReach(result)
        // The shortest of each invariant: the known bugs' fixes are judged on these (a fixed
        // app's draft may still blame the bug's coordinator type by another path).
        measure.violations = result.verdicts.compactMap { verdict in verdict.violation.map { (verdict.name, $0.message) } }
        measure.bugsFound = knownBugs.filter { $0.app == app && $0.found(in: scenario, result: result) != nil }
        return measure
    }

    static func changesTreeOrStack(_ coordinator: CoordinatorType, blocks: [Block]) -> Bool {
        coordinator.handlers.all.contains { handler in
            handler.operations.flattened(blocks: blocks).contains { operation in
                switch operation.kind {
                case .call, .branches, .guardCondition, .async, .exit: false
                default: true
                }
            }
        }
    }

    static func run(_ tool: String, _ arguments: [String], in folder: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
