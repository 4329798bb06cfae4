import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The process's memory, as the guard behind `--max-memory` counts it: on Linux its resident
/// memory (/proc/self/statm), on macOS its physical footprint (Mach's `TASK_VM_INFO`, what
/// Activity Monitor and Xcode's memory gauge show); 0 where neither is available.
enum ResidentMemory {
    static func bytes() -> Int {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #elseif canImport(Darwin)
        var info = task_vm_info_data_t()
        var count = mach_msg_type_number_t(MemoryLayout<task_vm_info_data_t>.size / MemoryLayout<integer_t>.size)
        let status = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { task_info(task, task_flavor_t(TASK_VM_INFO), $0, &count) }
        }
        return status == KERN_SUCCESS ? Int(clamping: info.phys_footprint) : 0
        #else
        return 0
        #endif
    }

    #if canImport(Darwin)
    /// This task's port, asked for once (`mach_task_self()` is a macro over a global variable
    /// that Swift 6 cannot read safely; each call of the trap adds a reference to the port).
    private static let task: mach_port_t = task_self_trap()
    #endif

    /// Hands the pages malloc holds free back to the system (glibc's `malloc_trim`; macOS's
    /// allocator does this itself). Each worker thread has its own malloc arena, and the
    /// small blocks a level frees leave whole pages unused in them until the next. (One
    /// arena for every thread holds less, but its threads' blocks side by side cost two jobs
    /// more time than that is worth: README, "Measured".)
    static func releaseFreePages() {
        #if os(Linux) && canImport(Glibc)
        _ = mallocTrim?(0)
        #endif
    }

    #if os(Linux) && canImport(Glibc)
    /// glibc's `malloc_trim` (declared in malloc.h, which Swift's Glibc module leaves out);
    /// nil with another C library.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif

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
