import Foundation

/// Runs the built `coordcheck` binary.
enum CommandLine {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The binary next to the test bundle (the same build folder), else .build/debug.
    static let binary: String = {
        if let override = ProcessInfo.processInfo.environment["COORDCHECK_BIN"] { return override }
        let besideTests = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("coordcheck").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        let bundles = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("coordcheck").path }
        return bundles.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "\(root)/.build/debug/coordcheck"
    }()

    /// Runs the binary (or `executable`) and waits for it; a run past `timeout` seconds is
    /// killed and reported as a hang.
    static func run(_ arguments: [String], in directory: String = root, environment: [String: String]? = nil,
                    executable: String = binary, timeout: Double = 300) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        // Read both pipes while it runs so a large output cannot fill one and block.
        let group = DispatchGroup()
        nonisolated(unsafe) var stderr = Data()
        DispatchQueue.global().async(group: group) { stderr = err.fileHandleForReading.readDataToEndOfFile() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        watchdog.cancel()
        if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGTERM {
            throw Hang(arguments: arguments, seconds: timeout)
        }
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    struct Hang: Error, CustomStringConvertible {
        var arguments: [String]
        var seconds: Double
        var description: String { "coordcheck \(arguments.joined(separator: " ")) ran past \(Int(seconds)) s" }
    }

    /// A fresh temporary folder, removed when the test ends (in a suite given
    /// ``TemporaryFolders``).
    static func temporaryFolder(prefix: String = "coordcheck-") throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        TemporaryFolders.made?.paths.withLock { $0.append(path) }
        return path
    }
}
