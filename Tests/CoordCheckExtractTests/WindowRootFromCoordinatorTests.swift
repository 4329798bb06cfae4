import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// The launch sets the window's root to a navigation controller a coordinator exposes through
/// a computed property (`window.rootViewController = appCoordinator.rootViewController`),
/// the coordinator held in a lazy property of the delegate and started later, in a closure
/// the launch does not follow (a service's completion): the draft's launch still makes that
/// stack the window's root, so the coordinator's start shows its first screen.
extension ExtractTests {
    static func lazyRootApp(exposed: String, holder: String, early: Bool, stack: String) -> String {
        """
        import UIKit
        import RxSwift

        protocol Coordinator: AnyObject {
            var childCoordinators: [Coordinator] { get set }
            func start()
        }

        final class SplashViewController: UIViewController {}

        final class MainCoordinator: Coordinator {
            var childCoordinators = [Coordinator]()
            private let \(stack) = UINavigationController()
            var \(exposed): UIViewController { return self.\(stack) }
            func start() { \(stack).setViewControllers([SplashViewController()], animated: false) }
        }

        final class Loader {
            func load() -> Completable { Completable.empty() }
        }

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let loader = Loader()
            private let bag = DisposeBag()
            private lazy var \(holder): MainCoordinator = { MainCoordinator() }()

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                self.window = UIWindow(frame: UIScreen.main.bounds)
                self.window?.rootViewController = self.\(holder).\(exposed)
                self.window?.makeKeyAndVisible()
                \(early ? "\(holder).start()" : "loader.load().subscribe(onCompleted: { self.\(holder).start() }).disposed(by: bag)")
                return true
            }
        }
        """
    }

    @Test(arguments: [("rootViewController", "appCoordinator", false, "navigationController"), ("root", "flow", false, "nc"),
                      ("rootViewController", "main", true, "stack")])
    func theWindowRootIsTheStackACoordinatorExposes(_ exposed: String, _ holder: String, _ early: Bool, _ stack: String) throws {
        let draft = try extract(["App.swift": Self.lazyRootApp(exposed: exposed, holder: holder, early: early, stack: stack)], name: "lazy-root")
        let start = try handler("on start", of: "MainCoordinator", in: lines(draft))
        #expect(start == ["setRoot stack", "setViewControllers SplashViewController"], "\(draft.scenario)")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let launched = try Replayer(scenario: scenario, invariants: []).run(labels: [])
        #expect(launched[0].snapshot.visibleScreen.map { scenario.screenName($0) } == "SplashViewController")
    }
}
