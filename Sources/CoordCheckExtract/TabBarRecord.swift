/// A tab bar controller a handler creates: its tabs, in order, as the values put in it.
struct TabBarRecord {
    var tabs: [Value] = []
    /// Shown by this handler: made the window's root (`setRoot tabs N`) or its stack's only screen.
    var isShown = false
    /// Made its stack's only screen (`setViewControllers tabs N`), not the window's root.
    var isOnStack = false
    /// Presented (`present tabs N`) by this handler.
    var isPresented = false
    /// The children it was handed to (`child.tabBarController = tabs`) that put their own
    /// stack in it: its tabs, in that order, when nothing else fills it.
    var tabChildren: [Int] = []
    /// The app's own tab bar class it is an instance of (`TabsController()`), if it is one.
    var type: String?
}
