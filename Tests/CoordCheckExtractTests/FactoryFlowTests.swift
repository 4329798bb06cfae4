import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Flows that never write a constructor: a dependency container's factories make their
/// screens and children (`dependencies.makeProductScreen()`), a helper returns the screen
/// it keeps for a key or makes it the first time, children are kept under
/// `ObjectIdentifier(flow)`, and a child reports its end through a copy of its closure
/// property (`let handler = onFinish; onFinish = nil; handler?()`). Before, no coordinator
/// was found at all ("no coordinator found"); then the flow showed nothing and its removal
/// on back was lost, a false leak.
extension ExtractTests {
    /// How the child calls its finishing closure, and how the helper keeps its screen.
    static let factoryFlowStyles: [(name: String, finish: String, lookup: String)] = [
        ("let copy, optional call", """
                let handler = onFinish
                onFinish = nil
                handler?()
        """, "if let kept = screens[id] { return kept }"),
        ("guard let copy, plain call", """
                guard let completion = self.onFinish else { return }
                self.onFinish = nil
                completion()
        """, "if let kept = self.screens[id] { return kept }"),
        ("the property called", """
                onFinish?()
        """, ""),
        ("shadowed by a copy of the same name", """
                guard let onFinish = onFinish else { return }
                self.onFinish = nil
                onFinish()
        """, "if let screen = screens[id] { return screen }"),
    ]

    static func factoryFlowApp(finish: String, lookup: String, leaves: Bool = true) -> String {
        """
        import UIKit

        final class CatalogueViewController: UIViewController { var onSelect: (() -> Void)? }
        final class ProductViewController: UIViewController {
            var onLeave: (() -> Void)?
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                if parent == nil { onLeave?() }
            }
        }

        final class Dependencies {
            func makeNavigation() -> UINavigationController { UINavigationController() }
            func makeCatalogueScreen() -> CatalogueViewController { CatalogueViewController() }
            func makeProductScreen() -> ProductViewController { ProductViewController() }
            func makeProductFlow(navigation: UINavigationController) -> ProductFlow {
                ProductFlow(navigation: navigation, dependencies: self)
            }
        }

        final class ProductFlow {
            var onFinish: (() -> Void)?
            private let navigation: UINavigationController
            private let dependencies: Dependencies
            private var screens: [Int: ProductViewController] = [:]
            init(navigation: UINavigationController, dependencies: Dependencies) {
                self.navigation = navigation
                self.dependencies = dependencies
            }
            func begin() {
                navigation.pushViewController(productScreen(for: 1), animated: true)
            }
            private func productScreen(for id: Int) -> ProductViewController {
                \(lookup)
                let screen = dependencies.makeProductScreen()
                \(leaves ? "screen.onLeave = { [weak self] in self?.finish() }" : "")
                screens[id] = screen
                return screen
            }
            private func finish() {
        \(finish)
            }
        }

        final class RootFlow {
            private let window: UIWindow
            private let dependencies: Dependencies
            private let navigation: UINavigationController
            private var activeFlows: [ObjectIdentifier: AnyObject] = [:]
            init(window: UIWindow, dependencies: Dependencies) {
                self.window = window
                self.dependencies = dependencies
                self.navigation = dependencies.makeNavigation()
            }
            func begin() {
                window.rootViewController = navigation
                let catalogue = dependencies.makeCatalogueScreen()
                catalogue.onSelect = { [weak self] in self?.showProduct() }
                navigation.setViewControllers([catalogue], animated: false)
            }
            private func showProduct() {
                let flow = dependencies.makeProductFlow(navigation: navigation)
                let key = ObjectIdentifier(flow)
                flow.onFinish = { [weak self] in self?.activeFlows[key] = nil }
                activeFlows[key] = flow
                flow.begin()
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var root: RootFlow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                root = RootFlow(window: window, dependencies: Dependencies())
                root?.begin()
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        """
    }

    @Test(arguments: factoryFlowStyles.indices)
    func flowsMadeByFactoriesAreCoordinatorsAndTheirEndIsFollowed(style: Int) throws {
        let (name, finish, lookup) = Self.factoryFlowStyles[style]
        let draft = try extract(["App.swift": Self.factoryFlowApp(finish: finish, lookup: lookup)], name: "shop")
        let text = lines(draft)
        #expect(text.contains { $0.hasPrefix("coordinator RootFlow root") }, "\(name): \(draft.scenario)")
        #expect(try handler("on start", of: "ProductFlow", in: text) == ["push ProductViewController"], "\(name): \(draft.scenario)")
        // Back ends the flow through the copy of its closure: nothing is left over.
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name).isEmpty, "\(name): \(draft.scenario)")
    }

    /// The same app whose product screen never reports leaving: the flow stays after back.
    @Test func aFactoryFlowNeverEndedIsALeak() throws {
        let (_, finish, lookup) = Self.factoryFlowStyles[0]
        let draft = try extract(["App.swift": Self.factoryFlowApp(finish: finish, lookup: lookup, leaves: false)], name: "shop")
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(leak.trace.labels(in: result.scenario) == ["CatalogueViewController.onSelect", "back"])
    }
}
