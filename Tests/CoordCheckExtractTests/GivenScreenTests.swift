import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child made with the screen it drives (`DetailFlow(module: module)`, kept as `let module:
/// DetailModule`, a protocol only that screen implements, or as the screen's own type), whose
/// start only sets the screen's closures, and whose creator pushes that screen through a
/// router keeping a pop handler: the screen is the child's, shown by its start, its closures
/// the child's events. With the pop handler removing the child, back leaves nothing behind;
/// without it (`onPop: nil`), back leaves the child in its creator's children.
extension ExtractTests {
    static func givenScreenApp(protocolTyped: Bool, removedOnPop: Bool) -> String {
        let moduleType = protocolTyped ? "DetailModule" : "DetailViewController"
        let onPop = removedOnPop ? "{ [weak self] in self?.remove(flow) }" : "nil"
        return """
            import UIKit

            protocol DetailModule: UIViewController {
                var onShare: (() -> Void)? { get set }
            }

            final class ListViewController: UIViewController {
                var onSelect: (() -> Void)?
            }
            final class DetailViewController: UIViewController, DetailModule {
                var onShare: (() -> Void)?
            }
            final class ShareViewController: UIViewController {}

            final class Router: NSObject, UINavigationControllerDelegate {
                private let stack: UINavigationController
                private var handlers: [ObjectIdentifier: () -> Void] = [:]
                init(stack: UINavigationController) {
                    self.stack = stack
                    super.init()
                    stack.delegate = self
                }
                func setRoot(_ controller: UIViewController) { stack.setViewControllers([controller], animated: false) }
                func push(_ controller: UIViewController, onPop: (() -> Void)?) {
                    if let onPop { handlers[ObjectIdentifier(controller)] = onPop }
                    stack.pushViewController(controller, animated: true)
                }
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                          !navigationController.viewControllers.contains(from) else { return }
                    handlers.removeValue(forKey: ObjectIdentifier(from))?()
                }
            }

            class Flow {
                var flows: [Flow] = []
                func begin() {}
                func remove(_ flow: Flow?) { flows.removeAll { $0 === flow } }
            }

            final class DetailFlow: Flow {
                private let router: Router
                private let module: \(moduleType)
                init(router: Router, module: \(moduleType)) {
                    self.router = router
                    self.module = module
                }
                override func begin() {
                    module.onShare = { [weak self] in self?.router.push(ShareViewController(), onPop: nil) }
                }
            }

            final class ListFlow: Flow {
                private let router: Router
                init(navigationController: UINavigationController) { router = Router(stack: navigationController) }
                override func begin() {
                    let list = ListViewController()
                    list.onSelect = { [weak self] in self?.showDetail() }
                    router.setRoot(list)
                }
                private func showDetail() {
                    let module = DetailViewController()
                    let flow = DetailFlow(router: router, module: module)
                    flows.append(flow)
                    flow.begin()
                    router.push(module, onPop: \(onPop))
                }
            }

            \(sceneDelegateStarting("ListFlow").replacingOccurrences(of: "coordinator?.start()", with: "coordinator?.begin()"))
            """
    }

    @Test(arguments: [true, false], [true, false])
    func aScreenAChildIsMadeWithIsTheChildsWhenItsCreatorPushesIt(protocolTyped: Bool, removedOnPop: Bool) throws {
        let draft = try extract(["App.swift": Self.givenScreenApp(protocolTyped: protocolTyped, removedOnPop: removedOnPop)], name: "given")
        let text = lines(draft)
        #expect(try handler("on start", of: "DetailFlow parent none", in: text) == ["push DetailViewController"], "\(draft.scenario)")
        #expect(try handler("on DetailViewController.onShare", of: "DetailFlow parent none", in: text) == ["push ShareViewController"], "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if removedOnPop {
            #expect(leak?.message == nil, "\(draft.scenario)")
        } else {
            #expect(leak?.trace.labels(in: result.scenario) == ["ListViewController.onSelect", "back"], "\(draft.scenario)")
        }
    }
}
