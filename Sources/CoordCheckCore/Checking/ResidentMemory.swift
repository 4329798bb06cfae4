import Foundation

/// The process's resident memory, read from /proc on Linux (Mach on other systems is not
/// measured: 0).
enum ResidentMemory {
    static func bytes() -> Int {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return 0
        #endif
    }

    /// The memory this process can count on: the machine's, or less when a cgroup (a
    /// container, a CI job) limits it or other processes already hold most of it — the least
    /// of the physical memory, the cgroup limit, and what is available now plus what this
    /// process holds.
    static func usable() -> Int {
        var usable = Int(clamping: ProcessInfo.processInfo.physicalMemory)
        #if os(Linux)
        for path in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
               let limit = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                usable = min(usable, limit)
            }
        }
        if let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
           let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
            usable = min(usable, kilobytes * 1024 + bytes())
        }
        #endif
        return usable
    }
}
