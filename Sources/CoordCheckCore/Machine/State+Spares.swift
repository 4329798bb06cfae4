extension State {
    /// Grows or shrinks ``instances`` to `count`: the instances dropped leave their
    /// `children` arrays in ``spares``, and new ones (type 0, nothing else set) take theirs
    /// from it.
    mutating func resizeInstances(to count: Int) {
        while instances.count > count {
            // Taken out first: ``instances`` is observed, so an access to it is one to the
            // whole state, which may not overlap one to ``spares``.
            var children = instances.removeLast().children
            spares.keep(children: &children)
        }
        while instances.count < count { instances.append(Instance(type: 0, children: spares.takeChildren())) }
    }

    /// Grows or shrinks ``stacks`` to `count`, empty new stacks, keeping the room of those
    /// dropped in ``spares`` and taking it back for new ones.
    mutating func resizeStacks(to count: Int) {
        while stacks.count > count {
            var screens = stacks.removeLast()
            spares.keep(screens: &screens)
        }
        while stacks.count < count { stacks.append(spares.takeScreens()) }
    }
}
