import ArgumentParser

/// `coordcheck check FILE…`: each scenario explored and its invariants checked.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Explore every event sequence up to the depth bound and check the invariants."
    )

    @Argument(help: "Scenario files, or directories whose .txt files are all checked.")
    var files: [String]

    @OptionGroup var arguments: CheckArguments

    func run() throws {
        try arguments.run(files)
    }
}
