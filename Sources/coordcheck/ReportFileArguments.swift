import ArgumentParser

/// The reports a gate run also writes or prints beside stdout's: `check` and `merge` take
/// the same.
struct ReportFileArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Also write a JUnit XML report of every scenario to this file.", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write a SARIF 2.1.0 report (GitHub code scanning) to this file.", valueName: "path"))
    var sarif: String?

    @Option(help: ArgumentHelp("Also write the JSON report (what --reporter json prints) to this file.", valueName: "path"))
    var json: String?

    @Option(help: ArgumentHelp("Also print each problem as a CI annotation: github.", valueName: "kind"))
    var annotations: AnnotationFormat?
}
