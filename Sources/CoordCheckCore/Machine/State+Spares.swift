extension State {
    /// Grows or shrinks ``instances`` to `count`: the instances dropped leave their
    /// `children` arrays in ``spares``, and new ones (type 0, nothing else set) take theirs
    /// from it.
    mutating func resizeInstances(to count: Int) {
        while instances.count > count {
            spares.keep(children: &instances[instances.count - 1].children)
            instances.removeLast()
        }
        while instances.count < count { instances.append(Instance(type: 0, children: spares.takeChildren())) }
    }

    /// Grows or shrinks ``stacks`` to `count`, empty new stacks, keeping the room of those
    /// dropped in ``spares`` and taking it back for new ones.
    mutating func resizeStacks(to count: Int) {
        while stacks.count > count {
            spares.keep(screens: &stacks[stacks.count - 1])
            stacks.removeLast()
        }
        while stacks.count < count { stacks.append(spares.takeScreens()) }
    }
}
