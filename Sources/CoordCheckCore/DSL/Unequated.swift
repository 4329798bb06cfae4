/// A value kept beside syntax that is no part of what the syntax says: where it was written.
/// Two pieces of syntax that say the same are equal wherever they were written, so a scenario
/// printed and read back equals the one printed.
@propertyWrapper
public struct Unequated<Value: Sendable>: Hashable, Sendable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public static func == (_: Self, _: Self) -> Bool { true }
    public func hash(into _: inout Hasher) {}
}
