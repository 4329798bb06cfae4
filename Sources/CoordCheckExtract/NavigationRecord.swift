/// A navigation controller a handler creates, and what happens to it.
struct NavigationRecord {
    /// Screens pushed on it (or given as its root) before it is shown.
    var screens: [String] = []
    /// The child coordinator created with it, which presents on it.
    var child: Int?
    var style: String?
    var isModalInPresentation = false
    /// The tab of the window's tab bar it is (from 1), once the tab bar is the window root.
    var tab: Int?
}
