/// The enabled events of a state as ``Machine/enabledEvents(in:into:)`` gathers them: written
/// one after the other into a buffer with room for every event of the scenario (each is
/// enabled once at most).
struct EventList {
    private let buffer: UnsafeMutableBufferPointer<Event>
    private var count = 0

    init(buffer: UnsafeMutableBufferPointer<Event>) {
        self.buffer = buffer
    }

    /// The events written so far, in order.
    var events: UnsafeBufferPointer<Event> { UnsafeBufferPointer(rebasing: buffer[..<count]) }

    @inline(__always) mutating func append(_ event: Event) {
        precondition(count < buffer.count, "more events enabled than the scenario has")
        (buffer.baseAddress! + count).initialize(to: event)
        count &+= 1
    }
}
