import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// SwiftUI screens in the app's own hosting controller, which calls a closure when UIKit
/// takes it off its stack (`didMove(toParent: nil)`, or `viewDidDisappear` with
/// `isMovingFromParent`), through a copy (`let callback = onRemoved; onRemoved = nil;
/// callback?()`) or directly. The screen is named after its view, and the hooks are those of
/// the hosting controller it is shown in. A tab's coordinator pushes a detail coordinator
/// that sets the closure to call its creator, which removes it: back, a back swipe and a
/// re-tap of the tab (UIKit pops to the root, and each popped controller leaves its parent)
/// all end the child. No invariant is violated.
extension ExtractTests {
    static func hostedRemovalApp(hook: String) -> String {
        """
        import UIKit
        import SwiftUI
        import Combine

        protocol Coordinator: AnyObject {
            var children: [any Coordinator] { get set }
            func start()
        }
        extension Coordinator {
            func addChild(_ child: any Coordinator) { children.append(child) }
            func removeChild(_ child: any Coordinator) { children.removeAll { $0 === child } }
        }

        final class RemovalAwareHostingController<Content: View>: UIHostingController<Content> {
            var onRemoved: (() -> Void)?
            \(hook)
        }

        final class ListViewModel: ObservableObject {
            enum Action { case open }
            let actions = PassthroughSubject<Action, Never>()
            func send(_ action: Action) { actions.send(action) }
        }
        struct ListView: View {
            @ObservedObject var viewModel: ListViewModel
            var body: some View { Button("Open") { viewModel.send(.open) } }
        }
        struct DetailView: View {
            var body: some View { Text("Detail") }
        }
        struct SettingsView: View {
            var body: some View { Text("Settings") }
        }

        final class DetailCoordinator: Coordinator {
            var children: [any Coordinator] = []
            var didFinish: (() -> Void)?
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let hosting = RemovalAwareHostingController(rootView: DetailView())
                hosting.onRemoved = { [weak self] in self?.didFinish?() }
                navigationController.pushViewController(hosting, animated: true)
            }
        }

        final class ListCoordinator: Coordinator {
            var children: [any Coordinator] = []
            let navigationController = UINavigationController()
            private var cancellables = Set<AnyCancellable>()
            func start() {
                let viewModel = ListViewModel()
                viewModel.actions
                    .sink { [weak self] _ in self?.showDetail() }
                    .store(in: &cancellables)
                navigationController.setViewControllers([UIHostingController(rootView: ListView(viewModel: viewModel))], animated: false)
            }
            private func showDetail() {
                let detail = DetailCoordinator(navigationController: navigationController)
                detail.didFinish = { [weak self, weak detail] in
                    guard let self, let detail else { return }
                    self.removeChild(detail)
                }
                addChild(detail)
                detail.start()
            }
        }

        final class SettingsCoordinator: Coordinator {
            var children: [any Coordinator] = []
            let navigationController = UINavigationController()
            func start() {
                navigationController.setViewControllers([UIHostingController(rootView: SettingsView())], animated: false)
            }
        }

        final class AppCoordinator: Coordinator {
            var children: [any Coordinator] = []
            private let window: UIWindow
            private let tabs = UITabBarController()
            init(window: UIWindow) { self.window = window }
            func start() {
                let list = ListCoordinator()
                let settings = SettingsCoordinator()
                addChild(list)
                addChild(settings)
                list.start()
                settings.start()
                tabs.viewControllers = [list.navigationController, settings.navigationController]
                window.rootViewController = tabs
                window.makeKeyAndVisible()
            }
        }

        \(delegateStarting(windowed: "AppCoordinator"))
        """
    }

    static let hostedRemovalHooks = [
        """
        override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                guard parent == nil else { return }
                let callback = onRemoved
                onRemoved = nil
                callback?()
            }
        """,
        """
        override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                if isMovingFromParent { onRemoved?() }
            }
        """,
        """
        override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                if parent == nil, let removed = onRemoved {
                    removed()
                }
            }
        """,
    ]

    @Test(arguments: hostedRemovalHooks.indices)
    func aHostedScreensRemovalHookEndsItsCoordinator(hook: Int) throws {
        let draft = try extract(["App.swift": Self.hostedRemovalApp(hook: Self.hostedRemovalHooks[hook])], name: "hosted")
        let text = lines(draft)
        #expect(!draft.scenario.contains("DetailView: onRemoved"), "\(draft.scenario)")
        #expect(try handler("on DetailView.back", of: "DetailCoordinator", in: text).first == "pop", "\(draft.scenario)")
        #expect(try handler("on reselectTab", of: "ListCoordinator", in: text).contains("removeAllChildren"), "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("DetailCoordinator"))
    }
}
