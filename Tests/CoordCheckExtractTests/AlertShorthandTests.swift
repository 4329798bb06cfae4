import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// An alert built with the app's own shorthand for `addAction(UIAlertAction(…))`
/// (`alert.addAction(title: "Reset", style: .destructive) { _ in … }`): each is a choice the
/// user makes when the alert shows, as with UIKit's own.
extension ExtractTests {
    static let alertShorthandApp = """
    import UIKit

    extension UIAlertController {
        func addAction(title: String, style: UIAlertAction.Style, handler: @escaping (UIAlertAction) -> Void) {
            addAction(UIAlertAction(title: title, style: style, handler: handler))
        }
    }

    final class VaultViewController: UIViewController {
        var onReset: (() -> Void)?
    }
    final class WelcomeViewController: UIViewController {}
    final class UnlockViewController: UIViewController {}

    final class VaultCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let vault = VaultViewController()
            vault.onReset = { [weak self] in self?.proposeReset() }
            navigationController.setViewControllers([vault], animated: false)
        }
        private func proposeReset() {
            let alert = UIAlertController(title: "Reset", message: nil, preferredStyle: .alert)
            alert.addAction(title: "Reset", style: .destructive) { [weak self] _ in
                self?.navigationController.setViewControllers([WelcomeViewController()], animated: true)
            }
            alert.addAction(title: "Keep", style: .cancel) { [weak self] _ in
                self?.navigationController.pushViewController(UnlockViewController(), animated: true)
            }
            navigationController.present(alert, animated: true)
        }
    }

    \(ExtractTests.delegateStarting("VaultCoordinator"))
    """

    @Test func anAlertBuiltWithTheAppsShorthandOffersItsChoices() throws {
        let draft = try extract(["VaultApp.swift": Self.alertShorthandApp], name: "alert-shorthand")
        let text = lines(draft)
        // Read in a method the event calls: each choice is a way of that method, and the event
        // one per way (a `func` has one path).
        #expect(text.contains("screen VaultViewController: onReset, onReset_Keep"), "\(draft.scenario)")
        #expect(try handler("on VaultViewController.onReset", of: "VaultCoordinator root", in: text) == ["call self.proposeReset"])
        #expect(try handler("on VaultViewController.onReset_Keep", of: "VaultCoordinator root", in: text) == ["call self.proposeReset_Keep"])
        #expect(try handler("func proposeReset", of: "VaultCoordinator root", in: text) == [
            "# coordcheck: a branch on what the model does not track: its first way is modelled here, the others in proposeReset_Keep (the screen events reaching it take each)",
            "setViewControllers WelcomeViewController",
        ], "\(draft.scenario)")
        #expect(try handler("func proposeReset_Keep", of: "VaultCoordinator root", in: text) == ["push UnlockViewController"])
    }

    /// The first way names the others in the order the code offers them, not by name: a
    /// renamed app lists them the same.
    @Test func theOtherWaysAreListedInTheCodesOrder() throws {
        let zap = """
                alert.addAction(title: "Zap", style: .default) { [weak self] _ in
                    self?.navigationController.popViewController(animated: true)
                }
                alert.addAction(title: "Keep", style: .cancel)
        """
        let app = Self.alertShorthandApp.replacingOccurrences(of: "        alert.addAction(title: \"Keep\", style: .cancel)", with: zap)
        #expect(app != Self.alertShorthandApp)
        let text = lines(try extract(["VaultApp.swift": app], name: "alert-shorthand"))
        #expect(text.contains("screen VaultViewController: onReset, onReset_Zap, onReset_Keep"))
        #expect(try handler("func proposeReset", of: "VaultCoordinator root", in: text).first ==
            "# coordcheck: a branch on what the model does not track: its first way is modelled here, the others in proposeReset_Zap, proposeReset_Keep (the screen events reaching it take each)")
    }
}
