/// Why a check could not give verdicts.
public enum CheckError: Error, Sendable {
    /// The scenario's handlers cannot run (a `call` chain that never ends).
    case model(ModelError)
    /// coordcheck contradicted itself (a reported trace did not replay): a bug to report.
    case internalInconsistency(String)
}
