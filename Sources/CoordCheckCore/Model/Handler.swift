/// The body of one coordinator method: operations run in order, to completion.
public struct Handler: Sendable {
    /// What the handler is written as (`Today on TodayScreen.myPageTapped`), for reports.
    public var title: String
    /// Where `on …` / `func …` is written.
    public var location: SourceLocation
    public var operations: [Operation]
}
