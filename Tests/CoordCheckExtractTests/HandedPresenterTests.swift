import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child handed a controller its creator presented and keeps (`CheckoutFlow(presenter:
/// cartSheet)`, the basket sheet), which presents its own stack from it: UIKit puts the
/// child's sheet over the basket, so the child starts `in modal onTop`. Without `onTop` the
/// model presents from the creator's stack, which is already presenting the basket: the
/// presentation is refused and the child seems to leak at once. Written three ways: the
/// property handed as it is, through a local bound to it, and through `self.`. When the
/// creator hands its own stack, the child presents from it as usual.
extension ExtractTests {
    enum HandedPresenter: CaseIterable {
        case property, boundLocal, throughSelf, ownStack
    }

    static func handedPresenterApp(_ way: HandedPresenter) -> String {
        let checkout = switch way {
        case .property: "let flow = CheckoutFlow(presenter: basketSheet!)"
        case .boundLocal: "guard let sheet = basketSheet else { return }\n        let flow = CheckoutFlow(presenter: sheet)"
        case .throughSelf: "let flow = CheckoutFlow(presenter: self.basketSheet!)"
        case .ownStack: "let flow = CheckoutFlow(presenter: navigationController)"
        }
        // With its own stack handed over, checkout starts from the list (nothing presented yet).
        let checkoutFrom = way == .ownStack ? "list.onCheckout" : "basket.onCheckout"
        return """
            import UIKit

            final class ListViewController: UIViewController {
                var onBasket: (() -> Void)?
                var onCheckout: (() -> Void)?
                @objc func basketTapped() { onBasket?() }
                @objc func checkoutTapped() { onCheckout?() }
            }

            final class BasketViewController: UIViewController {
                var onCheckout: (() -> Void)?
                @objc func checkoutTapped() { onCheckout?() }
            }

            final class AddressViewController: UIViewController {
                var onCancel: (() -> Void)?
                @objc func cancelTapped() { onCancel?() }
            }

            final class CheckoutFlow {
                var onEnd: (() -> Void)?
                private let presenter: UIViewController
                private let navigationController = UINavigationController()
                init(presenter: UIViewController) { self.presenter = presenter }
                func begin() {
                    let address = AddressViewController()
                    address.onCancel = { [weak self] in
                        self?.presenter.dismiss(animated: true)
                        self?.onEnd?()
                    }
                    navigationController.setViewControllers([address], animated: false)
                    presenter.present(navigationController, animated: true)
                }
            }

            final class ShopFlow {
                private let navigationController: UINavigationController
                private var basketSheet: UINavigationController?
                private var checkoutFlow: CheckoutFlow?
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let list = ListViewController()
                    list.onBasket = { [weak self] in self?.showBasket() }
                    \(way == .ownStack ? "\(checkoutFrom) = { [weak self] in self?.startCheckout() }" : "")
                    navigationController.setViewControllers([list], animated: false)
                }
                private func showBasket() {
                    let basket = BasketViewController()
                    \(way == .ownStack ? "" : "\(checkoutFrom) = { [weak self] in self?.startCheckout() }")
                    let sheet = UINavigationController(rootViewController: basket)
                    basketSheet = sheet
                    navigationController.present(sheet, animated: true)
                }
                private func startCheckout() {
                    \(checkout)
                    flow.onEnd = { [weak self] in self?.checkoutFlow = nil }
                    checkoutFlow = flow
                    flow.begin()
                }
            }

            \(sceneDelegateStarting("ShopFlow"))
            """
    }

    @Test(arguments: HandedPresenter.allCases)
    func aChildHandedAPresentedSheetPresentsOverIt(way: HandedPresenter) throws {
        let draft = try extract(["App.swift": Self.handedPresenterApp(way)], name: "shop")
        let text = lines(draft)
        let onTop = way != .ownStack
        #expect(text.contains("start CheckoutFlow in modal onTop key checkoutFlow") == onTop, "\(draft.scenario)")
        #expect(text.contains("start CheckoutFlow in modal key checkoutFlow") == !onTop, "\(draft.scenario)")
        // The address sheet shows; nobody observes its pull-down, which leaks the flow (the
        // app's bug), and nothing leaks before it.
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        let opening = onTop ? ["ListViewController.onBasket", "BasketViewController.onCheckout"] : ["ListViewController.onCheckout"]
        #expect(leak?.trace.labels(in: result.scenario) == opening + ["swipeDismiss"], "\(draft.scenario)")
    }
}
