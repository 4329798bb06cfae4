import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A link the root first offers the flow on top (`if let top = stack.topViewController, let
/// shown = module(showing: top), shown.accepts(link) { return }`), a method each kind of flow
/// answers (`return false`, `return link == .basket`, `if case .item(let id) = link, id ==
/// item { return true }; return false`). For a case every answer refuses, the rest of the
/// method runs: a second `.offer` link while the first offer's sheet is up makes a child UIKit
/// never shows. When one kind of flow may accept the case, the link's effect is not known.
extension ExtractTests {
    static let offerAnswers = ["false", "link == .offer"]

    static func answeredLinkApp(offerAnswer: String) -> String {
        """
        import UIKit

        enum Link: Equatable {
            case item(id: Int)
            case basket
            case offer(code: String)
        }

        class Module: NSObject {
            weak var owner: Module?
            private(set) var modules: [Module] = []
            weak var firstScreen: UIViewController?
            func run() {}
            func accepts(_ link: Link) -> Bool { false }
            func adopt(_ module: Module) {
                module.owner = self
                modules.append(module)
            }
            func release(_ module: Module) {
                modules.removeAll { $0 === module }
                module.owner = nil
            }
            func module(showing screen: UIViewController) -> Module? {
                for module in modules where module.firstScreen === screen {
                    return module
                }
                return nil
            }
        }

        final class HomeScreen: UIViewController {
            var onBasket: (() -> Void)?
            @objc private func basketTapped() { onBasket?() }
        }
        final class ItemScreen: UIViewController {}
        final class BasketScreen: UIViewController {}
        final class OfferScreen: UIViewController {
            var onClose: (() -> Void)?
            @objc private func closeTapped() { onClose?() }
        }

        final class ItemModule: Module {
            private let item: Int
            private let stack: UINavigationController
            init(item: Int, stack: UINavigationController) { self.item = item; self.stack = stack }
            override func run() {
                let screen = ItemScreen()
                screen.navigationItem.hidesBackButton = true
                firstScreen = screen
                stack.pushViewController(screen, animated: true)
            }
            override func accepts(_ link: Link) -> Bool {
                if case .item(let id) = link, id == item {
                    return true
                }
                return false
            }
        }

        final class BasketModule: Module {
            private let stack: UINavigationController
            init(stack: UINavigationController) { self.stack = stack }
            override func run() {
                let screen = BasketScreen()
                screen.navigationItem.hidesBackButton = true
                firstScreen = screen
                stack.pushViewController(screen, animated: true)
            }
            override func accepts(_ link: Link) -> Bool {
                return link == .basket
            }
        }

        final class OfferModule: Module {
            var onClose: (() -> Void)?
            private let presenter: UIViewController
            init(presenter: UIViewController) { self.presenter = presenter }
            override func run() {
                let screen = OfferScreen()
                screen.onClose = { [weak self] in
                    self?.presenter.dismiss(animated: true)
                    self?.onClose?()
                }
                screen.isModalInPresentation = true
                firstScreen = screen
                presenter.present(screen, animated: true)
            }
            override func accepts(_ link: Link) -> Bool { \(offerAnswer) }
        }

        final class ShopModule: Module {
            private let stack: UINavigationController
            init(stack: UINavigationController) { self.stack = stack }
            override func run() {
                let home = HomeScreen()
                home.onBasket = { [weak self] in self?.openBasket() }
                stack.setViewControllers([home], animated: false)
            }
            func open(_ link: Link) {
                if let top = stack.topViewController, let shown = module(showing: top), shown.accepts(link) {
                    return
                }
                switch link {
                case .item(let id):
                    let module = ItemModule(item: id, stack: stack)
                    adopt(module)
                    module.run()
                case .basket:
                    openBasket()
                case .offer:
                    let module = OfferModule(presenter: stack)
                    module.onClose = { [weak self, weak module] in
                        guard let module else { return }
                        self?.release(module)
                    }
                    adopt(module)
                    module.run()
                }
            }
            private func openBasket() {
                let module = BasketModule(stack: stack)
                adopt(module)
                module.run()
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var shop: ShopModule?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let stack = UINavigationController()
                let window = UIWindow(windowScene: scene)
                window.rootViewController = stack
                window.makeKeyAndVisible()
                self.window = window
                let shop = ShopModule(stack: stack)
                self.shop = shop
                shop.run()
            }
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                guard let url = URLContexts.first?.url else { return }
                let link: Link = url.host == "basket" ? .basket : .offer(code: url.lastPathComponent)
                shop?.open(link)
            }
        }
        """
    }

    @Test(arguments: offerAnswers)
    func aCallEveryImplementationAnswersAlikeIsThatAnswer(offerAnswer: String) throws {
        let draft = try extract(["App.swift": Self.answeredLinkApp(offerAnswer: offerAnswer)], name: "answered")
        let text = lines(draft)
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if offerAnswer == "false" {
            // Every kind of module refuses `.offer`: the rest of `open` runs for it.
            #expect(try handler("on open_offer", of: "ShopModule root", in: text).filter { !$0.hasPrefix("#") } == ["start OfferModule in modal isModalInPresentation"])
            let found = try #require(leak, "\(draft.scenario)")
            #expect(found.confirmed)
            #expect(found.trace.labels(in: result.scenario) == ["open_offer", "open_offer"])
        } else {
            // The offer module may accept it: what `open` does is not known.
            #expect(!text.contains("start OfferModule in modal isModalInPresentation"), "\(draft.scenario)")
            #expect(leak == nil, "\(draft.scenario)")
        }
    }
}
