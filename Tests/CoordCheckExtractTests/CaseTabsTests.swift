import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A tab bar filled from an enum's cases (`tabs.viewControllers = Section.allCases.map {
/// stack(for: $0) }`), each case's stack made by a method switching on it: one tab per case,
/// in order, each with the child its case starts. Written with the enum nested in the
/// coordinator (its code names it `Section`) and at the top level.
extension ExtractTests {
    static func casesTabsApp(nested: Bool) -> String {
        let section = """
            enum Section: CaseIterable {
                case shelf
                case search
            }

            """
        return """
            import UIKit

            final class ShelfFlow {
                var onFinish: (() -> Void)?
                private let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func start() { stack.setViewControllers([ShelfViewController()], animated: false) }
            }
            final class SearchFlow {
                private let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func start() { stack.setViewControllers([SearchViewController()], animated: false) }
            }
            final class ShelfViewController: UIViewController {}
            final class SearchViewController: UIViewController {}

            \(nested ? "" : section)final class MainFlow {
            \(nested ? section : "")    private let window: UIWindow
                private let tabs = UITabBarController()
                private var flows: [AnyObject] = []
                init(window: UIWindow) { self.window = window }
                func start() {
                    tabs.viewControllers = Section.allCases.map { stack(for: $0) }
                    window.rootViewController = tabs
                    window.makeKeyAndVisible()
                }
                private func stack(for section: Section) -> UINavigationController {
                    let stack = UINavigationController()
                    switch section {
                    case .shelf:
                        let flow = ShelfFlow(stack: stack)
                        flows.append(flow)
                        flow.start()
                    case .search:
                        let flow = SearchFlow(stack: stack)
                        flows.append(flow)
                        flow.start()
                    }
                    return stack
                }
            }

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var flow: MainFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    let flow = MainFlow(window: window)
                    flow.start()
                    self.flow = flow
                    self.window = window
                    return true
                }
            }
            """
    }

    @Test(arguments: [true, false])
    func aTabBarFilledFromAnEnumsCasesHasOneTabPerCase(nested: Bool) throws {
        let draft = try extract(["App.swift": Self.casesTabsApp(nested: nested)], name: "tabs")
        let text = lines(draft)
        #expect(try handler("on start", of: "MainFlow root", in: text) == ["setRoot tabs 2", "start ShelfFlow in tab 1", "start SearchFlow in tab 2"],
                "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        #expect(firedCoordinators(result) == ["MainFlow", "ShelfFlow", "SearchFlow"])
    }
}
