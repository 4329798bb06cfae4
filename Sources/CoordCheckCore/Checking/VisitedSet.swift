import Foundation

/// The explorer's visited set: 64 ``FingerprintSet`` shards, a fingerprint going to the
/// shard its low six bits name. A level's successors are added by the pool's threads at once,
/// each owning the shards of one residue, each reading the successors in level order — so
/// which occurrence of a state counts as its first is the same for every number of jobs.
struct VisitedSet: Sendable {
    static let shardBits = 6
    /// How many fingerprints ahead an insertion of many prefetches.
    private static let prefetchDistance = 8
    private var shards = [FingerprintSet](repeating: FingerprintSet(capacity: 64), count: 1 << shardBits)

    /// Bytes held by the tables.
    var bytes: Int { shards.reduce(0) { $0 + $1.bytes } }

    /// At most how many bytes more the tables hold while `added` fingerprints, new to them,
    /// are added: each shard grown for its share (a tenth more than an even one, as a hash
    /// deals them), with the table a shard leaves counted until it is left.
    func growth(adding added: Int) -> Int {
        let share = added / shards.count + added / (10 * shards.count) + 64
        return shards.reduce(0) { $0 + $1.peakBytes(adding: share) - $1.bytes }
    }

    private static func shard(_ value: UInt64) -> Int { Int(truncatingIfNeeded: value & ((1 << shardBits) - 1)) }

    /// ``FingerprintSet/prefetch(_:)`` in the fingerprint's shard.
    func prefetch(_ fingerprint: Fingerprint) {
        shards[Self.shard(fingerprint.value)].prefetch(fingerprint)
    }

    func contains(_ fingerprint: Fingerprint) -> Bool {
        shards[Self.shard(fingerprint.value)].contains(fingerprint)
    }

    mutating func insert(_ fingerprint: Fingerprint) {
        shards[Self.shard(fingerprint.value)].insert(fingerprint)
    }

    /// Adds the fingerprints of `lists`, read in order as one sequence, and sets `isNew[i]`
    /// for the i-th of that sequence when it was not there before (its first occurrence).
    mutating func insert(_ lists: [[UInt64]], isNew: UnsafeMutableBufferPointer<Bool>, pool: WorkerPool) {
        let workers = min(pool.width, 1 << Self.shardBits)
        shards.withUnsafeMutableBufferPointer { shards in
            let shards = SendableBuffer(shards)
            let flags = SendableBuffer(isNew)
            let work: @Sendable (Int) -> Void = { worker in
                var index = 0
                for list in lists {
                    for position in list.indices {
                        // The slots of a fingerprint a few ahead are asked for now, to be there
                        // when it is added: the shards are too large for any cache.
                        let ahead = position + Self.prefetchDistance
                        if ahead < list.count {
                            let shard = Self.shard(list[ahead])
                            if shard % workers == worker { shards.buffer[shard].prefetch(Fingerprint(value: list[ahead])) }
                        }
                        let value = list[position]
                        let shard = Self.shard(value)
                        if shard % workers == worker { flags.buffer[index] = shards.buffer[shard].insert(Fingerprint(value: value)) }
                        index += 1
                    }
                }
            }
            pool.run(iterations: workers, work)
        }
    }
}

/// A buffer handed to worker threads that each write their own elements.
struct SendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }
}
