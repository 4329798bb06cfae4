import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// No launch code holds or starts a coordinator (a tab bar controller of the app's makes them
/// in its `viewDidLoad`): the root is one no other coordinator makes, never a child another
/// starts — a draft starting its root again would not compile.
extension ExtractTests {
    static let unmadeRootApp = """
import UIKit

final class ComposeViewController: UIViewController { var onDone: (() -> Void)? }
final class InboxViewController: UIViewController { var onCompose: (() -> Void)? }

protocol FlowNavigator: AnyObject { func begin() }

final class ComposeNavigator: UINavigationController, FlowNavigator {
    var onComplete: (() -> Void)?
    func begin() {
        let compose = ComposeViewController()
        compose.onDone = { [weak self] in self?.dismiss(animated: true); self?.onComplete?() }
        setViewControllers([compose], animated: false)
    }
}

final class InboxNavigator: UINavigationController, FlowNavigator {
    private var children: [FlowNavigator] = []
    func begin() {
        let inbox = InboxViewController()
        inbox.onCompose = { [weak self] in self?.compose() }
        setViewControllers([inbox], animated: false)
    }
    private func compose() {
        let child = ComposeNavigator()
        child.onComplete = { [weak self, weak child] in self?.children.removeAll { $0 === child } }
        children.append(child)
        child.begin()
        present(child, animated: true)
    }
}

final class RootTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let inbox = InboxNavigator()
        inbox.begin()
        viewControllers = [inbox]
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = RootTabController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
"""

    @Test func theRootIsNoCoordinatorAnotherMakes() throws {
        // (`extract` compiles the draft it reads back.)
        let draft = try extract(["App.swift": Self.unmadeRootApp])
        let text = lines(draft)
        #expect(!text.contains { $0.hasPrefix("coordinator ComposeNavigator") && $0.contains(" root") }, "\(draft.scenario)")
        #expect(text.contains { $0.hasPrefix("coordinator InboxNavigator root") }, "\(draft.scenario)")
    }
}
