/// Why the output folder did not get its files (a write or a render that failed).
struct OutputFailure: Error {
    var description: String
}
