/// A tab bar controller a handler creates: its tabs, in order, as the values put in it.
struct TabBarRecord {
    var tabs: [Value] = []
    /// Made the window's root (`setRoot tabs N`) by this handler.
    var isWindowRoot = false
}
