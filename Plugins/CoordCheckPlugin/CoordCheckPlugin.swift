import Foundation
import PackagePlugin

/// `swift package coordcheck [ARGUMENTS…]`: runs coordcheck in the package's folder with the
/// arguments given (none: what `.coordcheck.yml` says, else `Scenarios/`), so that an app's
/// package checks its coordinator scenarios without installing anything.
@main
struct CoordCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "coordcheck")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CoordCheckFailed(status: process.terminationStatus)
        }
    }
}

/// coordcheck's exit code, when it is not 0 (its output says why).
struct CoordCheckFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "coordcheck exited with \(status)" }
}
