import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A router that is its stack's delegate keeps a pop handler per pushed screen and runs it in
/// `navigationController(_:didShow:animated:)`, which UIKit calls after a programmatic pop
/// too; its `pop()` may also run the handler itself. A child's end closure, set by its
/// creator, pops the child's screen through the router (`flow.onEnd = { router.pop() }`): the
/// handler the creator kept for that screen runs then, removing the child. Without a handler
/// (`onPop: nil`), the child stays behind after Done as after back.
extension ExtractTests {
    static func routerPopApp(popRunsHandler: Bool, removedOnPop: Bool) -> String {
        let pop = popRunsHandler ? """
                func pop() {
                    if let controller = stack.popViewController(animated: true) {
                        handlers.removeValue(forKey: ObjectIdentifier(controller))?()
                    }
                }
            """ : """
                func pop() { stack.popViewController(animated: true) }
            """
        let onPop = removedOnPop ? "{ [weak self] in self?.remove(flow) }" : "nil"
        return """
            import UIKit

            final class ListViewController: UIViewController {
                var onSelect: (() -> Void)?
            }
            final class DetailViewController: UIViewController {
                var onDone: (() -> Void)?
            }

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
            \(pop)
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
                var onEnd: (() -> Void)?
                private let module: DetailViewController
                init(module: DetailViewController) { self.module = module }
                override func begin() {
                    module.onDone = { [weak self] in self?.onEnd?() }
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
                    let flow = DetailFlow(module: module)
                    flow.onEnd = { [weak self] in self?.router.pop() }
                    flows.append(flow)
                    flow.begin()
                    router.push(module, onPop: \(onPop))
                }
            }

            \(sceneDelegateStarting("ListFlow").replacingOccurrences(of: "coordinator?.start()", with: "coordinator?.begin()"))
            """
    }

    @Test(arguments: [true, false], [true, false])
    func aRoutersPopInAChildsEndClosureRunsThePopHandlerKeptForIt(popRunsHandler: Bool, removedOnPop: Bool) throws {
        let draft = try extract(["App.swift": Self.routerPopApp(popRunsHandler: popRunsHandler, removedOnPop: removedOnPop)], name: "routerpop")
        let text = lines(draft)
        let ending = try handler("func onEndOfDetailFlow", of: "ListFlow root", in: text)
        #expect(ending == (removedOnPop ? ["pop", "removeChild caller"] : ["pop"]), "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if removedOnPop {
            #expect(leak?.message == nil, "\(draft.scenario)")
        } else {
            #expect(leak?.trace.labels(in: result.scenario) == ["ListViewController.onSelect", "DetailViewController.onDone"], "\(draft.scenario)")
        }
    }
}
