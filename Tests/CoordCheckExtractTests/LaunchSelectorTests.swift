import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// What launches the app is told by UIKit's selectors, not by base names: an
/// `application(_:continue:restorationHandler:)` declared before `didFinishLaunching`, or a
/// scene delegate's `willConnectTo` beside an app delegate, is not the launch. A branch on the
/// process's launch arguments or environment (a UI-test harness's switch) is off when a user
/// opens the app.
extension ExtractTests {
    static func launchApp(urlHandlerFirst: Bool, testSwitch: String?) -> String {
        let urlHandler = """
                func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                 restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                    return root?.handle(activity: userActivity) ?? false
                }
            """
        let launch = """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    self.window = window
            \(testSwitch.map { "        if \($0) {\n            let probe = ProbeCoordinator(window: window)\n            probe.start()\n            return true\n        }" } ?? "")
                    let root = RootCoordinator(window: window)
                    self.root = root
                    root.start()
                    return true
                }
            """
        return """
            import UIKit

            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
                func start()
            }

            final class HomeViewController: UIViewController {}
            final class ProbeViewController: UIViewController {}
            final class ActivityViewController: UIViewController {}

            final class RootCoordinator: Coordinator {
                var childCoordinators = [Coordinator]()
                let window: UIWindow
                let navigationController = UINavigationController()
                init(window: UIWindow) { self.window = window }
                func start() {
                    window.rootViewController = navigationController
                    navigationController.pushViewController(HomeViewController(), animated: false)
                }
                func handle(activity: NSUserActivity) -> Bool {
                    navigationController.pushViewController(ActivityViewController(), animated: true)
                    return true
                }
            }

            final class ProbeCoordinator: Coordinator {
                var childCoordinators = [Coordinator]()
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { window.rootViewController = ProbeViewController() }
            }

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var root: RootCoordinator?
            \(urlHandlerFirst ? urlHandler + "\n" + launch : launch + "\n" + urlHandler)
            }
            """
    }

    @Test(arguments: [(true, nil as String?), (true, "CommandLine.arguments.contains(\"UI-TESTING\")"),
                      (false, "ProcessInfo.processInfo.environment[\"PROBE\"] != nil")])
    func theLaunchIsDidFinishLaunchingAndNotATestSwitch(_ urlHandlerFirst: Bool, _ testSwitch: String?) throws {
        let draft = try extract(["App.swift": Self.launchApp(urlHandlerFirst: urlHandlerFirst, testSwitch: testSwitch)], name: "launch")
        #expect(draft.scenario.contains("coordinator RootCoordinator root"), "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let launched = try Replayer(scenario: scenario, invariants: []).run(labels: [])
        #expect(launched[0].snapshot.visibleScreen.map { scenario.screenName($0) } == "HomeViewController", "\(draft.scenario)")
    }
}
