import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A closure a creator sets on its child looks the child up among its children before
/// removing it (`if let child = children.first(where: { $0 === detail })`, `children.last`):
/// the removal happens only while the child is there, `if child caller: removeChild caller`.
/// The child calls the closure from its close button and again when its screen is popped
/// (`didMove(toParent: nil)`), so the second call finds nothing, as in the app.
extension ExtractTests {
    static let callerLookups = [
        "if let child = self.children.first(where: { $0 === detail }) { self.children.removeAll { $0 === child } }",
        "if let child = self.children.last { self.children.removeAll { $0 === child } }",
        "if let child = self.children.first(where: { ($0 as? DetailFlow) === detail }) { self.children.removeAll { $0 === child } }",
    ]

    static func lookedUpCallerApp(_ way: Int) -> String {
        """
        import UIKit

        class Flow {
            var children: [Flow] = []
            func start() {}
        }

        final class ListScreen: UIViewController {
            var onOpen: (() -> Void)?
            @objc func openTapped() { onOpen?() }
        }
        final class DetailScreen: UIViewController {
            var onClose: (() -> Void)?
            var onRemoved: (() -> Void)?
            @objc func closeTapped() { onClose?() }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                if parent == nil { onRemoved?() }
            }
        }

        final class DetailFlow: Flow {
            var onFinish: (() -> Void)?
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            override func start() {
                let screen = DetailScreen()
                screen.onClose = { [weak self] in
                    self?.onFinish?()
                    self?.navigation.popViewController(animated: true)
                }
                screen.onRemoved = { [weak self] in self?.onFinish?() }
                navigation.pushViewController(screen, animated: true)
            }
        }

        final class ListFlow: Flow {
            private let navigation: UINavigationController
            init(navigationController: UINavigationController) { self.navigation = navigationController }
            override func start() {
                let screen = ListScreen()
                screen.onOpen = { [weak self] in self?.showDetail() }
                navigation.setViewControllers([screen], animated: false)
            }
            private func showDetail() {
                let detail = DetailFlow(navigation: navigation)
                detail.onFinish = { [weak self, weak detail] in
                    guard let self, let detail else { return }
                    \(callerLookups[way])
                }
                children.append(detail)
                detail.start()
            }
        }

        \(delegateStarting("ListFlow"))
        """
    }

    @Test(arguments: 0..<3)
    func aChildLookedUpBeforeItsRemovalIsRemovedOnlyWhileThere(way: Int) throws {
        let draft = try extract(["App.swift": Self.lookedUpCallerApp(way)], name: "looked-up-caller")
        #expect(draft.scenario.contains("if child caller: removeChild caller"), "\(draft.scenario)")
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" }
        #expect(violated.isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("DetailFlow"))
    }
}
