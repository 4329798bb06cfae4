/// Why a sequence of events could not be replayed.
public enum ReplayError: Error, Sendable {
    /// Step `step` (1-based) names an event that is not enabled there; `replayed` are the
    /// frames before it (launch first).
    case notEnabled(step: Int, label: String, enabled: [String], replayed: [ReplayFrame])
    case model(ModelError)
}
