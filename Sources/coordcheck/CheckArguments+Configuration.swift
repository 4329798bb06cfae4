import ArgumentParser
import CoordCheckConfig

extension CheckArguments {
    /// What the configuration's values are checked against: this command line's.
    static let vocabulary = Configuration.Vocabulary(reporters: Reporter.allCases.map(\.rawValue),
                                                     annotations: AnnotationFormat.allCases.map(\.rawValue),
                                                     isMemorySize: { MemorySize(argument: $0).map { $0.problem == nil } ?? false })

    /// These options, with what the configuration says for each one not given on the
    /// command line (a flag is on when either turns it on).
    func applying(_ configuration: Configuration) throws -> CheckArguments {
        var merged = self
        merged.depth = depth ?? configuration.depth
        merged.output = output ?? configuration.output
        merged.reporter = reporter ?? configuration.reporter.flatMap(Reporter.init(rawValue:))
        merged.reportFiles.junit = reportFiles.junit ?? configuration.junit
        merged.reportFiles.sarif = reportFiles.sarif ?? configuration.sarif
        merged.reportFiles.annotations = reportFiles.annotations ?? configuration.annotations.flatMap(AnnotationFormat.init(rawValue:))
        merged.jobs = jobs ?? configuration.jobs
        merged.maxStates = maxStates ?? configuration.maxStates
        merged.maxMemory = maxMemory ?? configuration.maxMemory.flatMap(MemorySize.init(argument:))
        merged.simulate = simulate ?? configuration.simulate
        merged.seed = seed ?? configuration.seed.map { UInt64(clamping: $0) }
        merged.strict = strict || configuration.strict
        merged.stopAtFirst = stopAtFirst || configuration.stopAtFirst
        merged.noRender = noRender || configuration.noRender
        merged.quiet = quiet || configuration.quiet
        merged.timings = timings || configuration.timings
        try merged.validate()
        return merged
    }
}
