import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child given a router made around a new navigation controller, whose creator presents
/// what the router shows (`present(basketRouter.rootViewController)`, a computed property
/// returning that navigation controller): the child starts `in modal`. When the child's own
/// start makes its first screen modal in presentation (`basket.isModalInPresentation = true`),
/// the sheet cannot be pulled down — UIKit honours the flag on a presented container's child.
extension ExtractTests {
    static func routerSheetApp(modal: Bool) -> String {
        """
        import UIKit

        protocol Navigating: AnyObject {
            func show(_ viewController: UIViewController)
            func showModally(_ viewController: UIViewController)
            func close()
        }

        final class StackNavigator: Navigating {
            private let stack: UINavigationController
            init(stack: UINavigationController) { self.stack = stack }
            var rootViewController: UIViewController { stack }
            func show(_ viewController: UIViewController) {
                if stack.viewControllers.isEmpty { stack.setViewControllers([viewController], animated: false) }
                else { stack.pushViewController(viewController, animated: true) }
            }
            func showModally(_ viewController: UIViewController) { stack.present(viewController, animated: true) }
            func close() { stack.dismiss(animated: true) }
        }

        protocol Flow: AnyObject {
            var flows: [Flow] { get set }
            func begin()
        }

        extension Flow {
            func run(_ flow: Flow) {
                flows.append(flow)
                flow.begin()
            }
            func drop(_ flow: Flow) { flows.removeAll { $0 === flow } }
        }

        final class ShelfViewController: UIViewController {
            var onBasket: (() -> Void)?
        }
        final class BasketViewController: UIViewController {
            var onDone: (() -> Void)?
        }

        final class BasketFlow: Flow {
            var flows: [Flow] = []
            var onEnd: (() -> Void)?
            private let navigator: Navigating
            private unowned let presenter: Navigating
            init(navigator: Navigating, presenter: Navigating) {
                self.navigator = navigator
                self.presenter = presenter
            }
            func begin() {
                let basket = BasketViewController()
                basket.isModalInPresentation = \(modal)
                basket.onDone = { [weak self] in
                    self?.presenter.close()
                    self?.onEnd?()
                }
                navigator.show(basket)
            }
        }

        final class ShelfFlow: Flow {
            var flows: [Flow] = []
            private let navigator: Navigating
            init(navigator: Navigating) { self.navigator = navigator }
            func begin() {
                let shelf = ShelfViewController()
                shelf.onBasket = { [weak self] in self?.openBasket() }
                navigator.show(shelf)
            }
            private func openBasket() {
                let basketNavigator = StackNavigator(stack: UINavigationController())
                let basket = BasketFlow(navigator: basketNavigator, presenter: navigator)
                basket.onEnd = { [weak self, weak basket] in
                    guard let self, let basket else { return }
                    self.drop(basket)
                }
                run(basket)
                navigator.showModally(basketNavigator.rootViewController)
            }
        }

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            private var flow: ShelfFlow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let stack = UINavigationController()
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = stack
                window.makeKeyAndVisible()
                self.window = window
                let flow = ShelfFlow(navigator: StackNavigator(stack: stack))
                self.flow = flow
                flow.begin()
                return true
            }
        }
        """
    }

    @Test(arguments: [true, false])
    func aChildShownThroughItsRoutersRootIsPresentedAndItsModalFlagHonoured(modal: Bool) throws {
        let draft = try extract(["App.swift": Self.routerSheetApp(modal: modal)], name: "sheet")
        let text = lines(draft)
        let start = modal ? "start BasketFlow in modal isModalInPresentation" : "start BasketFlow in modal"
        #expect(try handler("func openBasket", of: "ShelfFlow", in: text) == [start], "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.first { $0.name == "no-orphans" }?.violation == nil)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        // The basket's own done button removes it; only a pull-down, when UIKit allows one, does not.
        if modal {
            #expect(leak == nil)
        } else {
            #expect(leak?.trace.labels(in: result.scenario) == ["ShelfViewController.onBasket", "swipeDismiss"])
        }
    }
}
