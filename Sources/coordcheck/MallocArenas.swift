#if canImport(Glibc)
import Glibc
#endif

/// How many malloc arenas the process may have. glibc gives each thread that allocates an
/// arena of its own (up to eight per core), and each arena keeps the pages its freed blocks
/// leave until they are trimmed. The explorer's threads allocate once per chunk, never per
/// transition, so sharing one arena costs them nothing in contention, where a second arena
/// held 30 to 45 MB at the peak of tabs(4,2) to depth 14 with two jobs (about 5 bytes per
/// state). macOS's allocator has no arenas to limit.
enum MallocArenas {
    /// Lets every thread share one arena (glibc's `mallopt(M_ARENA_MAX, 1)`; nothing with
    /// another C library). Called first thing, before any thread allocates.
    static func limitToOne() {
        #if os(Linux) && canImport(Glibc)
        // mallopt is declared in malloc.h, which Swift's Glibc module leaves out.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let arenaMaximum: Int32 = -8  // M_ARENA_MAX
        _ = mallopt(arenaMaximum, 1)
        #endif
    }
}
