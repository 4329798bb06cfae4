/// Random walks instead of an exhaustive search (`check --simulate N --seed S --depth D`):
/// `walks` walks of up to `length` events from launch, each event chosen uniformly among the
/// enabled ones by a generator seeded with `seed`, so the same seed gives the same walks.
public struct Simulation: Sendable, Hashable {
    public var walks: Int
    /// Events per walk; may go beyond what an exhaustive search can reach.
    public var length: Int
    public var seed: UInt64

    public init(walks: Int, length: Int, seed: UInt64) {
        self.walks = walks
        self.length = length
        self.seed = seed
    }
}
