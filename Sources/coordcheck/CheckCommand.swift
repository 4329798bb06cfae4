import ArgumentParser

/// `coordcheck check FILE…`: each scenario explored and its invariants checked.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Explore every event sequence up to the depth bound and check the invariants.",
        discussion: """
            In a directory, the .txt files directly in it that start (after blank lines \
            and comments) with a declaration such as scenario, depth, flows, event, \
            screen or coordinator are checked; other files are skipped.

            Exit codes (the worst over all scenarios wins: 4, 2, 1, 3, 0):
              0  every invariant holds, or exactly the expected violations were found
              1  a violation not expected, an expected one not found,
                 or a warning under --strict
              2  bad input: a scenario that does not compile, a missing file,
                 a wrong option, an output path that cannot be written
              3  a limit (--max-states, --max-memory) stopped the search first,
                 nothing unexpected found
              4  internal error: a bug in coordcheck
            """
    )

    @Argument(help: "Scenario files, or directories whose scenario files are all checked.")
    var files: [String]

    @OptionGroup var arguments: CheckArguments

    func run() throws {
        try arguments.run(files)
    }
}
