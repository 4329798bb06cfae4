extension Snapshot {
    /// A live coordinator object.
    public struct Coordinator: Sendable, Hashable {
        /// Index into ``Scenario/coordinators``.
        public var type: Int
        /// The number people see (`MyPage #5`): creation order in the replay.
        public var serial: Int
        /// What its `parent` property points to (index into ``Snapshot/coordinators``), weak
        /// or strong as the type declares; nil when it is nil.
        public var parent: Int?
        /// Its `children` array (strong references), in order.
        public var children: [Int]
        /// The navigation stack it presents on (index into ``Snapshot/stacks``); nil when
        /// that stack left the screen.
        public var stack: Int?
        /// The key it was stored under in a dictionary of children (index into
        /// ``Scenario/childKeys``); nil when it was appended.
        public var key: Int?
        /// What each of its type's stored properties holds (strong), nil for nil.
        public var properties: [Int?]
        /// The screens of a navigation controller it holds strongly (`navigation strong`)
        /// after that controller left the window, bottom first.
        public var heldScreens: [Screen]

        public init(type: Int, serial: Int, parent: Int? = nil, children: [Int] = [], stack: Int? = nil, key: Int? = nil,
                    properties: [Int?] = [], heldScreens: [Screen] = []) {
            self.type = type
            self.serial = serial
            self.parent = parent
            self.children = children
            self.stack = stack
            self.key = key
            self.properties = properties
            self.heldScreens = heldScreens
        }

        init(_ instance: Instance) {
            self.init(type: Int(instance.type), serial: Int(instance.serial), parent: instance.parent.index,
                      children: instance.children.map(Int.init), stack: instance.stack.index, key: instance.key.index,
                      properties: instance.properties.map(\.index), heldScreens: instance.heldScreens.map(Screen.init))
        }

        /// The engine's instance.
        var instance: Instance {
            var instance = Instance(type: Int32(type), parent: parent.reference, children: children.map(Int32.init), stack: stack.reference,
                                    key: key.reference, properties: properties.map(\.reference), serial: Int32(serial))
            instance.heldScreens = heldScreens.map(\.screen)
            return instance
        }
    }
}

extension Int32 {
    /// The engine's reference as an index: nil for -1.
    var index: Int? { self >= 0 ? Int(self) : nil }
}

extension Optional<Int> {
    /// An index as the engine's reference: -1 for nil.
    var reference: Int32 { map(Int32.init) ?? -1 }
}
