/// A live coordinator object.
struct Instance: Sendable, Hashable {
    /// Index into ``Scenario/coordinators``.
    var type: Int32
    /// The instance its `parent` property points to, or -1 (nil). Weak or strong as the
    /// type declares.
    var parent: Int32
    /// Its `children` array (strong references), in order.
    var children: [Int32]
    /// The navigation stack it presents on (index into ``State/stacks``), or -1 when that
    /// stack is no longer on screen.
    var stack: Int32
    /// The key it was stored under in a dictionary of children (`childCoordinators[.feed] =
    /// child`), by index into ``Scenario/childKeys``; -1 when it was appended.
    var key: Int32
    /// The screens of the navigation controller it holds strongly (`navigation strong`) after
    /// that controller left the window, bottom first; empty while it is on screen.
    var heldScreens: [Screen] {
        get { rare?.heldScreens ?? [] }
        set { setRareReferences(properties: properties, heldScreens: newValue) }
    }
    /// What each of its type's stored properties holds (strong; -1 for nil).
    var properties: [Int32] {
        get { rare?.properties ?? [] }
        set { setRareReferences(properties: newValue, heldScreens: heldScreens) }
    }
    /// The references few instances have, nil when it has none: an instance stays a few
    /// integers, its children and one pointer, cheap to copy on the explorer's hot path.
    private var rare: RareReferences?

    /// Immutable: a change makes a new one.
    private final class RareReferences: Sendable, Hashable {
        let properties: [Int32]
        let heldScreens: [Screen]

        init(properties: [Int32], heldScreens: [Screen]) {
            self.properties = properties
            self.heldScreens = heldScreens
        }

        static func == (lhs: RareReferences, rhs: RareReferences) -> Bool {
            lhs.properties == rhs.properties && lhs.heldScreens == rhs.heldScreens
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(properties)
            hasher.combine(heldScreens)
        }
    }

    /// Whether it has stored properties or held screens (most instances have neither).
    var hasRareReferences: Bool { rare != nil }

    /// Sets the stored properties and held screens together.
    mutating func setRareReferences(properties: [Int32], heldScreens: [Screen]) {
        rare = properties.isEmpty && heldScreens.isEmpty ? nil : RareReferences(properties: properties, heldScreens: heldScreens)
    }
    /// The number shown in reports (`MyPage#5`): creation order in a replay. Not part of
    /// the state's identity.
    var serial: Int32

    init(type: Int32, parent: Int32 = -1, children: [Int32] = [], stack: Int32 = -1, key: Int32 = -1,
                properties: [Int32] = [], serial: Int32 = 0) {
        self.type = type
        self.key = key
        self.rare = nil
        self.parent = parent
        self.children = children
        self.stack = stack
        self.serial = serial
        if !properties.isEmpty { self.rare = RareReferences(properties: properties, heldScreens: []) }
    }

    /// Becomes a copy of `other` with `children` (its children, read from a flat copy),
    /// writing them into the array this one has, so that the working state restored before
    /// every event keeps its room (no allocation). Only `other`'s integers are read: reading
    /// its `children` array would retain and release it.
    @inline(__always) mutating func assign(from other: UnsafePointer<Instance>, children: UnsafeBufferPointer<Int32>) {
        type = other.pointee.type
        parent = other.pointee.parent
        stack = other.pointee.stack
        key = other.pointee.key
        serial = other.pointee.serial
        // Compared by being nil, not by identity (which retains both): most have none.
        if hasRareReferences || other.pointee.hasRareReferences { rare = other.pointee.rare }
        self.children.assign(from: children)
    }
}
