import Foundation

/// GitHub Actions workflow commands (`--annotations github`): each unexpected violation as an
/// `::error` on the scenario line of the handler that performed the failing step (for a draft
/// with its ``SourceMap``: at the Swift operation that caused it, and every place in Swift), each
/// expected violation not found as an `::error` on its `expect` line, and each event or
/// handler the search never reached as a `::warning`.
///
/// ```
/// ::error file=Scenarios/bugs/leak.txt,line=14,col=3,title=coordcheck: no-leaks::MyPage#3 is still in Today#2.children …%0Atrace: TodayScreen.myPageTapped → back
/// ```
public struct GitHubAnnotations: Sendable {
    public let result: CheckResult
    /// With a draft's source map, a violation points at the Swift operation that caused it.
    public let sourceMap: SourceMap?
    private let counterexamples: [Counterexample]

    public init(result: CheckResult, counterexamples: [Counterexample]? = nil, sourceMap: SourceMap? = nil) {
        self.result = result
        self.sourceMap = sourceMap
        self.counterexamples = sourceMap == nil ? [] : counterexamples ?? Counterexample.all(in: result)
    }

    public func lines() -> [String] {
        let scenario = result.scenario
        var lines: [String] = []
        for verdict in result.verdicts {
            switch verdict.outcome {
            case .violated(let violation):
                let message = "\(violation.message)\ntrace: \(violation.trace.written(in: scenario))" + (violation.handler.map { "\nhandler: \($0.title)" } ?? "")
                let cause = counterexamples.first { $0.invariant == verdict.name }?.cause
                lines.append(command("error", location: cause ?? violation.handler?.location, title: "coordcheck: \(verdict.name)", message: message))
            case .expectedMissing where result.complete:
                let location = scenario.expectations.first { $0.name == verdict.name }?.location
                lines.append(command("error", location: location, title: "coordcheck: \(verdict.name)",
                                     message: "expected violation of \(verdict.name) not found within depth \(result.depth)"))
            case .inconclusive(let reason):
                let location = scenario.reachabilityAssertions.first { $0.name == verdict.name }?.location
                lines.append(command("warning", location: location, title: "coordcheck: \(verdict.name)",
                                     message: "\(verdict.name) is inconclusive: \(reason)"))
            default:
                break
            }
        }
        let bound = result.complete ? "within depth \(result.depth)" : "in what was explored"
        for event in result.coverage.unreachedEvents {
            lines.append(command("warning", location: event.location, title: "coordcheck: unreached event",
                                 message: "\(event.label) is never enabled \(bound)"))
        }
        for handler in result.coverage.unreachedHandlers {
            lines.append(command("warning", location: handler.location, title: "coordcheck: unreached handler",
                                 message: "'\(handler.title)' never runs \(bound)"))
        }
        return lines
    }

    /// At a scenario location, or at the Swift code a draft's line was read from.
    private func command(_ kind: String, location: SourceLocation?, title: String, message: String) -> String {
        var properties = ["file=\(Self.property(result.scenario.path))"]
        if let location {
            let place = SourceMap.place(of: location, inScenario: result.scenario.path, through: sourceMap)
            properties = ["file=\(Self.property(place.file))", "line=\(place.line)", "col=\(place.column)"]
        }
        properties.append("title=\(Self.property(title))")
        return "::\(kind) \(properties.joined(separator: ","))::\(Self.data(message))"
    }

    /// A message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
