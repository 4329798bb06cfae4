/// Where a decode also writes a state's children and screens flat, each kind in turn with
/// where each instance's or stack's start (one more at the end): ``StateImage`` has
/// ``State/decode(_:flat:)`` fill one as it decodes, rather than read every array again
/// after. Each buffer has room for as many elements as the encoding has bytes, plus one: every
/// child, screen, instance and stack takes a byte at least.
struct FlatCopy {
    let children: UnsafeMutableBufferPointer<Int32>
    let childStarts: UnsafeMutableBufferPointer<Int32>
    let screens: UnsafeMutableBufferPointer<Screen>
    let screenStarts: UnsafeMutableBufferPointer<Int32>
}
