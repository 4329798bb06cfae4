import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A coordinator that is its navigation controller's delegate and, in
/// `navigationController(_:didShow:animated:)`, removes the child whose screen was popped
/// (`childDidFinish(buyViewController.coordinator)`, the way the best-known coordinator
/// tutorials write it): the removal runs when the child's screen is popped, by the back button
/// or a swipe, or by the child's own `popViewController` — it is the child's screen the user
/// leaves, not the parent's.
extension ExtractTests {
    static func popObservingApp(removes: Bool, parentLink: Bool) -> String {
        """
        import UIKit

        protocol Coordinator: AnyObject {
            var childCoordinators: [Coordinator] { get set }
            var navigationController: UINavigationController { get set }
            func start()
        }

        final class ListViewController: UIViewController {
            weak var coordinator: MainCoordinator?
            @objc func buyTapped() { coordinator?.buySubscription() }
        }

        final class BuyViewController: UIViewController {
            weak var coordinator: BuyCoordinator?
            @objc func doneTapped() { coordinator?.done() }
        }

        final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
            var childCoordinators = [Coordinator]()
            var navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }

            func start() {
                navigationController.delegate = self
                let vc = ListViewController()
                vc.coordinator = self
                navigationController.pushViewController(vc, animated: false)
            }

            func buySubscription() {
                let child = BuyCoordinator(navigationController: navigationController)
                \(parentLink ? "child.parentCoordinator = self" : "")
                childCoordinators.append(child)
                child.start()
            }

            func childDidFinish(_ child: Coordinator?) {
                for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
                    childCoordinators.remove(at: index)
                    break
                }
            }

            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
                if navigationController.viewControllers.contains(fromViewController) { return }
                if let buyViewController = fromViewController as? BuyViewController {
                    \(removes ? "childDidFinish(buyViewController.coordinator)" : "print(buyViewController)")
                }
            }
        }

        final class BuyCoordinator: Coordinator {
            weak var parentCoordinator: MainCoordinator?
            var childCoordinators = [Coordinator]()
            var navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let vc = BuyViewController()
                vc.coordinator = self
                navigationController.pushViewController(vc, animated: true)
            }
            func done() {
                navigationController.popViewController(animated: true)
            }
        }

        \(Self.sceneDelegateStarting("MainCoordinator"))
        """
    }

    @Test(arguments: [true, false])
    func aParentRemovingThePoppedChildsCoordinatorRemovesItAfterTheChildsPop(parentLink: Bool) throws {
        let draft = try extract(["App.swift": Self.popObservingApp(removes: true, parentLink: parentLink)], name: "popobserver")
        let text = lines(draft)
        #expect(try handler("on BuyViewController.back", of: "BuyCoordinator", in: text)
            == ["pop", "call MainCoordinator.navigationControllerDidShow"], "\(draft.scenario)")
        #expect(try handler("on BuyViewController.swipeBack", of: "BuyCoordinator", in: text) == ["call MainCoordinator.navigationControllerDidShow"])
        #expect(try handler("func navigationControllerDidShow", of: "MainCoordinator root", in: text) == ["removeChild caller"])
        // The child's own pop runs the delegate too, which removes it when its screen was the one popped.
        #expect(try handler("on BuyViewController.doneTapped", of: "BuyCoordinator", in: text)
            == ["if visible BuyViewController: pop; call MainCoordinator.navigationControllerDidShow", "else: pop"])
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap { $0.violation?.message })\n\(draft.scenario)")
    }

    /// Without the removal the child leaks when its screen is popped: the check says so.
    @Test func withoutTheRemovalThePoppedChildLeaks() throws {
        let draft = try extract(["App.swift": Self.popObservingApp(removes: false, parentLink: true)], name: "popobserver")
        let result = try check(draft)
        #expect(result.verdicts.first { $0.name == "no-leaks" }?.violation != nil, "\(draft.scenario)")
    }
}

/// A child its creator never starts: the creator keeps it, hands it to the screen it pushes
/// (`vc.coordinator = child`) and pushes the screen. The screen is the child's: its events go to
/// the child, and its pop leaves the child behind unless something removes it.
extension ExtractTests {
    static func handedChildApp(property: String, observesPops: Bool) -> String {
        """
        import UIKit

        class Coordinator: NSObject {
            var childCoordinators: [Coordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func childDidFinish(_ child: Coordinator?) {
                childCoordinators.removeAll { $0 === child }
            }
        }

        final class RecipeListViewController: UIViewController {
            weak var \(property): MainCoordinator?
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { \(property)?.showRecipe() }
        }

        final class RecipeViewController: UIViewController {
            weak var \(property): RecipeCoordinator?
            @objc func moreTapped() { \(property)?.openMore() }
        }

        final class IngredientsViewController: UIViewController {}

        final class MainCoordinator: Coordinator, UINavigationControllerDelegate {
            func start() {
                \(observesPops ? "navigationController.delegate = self" : "")
                let vc = RecipeListViewController()
                vc.\(property) = self
                navigationController.pushViewController(vc, animated: false)
            }

            func showRecipe() {
                let recipe = RecipeCoordinator(navigationController: navigationController)
                childCoordinators.append(recipe)
                let screen = RecipeViewController()
                screen.\(property) = recipe
                navigationController.pushViewController(screen, animated: true)
            }
            \(observesPops ? """
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                      !navigationController.viewControllers.contains(from) else { return }
                if let recipe = from as? RecipeViewController { childDidFinish(recipe.\(property)) }
            }
            """ : "")
        }

        final class RecipeCoordinator: Coordinator {
            func openMore() {
                navigationController.pushViewController(IngredientsViewController(), animated: true)
            }
        }

        \(Self.sceneDelegateStarting("MainCoordinator"))
        """
    }

    @Test(arguments: ["coordinator", "flow"])
    func aChildHandedToTheScreenItsCreatorPushesOwnsThatScreen(property: String) throws {
        let draft = try extract(["App.swift": Self.handedChildApp(property: property, observesPops: false)], name: "handed")
        let text = lines(draft)
        #expect(try handler("on RecipeListViewController.tableView", of: "MainCoordinator root", in: text)
            == ["start RecipeCoordinator case RecipeViewController"], "\(draft.scenario)")
        #expect(try handler("on start.RecipeViewController", of: "RecipeCoordinator parent none", in: text) == ["push RecipeViewController"])
        #expect(try handler("on RecipeViewController.moreTapped", of: "RecipeCoordinator parent none", in: text) == ["push IngredientsViewController"])
        // Nothing removes it when its screen is popped: a leak.
        let leak = try #require(try check(draft).verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(leak.message.contains("RecipeCoordinator"))
    }

    @Test func aHandedChildRemovedByTheNavigationDelegateDoesNotLeak() throws {
        let draft = try extract(["App.swift": Self.handedChildApp(property: "coordinator", observesPops: true)], name: "handed")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap { $0.violation?.message })\n\(draft.scenario)")
    }
}
