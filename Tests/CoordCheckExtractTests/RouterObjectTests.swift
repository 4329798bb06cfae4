import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Coordinators each made with a router of their own (`ListFlow(router: Router())`), a class
/// wrapping a navigation controller that keeps a pop handler per pushed screen in a list
/// (`handlers.append(Handler(controller: vc, action: onPop))`) and runs it from its stack's
/// `didShow`:
/// - the tab bar filled with `list.router.navigationController` has each child's own stack
///   as a tab (before, the creator's stack, and no child was placed in a tab);
/// - a coordinator popping its own screen through the router (`router.pop()`) runs the pop
///   handler it kept for that screen, as UIKit's back does (before, its child stayed);
/// - `popToRoot()` on such a router pops screens whose handlers the model does not know: a note;
/// - `firstOwned(ListFlow.self)`, a generic lookup returning `T?`, is some `ListFlow`.
extension ExtractTests {
    static let routerObjectApp = """
        import UIKit

        final class Router: NSObject, UINavigationControllerDelegate {
            let navigationController: UINavigationController
            private struct Handler {
                weak var controller: UIViewController?
                let action: () -> Void
            }
            private var handlers: [Handler] = []
            init(navigationController: UINavigationController = UINavigationController()) {
                self.navigationController = navigationController
                super.init()
                navigationController.delegate = self
            }
            func setRoot(_ controller: UIViewController) { navigationController.setViewControllers([controller], animated: false) }
            func push(_ controller: UIViewController, onPop: (() -> Void)? = nil) {
                if let onPop { handlers.append(Handler(controller: controller, action: onPop)) }
                navigationController.pushViewController(controller, animated: true)
            }
            func pop() { navigationController.popViewController(animated: true) }
            func popToRoot() { navigationController.popToRootViewController(animated: false) }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                let stack = navigationController.viewControllers
                let gone = handlers.filter { handler in handler.controller.map { !stack.contains($0) } ?? true }
                handlers = handlers.filter { handler in handler.controller.map { stack.contains($0) } ?? false }
                gone.forEach { $0.action() }
            }
        }

        class Flow {
            private(set) var owned: [Flow] = []
            weak var owner: Flow?
            func run() {}
            func adopt(_ flow: Flow) {
                owned.append(flow)
                flow.owner = self
            }
            func disown(_ flow: Flow) { owned.removeAll { $0 === flow } }
            func close() { owner?.disown(self) }
            func firstOwned<T: Flow>(_ type: T.Type) -> T? { owned.lazy.compactMap { $0 as? T }.first }
        }

        final class ListScreen: UIViewController {
            var onSelect: (() -> Void)?
            var onReset: (() -> Void)?
            @objc private func selectTapped() { onSelect?() }
            @objc private func resetTapped() { onReset?() }
        }
        final class DetailScreen: UIViewController {
            var onSave: (() -> Void)?
            @objc private func saveTapped() { onSave?() }
        }
        final class MoreScreen: UIViewController {
            var onOpenDetail: (() -> Void)?
            @objc private func openTapped() { onOpenDetail?() }
        }

        final class DetailFlow: Flow {
            private let router: Router
            init(router: Router) { self.router = router }
            override func run() {
                let detail = DetailScreen()
                detail.onSave = { [weak self] in self?.router.pop() }
                router.push(detail, onPop: { [weak self] in self?.close() })
            }
        }

        final class ListFlow: Flow {
            let router: Router
            init(router: Router) { self.router = router }
            override func run() {
                let list = ListScreen()
                list.onSelect = { [weak self] in self?.openDetail() }
                list.onReset = { [weak self] in self?.router.popToRoot() }
                router.setRoot(list)
            }
            func openDetail() {
                let detail = DetailFlow(router: router)
                adopt(detail)
                detail.run()
            }
        }

        final class MoreFlow: Flow {
            let router: Router
            var onOpenDetail: (() -> Void)?
            init(router: Router) { self.router = router }
            override func run() {
                let more = MoreScreen()
                more.onOpenDetail = { [weak self] in self?.onOpenDetail?() }
                router.setRoot(more)
            }
        }

        final class TabsFlow: Flow {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            override func run() {
                let list = ListFlow(router: Router())
                let more = MoreFlow(router: Router())
                more.onOpenDetail = { [weak self] in
                    self?.firstOwned(ListFlow.self)?.openDetail()
                }
                adopt(list)
                adopt(more)
                list.run()
                more.run()
                let tabs = UITabBarController()
                tabs.viewControllers = [list.router.navigationController, more.router.navigationController]
                window.rootViewController = tabs
                window.makeKeyAndVisible()
            }
        }

        \(ExtractTests.sceneDelegateStarting(windowed: "TabsFlow", by: "run"))
        """

    @Test func aRouterMadeForAChildWrapsItsOwnStack() throws {
        let draft = try extract(["App.swift": Self.routerObjectApp], name: "routers")
        let text = lines(draft)
        #expect(try handler("on start", of: "TabsFlow root container", in: text).filter { !$0.hasPrefix("#") }
                == ["setRoot tabs 2", "start ListFlow in tab 1", "start MoreFlow in tab 2"], "\(draft.scenario)")
        // Its own pop runs the pop handler it kept for its screen.
        #expect(try handler("on DetailScreen.onSave", of: "DetailFlow parent weak", in: text) == ["pop", "finish"], "\(draft.scenario)")
        // The generic lookup finds a ListFlow.
        #expect(try handler("func onOpenDetailOfMoreFlow", of: "TabsFlow root container", in: text) == ["call ListFlow.openDetail"], "\(draft.scenario)")
        #expect(try handler("on ListScreen.onReset", of: "ListFlow parent weak", in: text).contains { $0.contains("pop handlers Router keeps for the screens popped to the root: not run") },
                "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        #expect(firedCoordinators(result) == ["TabsFlow", "ListFlow", "MoreFlow", "DetailFlow"], "\(draft.scenario)")
    }
}
