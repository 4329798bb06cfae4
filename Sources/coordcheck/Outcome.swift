import CoordCheckCore

/// The exit codes, from success to internal error.
enum Outcome: Int32, Comparable {
    case passed = 0
    case failed = 1
    case badInput = 2
    case incomplete = 3
    case internalError = 4

    init(_ status: CheckStatus) {
        switch status {
        case .passed: self = .passed
        case .failed: self = .failed
        case .incomplete: self = .incomplete
        }
    }

    /// How bad an outcome is when several scenarios are checked: the worst decides the exit.
    private var severity: Int {
        switch self {
        case .passed: 0
        case .incomplete: 1
        case .failed: 2
        case .badInput: 3
        case .internalError: 4
        }
    }

    static func < (lhs: Outcome, rhs: Outcome) -> Bool { lhs.severity < rhs.severity }
}
