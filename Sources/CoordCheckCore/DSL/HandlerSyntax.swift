/// `on TRIGGER` or `func NAME`, with the operations below it.
struct HandlerSyntax: Sendable {
    enum Trigger: Sendable {
        /// `on start`, `on back`, `on swipeBack`, `on tokenExpired`, …: a single name.
        case named(Name)
        /// `on TodayScreen.myPageTapped`.
        case screenEvent(screen: Name, event: Name)
        /// `func didLogin`: a method other coordinators reach with `call`.
        case method(Name)
        /// `on selectTab 2`: the tab bar's delegate asked to select tab 2 (from 1).
        case selectTab(Int, Name)
    }

    var trigger: Trigger
    var location: SourceLocation
    var operations: [OperationSyntax] = []
}
