import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// UIKit runs `navigationController(_:didShow:animated:)` only on the navigation controller's
/// delegate. A list coordinator releases the thread coordinator whose screen was popped there,
/// looking it up among its children (`children.first(where: { $0.root === popped })`); the
/// thread also ends itself on its own button after popping (archive), which the lookup then
/// does not find. The list is made the delegate by its own start, by a base class's `init`,
/// or by its creator; left without a delegate (the bug), back leaves the thread behind.
extension ExtractTests {
    static func navigationDelegateApp(_ way: Int) -> String {
        let ownStart = way == 0 ? "navigation.delegate = self" : ""
        let baseInit = way == 1 ? "navigation.delegate = self" : ""
        let byCreator = way == 2 ? "navigation.delegate = list" : ""
        return """
        import UIKit
        import Combine

        protocol Flow: AnyObject {
            var children: [Flow] { get set }
            func start()
        }
        protocol FlowOwner: AnyObject {
            func childDidEnd(_ child: Flow)
        }
        extension Flow {
            func adopt(_ child: Flow) { children.append(child) }
            func release(_ child: Flow) { children.removeAll { $0 === child } }
        }

        enum ListRoute { case open(Int) }
        final class ListModel {
            let route = PassthroughSubject<ListRoute, Never>()
        }
        final class ListScreen: UIViewController {
            let model: ListModel
            init(model: ListModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            @objc func rowTapped() { model.route.send(.open(1)) }
        }
        final class ThreadScreen: UIViewController {
            var onArchive: (() -> Void)?
            @objc func archiveTapped() { onArchive?() }
        }

        class NavigationFlow: NSObject {
            let navigation: UINavigationController
            init(navigation: UINavigationController) {
                self.navigation = navigation
                super.init()
                \(baseInit)
            }
        }

        final class ThreadFlow: Flow {
            var children: [Flow] = []
            weak var owner: FlowOwner?
            private(set) var root: UIViewController?
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let screen = ThreadScreen()
                screen.onArchive = { [weak self] in self?.archive() }
                root = screen
                navigation.pushViewController(screen, animated: true)
            }
            private func archive() {
                navigation.popViewController(animated: true)
                owner?.childDidEnd(self)
            }
        }

        final class ListFlow: NavigationFlow, Flow, FlowOwner, UINavigationControllerDelegate {
            var children: [Flow] = []
            private var cancellables = Set<AnyCancellable>()
            func start() {
                \(ownStart)
                let model = ListModel()
                model.route
                    .sink { [weak self] route in
                        switch route {
                        case .open: self?.showThread()
                        }
                    }
                    .store(in: &cancellables)
                navigation.setViewControllers([ListScreen(model: model)], animated: false)
            }
            private func showThread() {
                let thread = ThreadFlow(navigation: navigation)
                thread.owner = self
                adopt(thread)
                thread.start()
            }
            func childDidEnd(_ child: Flow) { release(child) }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
                      !navigationController.viewControllers.contains(popped) else { return }
                if let child = children.first(where: { ($0 as? ThreadFlow)?.root === popped }) {
                    release(child)
                }
            }
        }

        final class RootFlow: Flow {
            var children: [Flow] = []
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                let navigation = UINavigationController()
                let list = ListFlow(navigation: navigation)
                \(byCreator)
                adopt(list)
                list.start()
                window.rootViewController = navigation
                window.makeKeyAndVisible()
            }
        }

        \(delegateStarting(windowed: "RootFlow"))
        """
    }

    @Test(arguments: 0..<3)
    func aNavigationDelegateReleasesThePoppedChildItFinds(way: Int) throws {
        let draft = try extract(["App.swift": Self.navigationDelegateApp(way)], name: "navigation-delegate")
        let text = lines(draft)
        #expect(try handler("func navigationControllerDidShow", of: "ListFlow", in: text) == ["if child caller: removeChild caller"], "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("ThreadFlow"))
    }

    @Test func withoutTheDelegateBackLeavesTheChild() throws {
        let draft = try extract(["App.swift": Self.navigationDelegateApp(3)], name: "navigation-delegate")
        #expect(!draft.scenario.contains("navigationControllerDidShow"), "\(draft.scenario)")
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(["back", "swipeBack"].contains(leak.trace.labels(in: result.scenario).last))
    }
}
