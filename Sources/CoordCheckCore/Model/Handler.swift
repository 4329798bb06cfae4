/// The body of one coordinator method: operations run in order, to completion.
public struct Handler: Sendable {
    /// Its number in the scenario (``Scenario/allHandlers``), in the order written.
    public var id: Int
    /// What the handler is written as (`Today on TodayScreen.myPageTapped`), for reports.
    public var title: String
    /// Where `on …` / `func …` is written.
    public var location: SourceLocation
    public var operations: [Operation]
}
