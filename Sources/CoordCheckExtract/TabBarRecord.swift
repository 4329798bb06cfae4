/// A tab bar controller a handler creates: its tabs, in order, as the values put in it.
struct TabBarRecord {
    var tabs: [Value] = []
}
