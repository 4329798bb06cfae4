// The libFuzzer entry point for the scenario reader (`make fuzz`): built with swiftc
// together with CoordCheckCore's sources, with -sanitize=fuzzer,address.
//
// Each input is read the way `ScenarioLoader.read` reads a file (UTF-8, else a file error),
// compiled, and when it compiles, explored a little (depth 3, at most 2,000 states) and
// every violation found replayed and told as text — so the lexer, the parser, the compiler,
// the machine and the reports all see it. Anything that crashes, traps, hangs or leaks is a
// finding.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let file = SourceFile(path: "fuzz.txt", text: text)
    switch ScenarioCompiler.compile(file) {
    case .failure(let failure):
        // Every diagnostic must render with its line and caret.
        for diagnostic in failure.diagnostics { _ = diagnostic.render(in: file) }
    case .success(let scenario):
        let options = CheckOptions(depth: min(scenario.depth, 3), maxStates: 2_000, jobs: 1)
        guard let result = try? Explorer(scenario: scenario).check(options) else { return 0 }
        _ = TextReport(result: result).render()
        let report = JSONReport(result: result, options: JSONReport.Options(depth: result.depth))
        _ = JSONReport.render(report)
    }
    return 0
}
